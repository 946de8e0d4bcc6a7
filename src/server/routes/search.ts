import { routeList } from '../http/route-list';
import { productRequestPayload, synonymsPayload } from '@/contract/search.input';
import { SEARCH_PAGE_MESSAGES as M } from '@/lib/search-page-messages';
import { consume, limit, withAddress } from '../auth/throttle';
import { clientAddress } from '../http/client-address';
import { readJson } from '../http/validate';
import { askShopFor, saveShopSynonyms, shopSynonyms } from '../services/search-words';
import { WORDS } from '@/lib/words';

// The shop's search beyond the product list (docs/search.md): a shopper's
// "Ask the shop for it" after a search that found nothing (mounted at
// /api/search), and the synonyms the console edits (mounted at /api/admin).

export const searchRequests = routeList().post('/requests', { access: 'public', body: productRequestPayload }, async (c) => {
  const input = await readJson(c, productRequestPayload);
  const did = c.var.distributor.id;
  // Each request is a message to the shop's admins: an address, and the shop as a whole, may send only so many.
  await consume(
    c.var.db,
    [limit('productRequestShop', did), ...withAddress(clientAddress(c), (ip) => [limit('productRequestAddress', did, ip)])],
    WORDS.searchPage.request.tooMany,
  );
  await askShopFor(c.var.db, did, input);
  return c.json({ message: M.request.received }, 201);
});

export const searchAdmin = routeList()
  .get('/search-synonyms', { access: 'admin' }, async (c) => c.json({ groups: await shopSynonyms(c.var.db, c.var.distributor.id) }))
  // Cached search answers (edge and this instance's kept reads) were found through the old synonyms.
  .put('/search-synonyms', { access: 'admin', audit: 'shop.search_synonyms', body: synonymsPayload }, async (c) => {
    const { groups } = await readJson(c, synonymsPayload);
    const did = c.var.distributor.id;
    const saved = await saveShopSynonyms(c.var.db, c.var.events, did, groups);
    return c.json({ message: M.synonyms.saved, groups: saved });
  });
