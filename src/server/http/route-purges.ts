import type { Context } from 'hono';
import { categoryChangedTags, contentChangedTags, productChangedTags, tag } from '../cache-tags';
import type { AppEnv } from '../types';
import { idParam } from './validate';

// The cache tags a route's successful write purges, as the route manifest
// declares them (`purges:` in a route file). Each reads what the write
// touched from the request's path, or from the ids the handler noted with
// c.set('written', …) where the path does not name them (a create, a group).

const shop = (c: Context<AppEnv>) => c.var.distributor.id;
const written = (c: Context<AppEnv>) => c.var.written ?? [];

export const purges = {
  /** The product named by the path's :id. */
  productOfPath: (c: Context<AppEnv>) => productChangedTags(shop(c), idParam(c)),
  /** Every product the handler noted as written (a create, a pack-size group). */
  productsWritten: (c: Context<AppEnv>) => written(c).flatMap((id) => productChangedTags(shop(c), id)),
  /** The category named by the path's :id. */
  categoryOfPath: (c: Context<AppEnv>) => categoryChangedTags(shop(c), idParam(c)),
  /** The category the handler noted as written (a create). */
  categoriesWritten: (c: Context<AppEnv>) => written(c).flatMap((id) => categoryChangedTags(shop(c), id)),
  /** Settings, pages, banners, sliders, the delivery charge. */
  content: (c: Context<AppEnv>) => contentChangedTags(shop(c)),
  /** Everything the shop has cached (a bulk import). */
  wholeShop: (c: Context<AppEnv>) => [tag.shop(shop(c))],
  /** Anything that lists products (search answers found through the old synonyms). */
  productLists: (c: Context<AppEnv>) => [tag.list(shop(c))],
  /** The pages of the products the handler noted (a review shows on its product's page only). */
  productPagesWritten: (c: Context<AppEnv>) => written(c).map((id) => tag.product(shop(c), id)),
};
