import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveBuiltWorker } from '../../scripts/lib/serve.mjs';
import { runTool, seededCopyDir } from './support';

// Onboarding a distributor with the command-line tool. It works on a copy of
// the seeded state, never on the shops the other tests use, so it runs among
// them rather than after them: it is the longest browser test.

const PORT = Number(process.env.E2E_PORT) || 8790;

// A running local server does not see rows another process writes to its
// database (workerd keeps its own view of the file), so this test onboards
// into a seeded state folder of its own (a copy of the one the e2e server
// seeded), then serves it as `npm start` would.
test('a distributor added with the tool serves its own shop on its subdomain, and its admin can log in', async ({ page }) => {
  test.setTimeout(240_000);
  const persistTo = mkdtempSync(path.join(os.tmpdir(), 'storefront-onboard-'));
  const port = PORT + 100;
  let server: { stop: () => void } | undefined;
  try {
    cpSync(seededCopyDir(PORT), persistTo, { recursive: true });
    const slug = `chai-${Date.now().toString(36)}`;
    const added = await runTool('distributor', [
      'add', '--slug', slug, '--name', 'Chai Point Stores', '--admin-email', 'owner@chaipoint.in', '--admin-password', 'chai-secret-1',
      '--persist-to', persistTo, '--port', String(port),
    ]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`Shop: http://${slug}.localhost:${port}/ecommerce`);
    const again = await runTool('distributor', ['add', '--slug', slug, '--name', 'Twice', '--persist-to', persistTo]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`distributor: The slug "${slug}" is already taken by another distributor.`);

    server = await serveBuiltWorker({ port, persistTo, quiet: true });
    // The answer and its title are the point, not the home page's pictures: no wait for its load event.
    const response = await page.goto(`http://${slug}.localhost:${port}/ecommerce`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Chai Point Stores/);
    // The other shops are still there, each on its own host.
    expect((await page.goto(`http://kirana.localhost:${port}/ecommerce`, { waitUntil: 'domcontentloaded' }))?.status()).toBe(200);
    await expect(page).not.toHaveTitle(/Chai Point Stores/);

    const shopUrl = `http://127.0.0.1:${port}`;
    // Its own shop and another (its admin is no admin there), asked at once: neither run changes anything.
    const [customers, elsewhere] = await Promise.all(
      [slug, 'kirana'].map((shop) => runTool('admin', ['customers', 'list', '--url', shopUrl, '--shop', shop, '--email', 'owner@chaipoint.in', '--password', 'chai-secret-1'])),
    );
    expect(customers.code, customers.stderr).toBe(0);
    expect(customers.stdout).toContain('owner@chaipoint.in');
    expect(customers.stdout).toContain('1 of 1 accounts');
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toMatch(/^admin: 401: /);
  } finally {
    server?.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
});
