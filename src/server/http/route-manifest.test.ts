import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The API's routes are declared in the route manifest (route-list.ts) and
// mounted by register-routes.ts alone. A Hono app made anywhere else, or a
// route added on the API app by hand, would bypass the guard, the audit
// action and the events' subscriber the registration adds:
// tests/api/route-manifest.test.ts checks the running app; this checks the
// source, so the mistake is named where it is.

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The API app, and the media app with its one route (files below /media, outside the API). */
const APPS = ['app.ts', 'media-app.ts', path.join('routes', 'media.ts')];

function sources(): { file: string; text: string }[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(SERVER, file), 'utf8') }));
}

describe('route registration in the source', () => {
  it('makes no Hono app outside the API and media apps', () => {
    const found = sources().filter(({ file, text }) => !APPS.includes(file) && /new Hono\b/.test(text));
    expect(found.map((f) => f.file)).toEqual([]);
  });

  it('adds no route to the API app but through registerRoutes', () => {
    const text = readFileSync(path.join(SERVER, 'app.ts'), 'utf8');
    expect(text.match(/\bapp\.(get|post|put|patch|delete|all|on|route|mount)\(/g) ?? []).toEqual([]);
    expect(text).toMatch(/registerRoutes\(app, MANIFEST\)/);
  });
});
