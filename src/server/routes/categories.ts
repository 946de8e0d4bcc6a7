import { routeList } from '../http/route-list';
import { idParam } from '../http/validate';
import { catalogueOf } from '../services/catalogue';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomProdcat/ecomcategory: category reads (services/catalogue.ts).
export const categories = routeList()
  .get('/', { access: 'public' }, async (c) => {
    const did = c.var.distributor.id;
    return c.json(await catalogueOf(c.var.db, c.var.distributor).categories(), 200, apiCacheHeaders(apiTags(did, tag.categories(did))));
  })
  .get('/:id', { access: 'public' }, async (c) => {
    const category = await catalogueOf(c.var.db, c.var.distributor).category(idParam(c));
    const did = c.var.distributor.id;
    return c.json(category, 200, apiCacheHeaders(apiTags(did, tag.categories(did), tag.category(did, category.id))));
  });
