import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every text size comes from the type scale in global.css, at weight 400, 600
// or 700: each size and weight a page draws text in costs the browser a font
// lookup during the page's first layout, so a new size on a page is a cost,
// not only a style.

const SRC = join(import.meta.dirname, '..');
const WEIGHTS = new Set(['400', '600', '700', 'normal', 'bold', 'inherit']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(css|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** The style text of a file: a stylesheet whole, an Astro component's <style> blocks. */
function styleText(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.css')) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

const declarations = filesUnder(SRC).flatMap((path) =>
  [...styleText(path).matchAll(/font(-size|-weight)?\s*:\s*([^;}]+)/g)].map((m) => ({
    where: relative(SRC, path),
    property: `font${m[1] ?? ''}`,
    value: m[2].trim(),
  })),
);

const globalCss = readFileSync(join(SRC, 'styles/global.css'), 'utf8');
const scale = new Set([...globalCss.matchAll(/(--text-[a-z0-9]+)\s*:/g)].map((m) => m[1]));

/** The size named in a font-size or font shorthand value, if any. */
function sizeOf(property: string, value: string): string | undefined {
  if (property === 'font-size') return value;
  if (property === 'font' && value !== 'inherit') return value.match(/var\(--text-[a-z0-9]+\)|[\d.]+(px|r?em|%)/)?.[0];
  return undefined;
}

describe('type scale', () => {
  it('is defined once, in global.css', () => {
    expect([...scale]).toEqual(['--text-xs', '--text-sm', '--text-md', '--text-lg', '--text-xl', '--text-2xl']);
  });

  it('gives every text size from the scale', () => {
    const offScale = declarations.filter(({ property, value }) => {
      const size = sizeOf(property, value);
      if (size === undefined || size === 'inherit') return false;
      const token = size.match(/^var\((--text-[a-z0-9]+)\)/)?.[1];
      return !token || !scale.has(token);
    });
    expect(offScale).toEqual([]);
  });

  it('draws text at weight 400, 600 or 700 only', () => {
    const offWeights = declarations.filter(({ property, value }) => property === 'font-weight' && !WEIGHTS.has(value));
    expect(offWeights).toEqual([]);
  });
});
