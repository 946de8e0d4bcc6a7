import { routeList } from '../http/route-list';
import { packSizesPayload } from '@/contract/pack-sizes.input';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { idParam, readJson } from '../http/validate';
import { leavePackSizes, packSizesOf, setPackSizes } from '../services/pack-sizes';

// A product's pack-size group (mounted at /api/admin), admins only: read it,
// set it whole (members and their labels), take the product out of it. A
// write's event purges the page of every product that was or is in the
// group: each offers the others' sizes, prices and stock.

const PATH = '/products/:id/variants';

export const packSizes = routeList()
  .get(PATH, { access: 'admin' }, async (c) => c.json(await packSizesOf(c.var.db, c.var.distributor.id, idParam(c)), 200, { 'Cache-Control': 'no-store' }))
  .put(PATH, { access: 'admin', audit: 'product.pack_sizes', body: packSizesPayload }, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, packSizesPayload);
    const group = await setPackSizes(c.var.db, c.var.events, c.var.distributor.id, id, input);
    return c.json({ message: CONSOLE_DAY.packSizes.saved, ...group });
  })
  .delete(PATH, { access: 'admin', audit: 'product.pack_size_leave' }, async (c) => {
    const name = await leavePackSizes(c.var.db, c.var.events, c.var.distributor.id, idParam(c));
    return c.json({ message: CONSOLE_DAY.packSizes.removed(name) });
  });
