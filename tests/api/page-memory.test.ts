import { describe, expect, it } from 'vitest';
import { inProcessSources } from '@/server/pages/in-process-source';
import { rememberedCatalogue, rememberedReviews } from '@/server/pages/remembered-catalogue';
import { addToCart, newProduct, newShopper, placeAll, placePayload } from './checkout-fixtures';
import { dbOf } from './databases';
import { call, distributorId } from './helpers';

// Pages reuse catalogue and review reads for a moment (per instance). A write
// that succeeds on this instance must show on its next page all the same: a
// shopper who just bought the last one sees Stockout, not a stale Add.

async function pageReads() {
  const id = await distributorId('sehat');
  const shop = { id, slug: 'sehat', name: 'Sehat Pharmacy' };
  const db = dbOf('sehat');
  const direct = inProcessSources(db, shop);
  return { catalogue: rememberedCatalogue(direct.catalogue, id), reviews: rememberedReviews(direct.reviews, id) };
}

describe("pages' kept reads after a shopper's write", () => {
  it('an order taking the last units shows on the next product page read, though that read was kept', async () => {
    const product = await newProduct('sehat', { pricePaise: 5_000, stock: 2 });
    expect((await (await pageReads()).catalogue.product(product.id)).total_stock).toBe(2);
    const shopper = await newShopper('sehat');
    expect((await addToCart(shopper, product.id, 2)).status).toBe(200);
    expect((await placeAll(shopper, placePayload(shopper))).status).toBe(201);
    expect((await (await pageReads()).catalogue.product(product.id)).total_stock).toBe(0);
  });

  it('a refused write keeps the reads, and a kept read is reused until a write', async () => {
    const product = await newProduct('sehat', { pricePaise: 7_000, stock: 5 });
    expect((await (await pageReads()).catalogue.product(product.id)).total_stock).toBe(5);
    await dbOf('sehat').prepare('UPDATE products SET total_stock = 4 WHERE id = ?').bind(product.id).run();
    const shopper = await newShopper('sehat');
    expect((await addToCart(shopper, product.id, 0)).status).toBe(400);
    expect((await (await pageReads()).catalogue.product(product.id)).total_stock).toBe(5);
    expect((await call('ecomProdCart/add', { method: 'POST', token: shopper.token, body: { user_id: shopper.id, product_id: product.id, quantity: 1 } })).status).toBe(200);
    expect((await (await pageReads()).catalogue.product(product.id)).total_stock).toBe(4);
  });
});
