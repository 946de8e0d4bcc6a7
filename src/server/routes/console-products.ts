import { routeList } from '../http/route-list';
import { consoleProductsQuery } from '@/contract/console.input';
import { MESSAGES } from '@/lib/messages';
import { MAX_PAGE } from '@/lib/pagination';
import { badRequest } from '../domain-error';
import { formFile } from '../http/form-file';
import { idParam, intQuery, parseInput } from '../http/validate';
import { storeProductPhoto } from '../media/product-photo';
import { productsForConsole, putBackOnSale } from '../services/console-products';
import { stockRoutes } from './stock';
import { WORDS } from '@/lib/words';

// The console's product routes (mounted at /api/admin), admins only: the
// list with withdrawn products, putting one back on sale, and a photo upload
// whose answer is the name the product's image field then takes. Creating,
// editing and withdrawing go through the catalogue's own routes.

export const consoleProducts = routeList()
  .get('/products', { access: 'admin', query: consoleProductsQuery }, async (c) => {
    const { q } = parseInput(consoleProductsQuery, { q: c.req.query('q') || undefined });
    const category = c.req.query('category');
    const page = await productsForConsole(c.var.db, c.var.distributor.id, {
      q,
      categoryId: category ? intQuery(c, 'category', 0, 1, 2 ** 31 - 1) : undefined,
      page: intQuery(c, 'page', 1, 1, MAX_PAGE),
      limit: intQuery(c, 'limit', 20, 1, 100),
    });
    c.header('X-Total-Count', String(page.total));
    return c.json(page);
  })
  .post('/products/:id/restore', { access: 'admin', audit: 'product.restore' }, async (c) => {
    const id = idParam(c);
    await putBackOnSale(c.var.db, c.var.events, c.var.distributor.id, id);
    return c.json({ message: MESSAGES.console.products.restored });
  })
  .post('/product-photos', { access: 'admin', unaudited: 'a photo not yet on any product' }, async (c) => {
    const missing = () => badRequest(WORDS.console.products.photoMissing);
    const file = await formFile(c, 'image', missing);
    if (!file) throw missing();
    return c.json({ image: await storeProductPhoto(c.env.MEDIA, c.var.distributor.slug, file) }, 201);
  })
  .route('/', stockRoutes);
