import { Hono } from 'hono';
import { packSizesPayload } from '@/contract/pack-sizes.input';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { requireAuth } from '../auth/guard';
import { idParam, readJson } from '../http/validate';
import { leavePackSizes, packSizesOf, setPackSizes } from '../services/pack-sizes';
import { productChangedTags } from '../cache-tags';
import { purgeAfterWrite } from '../http/purge-after-write';
import type { AppEnv } from '../types';

// A product's pack-size group (mounted at /api/admin), admins only: read it,
// set it whole (members and their labels), take the product out of it. A
// write purges the page of every product that was or is in the group: each
// offers the others' sizes, prices and stock.

const admin = requireAuth('admin');
const PATH = '/products/:id/variants';

const purgeAll = (distributorId: number, ids: number[]) => ids.flatMap((id) => productChangedTags(distributorId, id));

export const packSizes = new Hono<AppEnv>()
  .get(PATH, admin, async (c) => c.json(await packSizesOf(c.env.DB, c.var.distributor.id, idParam(c)), 200, { 'Cache-Control': 'no-store' }))
  .put(PATH, admin, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, packSizesPayload);
    const { group, changed } = await setPackSizes(c.env.DB, c.var.distributor.id, id, input);
    purgeAfterWrite(c, purgeAll(c.var.distributor.id, changed));
    return c.json({ message: CONSOLE_DAY.packSizes.saved, ...group });
  })
  .delete(PATH, admin, async (c) => {
    const { name, changed } = await leavePackSizes(c.env.DB, c.var.distributor.id, idParam(c));
    purgeAfterWrite(c, purgeAll(c.var.distributor.id, changed));
    return c.json({ message: CONSOLE_DAY.packSizes.removed(name) });
  });
