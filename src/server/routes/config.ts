import { Hono } from 'hono';
import { setDeliveryChargesPayload } from '@/contract/cart.input';
import { requireAuth } from '../auth/guard';
import { readJson } from '../http/validate';
import { deliveryCharges, setDeliveryCharge } from '../services/delivery-charge';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, contentChangedTags, tag } from '../cache-tags';
import { purgeAfterWrite } from '../http/purge-after-write';

// ecomConfig: the shop's delivery charge, read by everyone, set by an admin.

export const config = new Hono<AppEnv>()
  .get('/get-delivery-charges', async (c) => {
    const did = c.var.distributor.id;
    return c.json(await deliveryCharges(c.env.DB, did), 200, apiCacheHeaders(apiTags(did, tag.content(did))));
  })
  .post('/set-delivery-charges', requireAuth('admin'), async (c) => {
    const body = await readJson(c, setDeliveryChargesPayload);
    const answer = await setDeliveryCharge(c.env.DB, c.var.distributor.id, body.delivery_charges);
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json(answer);
  });
