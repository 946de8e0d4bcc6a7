import { describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import { LIVE_PATH } from '@/server/live/live-connect';
import { ROUTES, STRAY_ENTRIES, UNPROBED_ROUTES } from './routes';

// The attack table must name every route the app serves, so a new route is
// probed from the day it is added. Its method, pattern and access come from
// the route manifest; its probe details are keyed by the manifest's route id.

describe('the attack route table', () => {
  it('has probe details for every route of the manifest, and for no other', () => {
    expect(UNPROBED_ROUTES, 'manifest routes missing from tests/api/attack/routes.ts').toEqual([]);
    expect(STRAY_ENTRIES, 'entries in tests/api/attack/routes.ts naming no manifest route').toEqual([]);
  });

  it('lists every route of the API exactly once', () => {
    const served = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/\/+/g, '/').replace(/^\/|\/$/g, '')}`),
    );
    // The live-status WebSocket is answered by the Worker before the app (src/worker.ts).
    served.add(`GET ${LIVE_PATH.replace(/^\/api\//, '')}`);
    const listed = ROUTES.map((r) => `${r.method} ${r.pattern}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...served].filter((r) => !listed.includes(r)), 'routes missing from tests/api/attack/routes.ts').toEqual([]);
    expect(listed.filter((r) => !served.has(r)), 'table entries the app does not serve').toEqual([]);
  });
});
