import { describe, expect, it } from 'vitest';
import { revokeToken } from './logout';
import { addCartItem } from './cart';
import { productStock, searchProducts, subscribeNewsletter } from './catalogue';
import { ApiError, createTransport } from './transport';

const transport = (respond: (req: Request) => Response | Promise<Response>) =>
  createTransport({ root: '/api', origin: 'http://shop.test', distributorId: () => 2, token: () => 'tok', fetcher: respond });

describe('calls through the one transport', () => {
  it('searches with q and limit and the distributor header', async () => {
    let seen: Request | undefined;
    const t = transport((req) => {
      seen = req;
      return Response.json([{ id: 1, product_name: 'Atta' }]);
    });
    expect(await searchProducts(t, { q: 'at', limit: 10 })).toMatchObject([{ id: 1, product_name: 'Atta' }]);
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/ecomProd/ecomProducts');
    expect(url.searchParams.get('q')).toBe('at');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(seen!.headers.get('distributor_id')).toBe('2');
    expect(seen!.headers.get('authorization')).toBeNull();
  });

  it('adds to the cart with the token and without the distributor header', async () => {
    let seen: Request | undefined;
    const t = transport((req) => {
      seen = req;
      return Response.json({ message: 'Added', count: 4 }, { status: 201 });
    });
    expect(await addCartItem(t, 7, 3, 2)).toEqual({ message: 'Added', count: 4 });
    expect(seen!.headers.get('authorization')).toBe('Bearer tok');
    expect(seen!.headers.get('distributor_id')).toBeNull();
    expect(await seen!.json()).toEqual({ user_id: 7, product_id: 3, quantity: 2 });
  });

  it('posts the newsletter payload', async () => {
    let body: unknown;
    const t = transport(async (req) => {
      body = await req.json();
      return Response.json({ message: 'ok' }, { status: 201 });
    });
    expect(await subscribeNewsletter(t, 'a@b.in')).toEqual({ message: 'ok' });
    expect(body).toEqual({ subscriber_email: 'a@b.in' });
  });
});

describe('every failure is an ApiError with a code', () => {
  it('keeps the server’s message and code', async () => {
    const t = transport(() => Response.json({ message: 'Not enough stock', code: 'OUT_OF_STOCK' }, { status: 400 }));
    await expect(productStock(t, 9)).rejects.toMatchObject({ status: 400, message: 'Not enough stock', code: 'OUT_OF_STOCK' });
  });

  it('names the code from the status when the server sends none', async () => {
    const t = transport(() => Response.json({ message: 'Product not found.' }, { status: 404 }));
    await expect(productStock(t, 9)).rejects.toMatchObject({ status: 404, message: 'Product not found.', code: 'NOT_FOUND' });
    // The same names the built-in API sends for these statuses.
    const tooMany = transport(() => Response.json({ message: 'Slow down.' }, { status: 429 }));
    await expect(productStock(tooMany, 9)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const refused = transport(() => Response.json({ message: 'Key reused.' }, { status: 422 }));
    await expect(productStock(refused, 9)).rejects.toMatchObject({ status: 422, code: 'UNPROCESSABLE' });
    const odd = transport(() => new Response('oops', { status: 418 }));
    await expect(productStock(odd, 9)).rejects.toMatchObject({ status: 418, message: 'Request failed (418).', code: 'HTTP_418' });
  });

  it('says NETWORK when nothing answers and BAD_ANSWER when the answer does not read', async () => {
    const down = transport(() => {
      throw new Error('offline');
    });
    await expect(subscribeNewsletter(down, 'a@b.in')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    const wrong = transport(() => Response.json('not a list'));
    const failure = await searchProducts(wrong).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, code: 'BAD_ANSWER', message: 'Unexpected answer from the server.' });
  });
});

describe('logout', () => {
  it('sends the token it is given, with keepalive', async () => {
    let seen: Request | undefined;
    const t = createTransport({
      root: '/api',
      origin: 'http://shop.test',
      token: () => null,
      fetcher: (req) => {
        seen = req;
        return Response.json({ message: 'Logged out' });
      },
    });
    await revokeToken(t, 'abc');
    expect(new URL(seen!.url).pathname).toBe('/api/EcomLogin/logout');
    expect(seen!.method).toBe('POST');
    expect(seen!.headers.get('authorization')).toBe('Bearer abc');
    expect(seen!.keepalive).toBe(true);
  });
});
