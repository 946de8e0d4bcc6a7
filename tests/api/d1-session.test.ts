import { describe, expect, it } from 'vitest';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from '@/server/d1-session';
import { call } from './helpers';
import { addToCart, hostOf, newProduct, newShopper } from './checkout-fixtures';

// Every API request runs in a D1 session (read replicas); a shopper's write
// hands back a bookmark so their next read sees it, whichever replica answers.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

describe('D1 sessions and bookmarks', () => {
  it('a write answers with a bookmark, as a header and an HttpOnly cookie for /api', async () => {
    const shopper = await newShopper('sehat');
    const product = await newProduct('sehat', { pricePaise: 5000, stock: 10 });
    const added = await addToCart(shopper, product.id, 2);
    expect(added.status).toBe(200);
    const bookmark = added.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(BOOKMARK);
    const cookie = added.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${BOOKMARK_COOKIE}=${bookmark}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api/);

    // The next read, sent with the bookmark the browser keeps, sees the add.
    const count = await call(`ecomProdCart/cart/count/${shopper.id}`, {
      host: hostOf('sehat'),
      token: shopper.token,
      headers: { cookie: `${BOOKMARK_COOKIE}=${bookmark}` },
    });
    expect(count.status).toBe(200);
    expect(count.json.count).toBe(2);
  });

  it('reads hand back no bookmark, so public answers stay cacheable', async () => {
    const res = await call('ecomProd/ecomProducts?limit=1');
    expect(res.status).toBe(200);
    expect(res.headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toMatch(/s-maxage/);
  });

  it('a failed write hands back no bookmark', async () => {
    const shopper = await newShopper('sehat');
    const refused = await addToCart(shopper, 999_999_999, 1);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it('a malformed or foreign bookmark is ignored, never a 500', async () => {
    for (const value of ['garbage', '0'.repeat(500), "'; DROP TABLE products; --", '00000001-00000002-00000003-zzzz']) {
      const byHeader = await call('ecomProd/ecomProducts?limit=1', { headers: { [BOOKMARK_HEADER]: value } });
      expect(byHeader.status).toBe(200);
      const byCookie = await call('ecomProdcat/ecomcategory', { headers: { cookie: `${BOOKMARK_COOKIE}=${encodeURIComponent(value)}` } });
      expect(byCookie.status).toBe(200);
    }
  });
});
