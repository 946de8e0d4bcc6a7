// Astro writes the islands' one CSS rule (their wrappers take no box) as a
// <style> element in the body, just before the first island. A <style> in the
// body is not valid HTML and makes the browser restyle the page when it meets
// it; src/styles/global.css carries the same rule in the head, so the build
// drops Astro's copy. The build fails if Astro stops writing it this way, so
// the rule is never silently lost or doubled.

const RUNTIME = /\/astro\/dist\/runtime\/server\/scripts\.js$/;
const PRESCRIPT_STYLE = '`<style>${ISLAND_STYLES}</style>';

/** @returns {import('vite').Plugin} */
export default function islandStylesInHead() {
  return {
    name: 'island-styles-in-head',
    transform(code, id) {
      if (!RUNTIME.test(id.split('?')[0])) return null;
      if (!code.includes(PRESCRIPT_STYLE)) {
        throw new Error('island-styles-in-head: Astro no longer writes the island styles as `<style>${ISLAND_STYLES}</style>`; check this plugin and src/styles/global.css.');
      }
      return { code: code.replace(PRESCRIPT_STYLE, '`'), map: null };
    },
  };
}
