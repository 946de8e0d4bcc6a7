import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles } from './import-cycles.mjs';

/** A folder of source files: { 'a.ts': 'text', ... }. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('import circles', () => {
  it('finds a circle of three modules, and one closed by a type-only import', () => {
    const root = project({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import { c } from './lib/c';\nexport const b = c;\n",
      'lib/c.ts': "export { a as again } from '../a';\nexport const c = 1;\n",
      'x.ts': "import { type Y } from './y';\nexport interface X { y?: Y }\nexport const x = 1;\n",
      'y.ts': "import { x } from './x';\nexport type Y = typeof x;\n",
    });
    expect(importCircles(root, root).circles.sort()).toEqual([
      'a.ts -> b.ts -> lib/c.ts -> a.ts',
      'x.ts -(types)-> y.ts -> x.ts',
    ]);
  });

  it('follows .astro frontmatter and scripts, and ignores dynamic imports and outside packages', () => {
    const root = project({
      'Card.astro': "---\nimport { price } from './price';\n---\n<p>{price}</p>\n",
      'price.ts': "import Card from './Card.astro';\nexport const price = 1;\nexport const card = Card;\n",
      'lazy.ts': "import { later } from './later';\nimport { z } from 'zod';\nexport const lazy = [later, z];\n",
      'later.ts': "export const later = () => import('./lazy');\n",
    });
    expect(importCircles(root, root).circles).toEqual(['Card.astro -> price.ts -> Card.astro']);
  });

  it('finds none where imports only go one way', () => {
    const root = project({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': 'export const b = 1;\n' });
    expect(importCircles(root, root)).toEqual({ files: 2, circles: [] });
  });
});
