import { describe, expect, it } from 'vitest';
import { productListSchema, stockSchema } from './schemas/catalogue';
import { productStock, readProductHits, readStock, searchProducts, subscribeNewsletter } from './lean-catalogue';
import { ApiError, createTransport } from './transport';

const pick = ({ id, product_name, product_price, discount, total_stock, image }: Record<string, unknown>) => ({
  id, product_name, product_price, discount, total_stock, image,
});

describe('lean readers agree with the zod schemas', () => {
  const payloads: unknown[] = [
    [{ id: 1, product_name: 'A', product_price: 10.5, discount: 5, total_stock: 3, image: 'a.svg' }],
    [{ id: '2', product_name: 7, product_price: '99.90', discount: null, total_stock: '', image: '' }],
    { products: [{ id: 3, product_price: 'abc' }] },
    { data: [{ id: 4, product_name: null, image: null }] },
    [],
  ];
  for (const [i, payload] of payloads.entries()) {
    it(`product list variant ${i}`, () => {
      expect(readProductHits(payload)).toEqual(productListSchema.parse(payload).map(pick));
    });
  }

  it('refuses what the schema refuses', () => {
    for (const bad of [null, 'x', { nothing: [] }, 42]) {
      expect(productListSchema.safeParse(bad).success).toBe(false);
      expect(() => readProductHits(bad)).toThrow(ApiError);
    }
  });

  it('reads stock like stockSchema', () => {
    for (const payload of [{ id: 1, total_stock: 5 }, { id: 1, total_stock: '7' }, { id: 1 }]) {
      expect(readStock(payload)).toBe(stockSchema.parse(payload).total_stock);
    }
  });
});

describe('lean calls', () => {
  const transport = (respond: (req: Request) => Response | Promise<Response>) =>
    createTransport({ root: '/api', origin: 'http://shop.test', distributorId: () => 2, fetcher: respond });

  it('searches with q and limit and the distributor header', async () => {
    let seen: Request | undefined;
    const t = transport((req) => {
      seen = req;
      return Response.json([{ id: 1, product_name: 'Atta' }]);
    });
    expect(await searchProducts(t, 'at', 10)).toMatchObject([{ id: 1, product_name: 'Atta' }]);
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/ecomProd/ecomProducts');
    expect(url.searchParams.get('q')).toBe('at');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(seen!.headers.get('distributor_id')).toBe('2');
  });

  it('turns error answers into ApiError with the server message', async () => {
    const t = transport(() => Response.json({ message: 'Product not found.' }, { status: 404 }));
    await expect(productStock(t, 9)).rejects.toMatchObject({ status: 404, message: 'Product not found.' });
    const down = transport(() => {
      throw new Error('offline');
    });
    await expect(subscribeNewsletter(down, 'a@b.in')).rejects.toMatchObject({ status: 0 });
  });

  it('posts the newsletter payload', async () => {
    let body: unknown;
    const t = transport(async (req) => {
      body = await req.json();
      return Response.json({ message: 'ok' }, { status: 201 });
    });
    await subscribeNewsletter(t, 'a@b.in');
    expect(body).toEqual({ subscriber_email: 'a@b.in' });
  });
});
