import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { shopGet, shopOrigin, shopProducts } from './support';

// The W3C Nu HTML checker reads the HTML each shopper page is served with:
// home, product, category, policy, cart and search, in English and Hindi.
// It runs once over all pages (one Java start, about two seconds) and the
// test fails on any error it reports. The checker needs a Java runtime;
// docs/testing.md says where it comes from.

// A run this short spends most of its processor time in the JIT's optimizing
// compiler: the first tier alone (with the serial collector) checks the same
// pages for about 40% of it. First-tier code needs a deeper thread stack than
// the checker's 512 KB minimum.
const JAVA_FAST_START = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

// Errors the checker reports against markup the HTML standard allows; each is
// explained in docs/testing.md ("The HTML checker").
const CHECKER_LAGS = [
  // The standard's `expect` link type with blocking="render" (the first paint
  // waits for the page's end); the checker knows blocking only on stylesheets.
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
];

interface NuMessage { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }

test('shopper pages are valid HTML by the W3C Nu checker', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const product = (await shopProducts(request, origin)).find((p) => p.image && p.category_id)!;
  const pages: Record<string, string> = {
    home: '/ecommerce',
    product: `/product/details/${product.id}`,
    category: `/ecommerce/category/${product.category_id}`,
    policy: '/ecommerce/privacy_policy',
    cart: '/ecommerce/cart',
    search: '/ecommerce/search?q=paracetamol',
    'search-none': '/ecommerce/search?q=zzzqqq',
    'hindi-home': '/hi/ecommerce',
    'hindi-product': `/hi/product/details/${product.id}`,
    'hindi-search': `/hi/ecommerce/search?q=${encodeURIComponent('पैरासिटामोल')}`,
  };
  const folder = await mkdtemp(join(tmpdir(), 'nu-'));
  try {
    const files = await Promise.all(
      Object.entries(pages).map(async ([name, path]) => {
        const answer = await shopGet(request, `${origin}${path}`);
        expect(answer.status(), path).toBe(200);
        const file = join(folder, `${name}.html`);
        await writeFile(file, await answer.text());
        return file;
      }),
    );
    // The checker exits 1 when it reports an error; its JSON report is on stderr either way.
    const { stderr } = await run('java', [...JAVA_FAST_START, '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { maxBuffer: 16 << 20 })
      .catch((failed: { stderr?: string }) => ({ stderr: failed.stderr ?? '' }));
    const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
    const errors = messages
      .filter((m) => (m.type === 'error' || m.subType === 'fatal') && !CHECKER_LAGS.includes(m.message))
      .map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`);
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
