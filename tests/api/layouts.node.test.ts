import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SENSITIVE, readsTheLayout } from './layouts';

// The split layout runs only the files in LAYOUT_SENSITIVE: a file that reads
// the layout but is missing there would never run its split-layout side.

const here = path.dirname(fileURLToPath(import.meta.url));
const testFiles = (readdirSync(here, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.node.test.ts') && !f.endsWith('.load.test.ts'));

describe('API test files by layout', () => {
  it('lists every file that reads the layout among those run in both layouts', () => {
    const missing = testFiles.filter((f) => readsTheLayout(readFileSync(path.join(here, f), 'utf8')) && !(f in LAYOUT_SENSITIVE));
    expect(missing).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(Object.keys(LAYOUT_SENSITIVE).filter((f) => !existsSync(path.join(here, f)))).toEqual([]);
  });

  it('tells a file that reads the layout from one that does not', () => {
    expect(readsTheLayout("if (oneDatabase()) expect(x).toBe(404);")).toBe(true);
    expect(readsTheLayout("await dbOf('kirana').prepare('SELECT 1')")).toBe(true);
    expect(readsTheLayout('await dbOf(slug).prepare(sql)')).toBe(true);
    expect(readsTheLayout('env.DB_KIRANA!')).toBe(true);
    expect(readsTheLayout("await dbOf('sehat').prepare('SELECT 1')")).toBe(false);
  });
});
