import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sanitizePolicyHtml } from '@/server/pages/html-sanitizer';
import { policyPageHtml } from '@/server/pages/policy-page';
import { KIRANA, call, distributorId } from './helpers';

// Server pieces behind the product, search and policy pages, run inside
// workerd (where DOMPurify-style sanitisers silently do nothing).

describe('policy HTML is sanitised inside workerd', () => {
  it('strips a script the server stored in a page', async () => {
    const id = await distributorId('sehat');
    const hostile =
      '<h2>About Us</h2><p onmouseover="steal()">We are a pharmacy.</p><script>document.cookie</script>' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><style>*{}</style>';
    await env.DB.prepare("UPDATE pages SET content = ? WHERE distributor_id = ? AND name = 'About Us'").bind(hostile, id).run();
    const res = await call(`Pages/${encodeURIComponent('About Us')}`);
    expect(res.status).toBe(200);
    expect(res.json.content).toContain('<script>'); // the API hands it over as stored
    const clean = sanitizePolicyHtml(res.json.content);
    expect(clean).toBe('<h2>About Us</h2><p>We are a pharmacy.</p><a>x</a>');
    expect(policyPageHtml(res.json.content, 'About Us')).toBe('<p>We are a pharmacy.</p><a>x</a>');
    // The other shop's page is untouched.
    const kirana = await call(`Pages/${encodeURIComponent('About Us')}`, { host: KIRANA });
    expect(kirana.json.content).not.toContain('<script>');
  });
});

describe('search API for the header search', () => {
  const names = async (host?: string) =>
    ((await call('ecomProd/ecomProducts?limit=500', { host })).json as Array<{ product_name: string }>).map((p) => p.product_name);

  it('answers at most `limit` names containing q, any case, with the total', async () => {
    const all = await names();
    for (const q of ['a', 'PA', 'tab', 'Tablet', 'mg ']) {
      const res = await call(`ecomProd/ecomProducts?q=${encodeURIComponent(q)}&limit=10`);
      expect(res.status).toBe(200);
      const expected = all.filter((n) => n.toLowerCase().includes(q.trim().toLowerCase()));
      // The seeded catalogue has names for every query, so the checks below check something.
      expect(expected.length, q).toBeGreaterThan(0);
      expect(res.json.length).toBe(Math.min(10, expected.length));
      for (const p of res.json) expect(p.product_name.toLowerCase()).toContain(q.trim().toLowerCase());
      expect(Number(res.headers.get('x-total-count'))).toBe(expected.length);
    }
  });

  it('treats LIKE and FTS characters as text', async () => {
    const all = await names();
    for (const q of ['%', '_', '"', "'", '%%%', 'a"b', '\\', '*', 'OR', 'NEAR(']) {
      const res = await call(`ecomProd/ecomProducts?q=${encodeURIComponent(q)}&limit=10`);
      expect(res.status, q).toBe(200);
      // Exactly the names holding the characters as typed: a wildcard or an
      // operator would find more (most of these queries rightly find none).
      const expected = all.filter((n) => n.toLowerCase().includes(q.toLowerCase()));
      expect(Number(res.headers.get('x-total-count')), q).toBe(expected.length);
      expect(res.json.length, q).toBe(Math.min(10, expected.length));
      for (const p of res.json) expect(p.product_name.toLowerCase()).toContain(q.toLowerCase());
    }
  });

  it('searches only the host’s shop', async () => {
    const kiranaOnly = (await names(KIRANA)).find((n) => n.toLowerCase().includes('atta'))!;
    expect(kiranaOnly).toBeTruthy();
    expect((await call('ecomProd/ecomProducts?q=atta&limit=10')).json).toEqual([]);
    const res = await call('ecomProd/ecomProducts?q=ATTA&limit=10', { host: KIRANA });
    expect(res.json.map((p: { product_name: string }) => p.product_name)).toContain(kiranaOnly);
  });
});
