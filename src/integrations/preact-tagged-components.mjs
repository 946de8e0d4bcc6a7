// Astro renders a framework component on the server by first asking each
// renderer whether the component is its own, unless the component names its
// renderer. Preact's answer to that question is a whole render of the
// component, thrown away, before the real one: every island and every Glyph
// a page draws on the server was rendered twice. This plugin names Preact as
// the renderer of each component an .astro file imports from src/islands or
// src/components (all written `export default function Name(`, or `Name<T>(`), in the
// server build only: the browser's bundles are unchanged. The build fails if
// such a file stops matching, so no component silently goes back to the
// double render.

const COMPONENT_FILE = /\/src\/(islands|components)\/.+\.tsx$/;
const DEFAULT_FUNCTION = /^export default function ([A-Za-z_$][\w$]*)\s*(<[^(]*>)?\(/m;
/** The symbol Astro reads a component's renderer from (`__astro_tag_component__`). */
const TAG = "Object.defineProperty(%s, Symbol.for('astro:renderer'), { value: '@astrojs/preact' });";

/** @returns {import('vite').Plugin} */
export default function preactTaggedComponents() {
  return {
    name: 'preact-tagged-components',
    transform(code, id, options) {
      const file = id.split('?')[0];
      if (!COMPONENT_FILE.test(file)) return null;
      const server = this.environment ? this.environment.config.consumer === 'server' : Boolean(options?.ssr);
      if (!server || !/^export default /m.test(code)) return null;
      const name = DEFAULT_FUNCTION.exec(code)?.[1];
      if (!name) throw new Error(`preact-tagged-components: ${file} has a default export that is not \`export default function Name(\`.`);
      return { code: `${code}\n${TAG.replace('%s', name)}\n`, map: null };
    },
  };
}
