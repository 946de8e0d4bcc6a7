import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import preactTaggedComponents from './preact-tagged-components.mjs';

type Transform = (this: unknown, code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = preactTaggedComponents().transform as unknown as Transform;
const server = { environment: { config: { consumer: 'server' } } };
const browser = { environment: { config: { consumer: 'client' } } };
const ISLAND = '/repo/src/islands/Thing.tsx';

describe('preact-tagged-components', () => {
  it('names Preact as the renderer of a server build component', () => {
    const out = transform.call(server, 'export default function Thing() { return null; }', ISLAND);
    expect(out?.code).toContain("Object.defineProperty(Thing, Symbol.for('astro:renderer'), { value: '@astrojs/preact' });");
  });

  it('reads a generic component too', () => {
    const out = transform.call(server, 'export default function Gate<T>({ state }: { state: T }) { return null; }', ISLAND);
    expect(out?.code).toContain('Object.defineProperty(Gate,');
  });

  it('leaves the browser bundles and other files alone', () => {
    expect(transform.call(browser, 'export default function Thing() {}', ISLAND)).toBeNull();
    expect(transform.call(server, 'export default function Thing() {}', '/repo/src/lib/thing.tsx')).toBeNull();
    expect(transform.call(server, 'export function helper() {}', ISLAND)).toBeNull();
  });

  it('fails the build on a default export it cannot name', () => {
    expect(() => transform.call(server, 'export default memo(Thing);', ISLAND)).toThrow(/preact-tagged-components/);
  });

  it('matches every component file the repository has', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /^(islands|components)\/.+\.tsx$/.test(f.split(path.sep).join('/')));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const full = path.join(root, file);
      expect(() => transform.call(server, readFileSync(full, 'utf8'), full), file).not.toThrow();
    }
  });
});
