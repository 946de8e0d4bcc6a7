import { Hono } from 'hono';
import { productRequestPayload, synonymsPayload } from '@/contract/search.input';
import { SEARCH_PAGE_MESSAGES as M } from '@/lib/search-page-messages';
import { requireAuth } from '../auth/guard';
import { clientAddress, consume, limit, withAddress } from '../auth/throttle';
import { purgeAfterWrite } from '../cache-purge';
import { tag } from '../cache-tags';
import { readJson } from '../http/validate';
import { askShopFor, saveShopSynonyms, shopSynonyms } from '../services/search-words';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// The shop's search beyond the product list (docs/search.md): a shopper's
// "Ask the shop for it" after a search that found nothing (mounted at
// /api/search), and the synonyms the console edits (mounted at /api/admin).

export const searchRequests = new Hono<AppEnv>().post('/requests', async (c) => {
  const input = await readJson(c, productRequestPayload);
  const did = c.var.distributor.id;
  // Each request is a message to the shop's admins: an address, and the shop as a whole, may send only so many.
  await consume(
    c.env.DB,
    [limit('productRequestShop', did), ...withAddress(clientAddress(c), (ip) => [limit('productRequestAddress', did, ip)])],
    WORDS.searchPage.request.tooMany,
  );
  await askShopFor(c.env.DB, did, input);
  return c.json({ message: M.request.received }, 201);
});

const admin = requireAuth('admin');

export const searchAdmin = new Hono<AppEnv>()
  .get('/search-synonyms', admin, async (c) => c.json({ groups: await shopSynonyms(c.env.DB, c.var.distributor.id) }))
  .put('/search-synonyms', admin, async (c) => {
    const { groups } = await readJson(c, synonymsPayload);
    const did = c.var.distributor.id;
    const saved = await saveShopSynonyms(c.env.DB, did, groups);
    // Cached search answers (edge and this instance's kept reads) were found through the old synonyms.
    purgeAfterWrite(c, [tag.list(did)]);
    return c.json({ message: M.synonyms.saved, groups: saved });
  });
