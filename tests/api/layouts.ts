// Which API test files run in which database layout (read in Node by
// vitest.api.config.ts and its guard, tests/api/layouts.node.test.ts).
//
// The layout changes one thing: which D1 database a shop's rows live in
// (src/server/tenant-database.ts). Sehat is on the shared DB in both layouts;
// only kirana moves (to DB_KIRANA in the split layout). So:
//
// - The whole suite runs in the shared layout, where every shop's rows sit in
//   one database and a query that forgets its shop could read or write the
//   other shop's rows: the layout where a leak between shops can happen.
// - The split layout runs only the files below: the ones whose outcome can
//   differ there. A file belongs here when it branches on the layout or reads
//   the databases of the layout (splitLayout, oneDatabase, testDatabases,
//   DB_KIRANA), when it reads a shop's rows through dbOf() for a shop that may
//   have a database of its own (anything but dbOf('sehat'), which is DB in
//   both layouts), or when it drives one of the places that choose a database
//   outside the request's session (jobs over every database, live sockets,
//   query plans). The guard test fails when a file does the first two without
//   being listed.

/** Files (under tests/api) that run in both layouts, and why. */
export const LAYOUT_SENSITIVE: Record<string, string> = {
  'tenant-databases.test.ts': 'each shop reaches its own database only; the split layout’s own checks',
  'attack/probes.test.ts': 'tokens of one shop on the other where row ids collide (split) or are shared (shared)',
  'attack/mass-assignment.test.ts': 'counts forged rows in every database of the layout',
  'attack/shop-media.test.ts': 'reads kirana’s categories from kirana’s database',
  'accounts-recovery.test.ts': 'other-shop ids only on one database; reads kirana’s database',
  'accounts.test.ts': 'other-shop customer ids only on one database',
  'cache-purge.test.ts': 'signs kirana’s admin from kirana’s database',
  'catalogue-admin.test.ts': 'other-shop ids only on one database; kirana’s database',
  'catalogue.test.ts': 'product ids collide across shops in the split layout',
  'direct-upi.test.ts': 'kirana’s payment settings in kirana’s database',
  'hindi-lines.test.ts': 'kirana’s products in kirana’s database',
  'message-preferences.test.ts': 'preferences read from each shop’s database',
  'mobile-login.test.ts': 'verification read from each shop’s database',
  'notifications-admin.test.ts': 'events read from each shop’s database',
  'notifications.test.ts': 'the queue and the sweep visit every database of the layout',
  'operators.test.ts': 'other-shop ids only on one database; kirana’s riders',
  'orders.test.ts': 'other-shop order ids only on one database',
  'pack-sizes.test.ts': 'other-shop ids only on one database; kirana’s database',
  'product-withdraw.test.ts': 'other-shop product ids only on one database',
  'returns-count.test.ts': 'kirana’s returns in kirana’s database, counted for kirana only',
  'reviews.test.ts': 'other-shop review ids only on one database',
  'rider-page.test.ts': 'the rider page chooses the shop’s database itself',
  'search-requests.test.ts': 'search requests read from each shop’s database',
  'search.test.ts': 'the search index read from each shop’s database',
  'sms.test.ts': 'short links in kirana’s database',
  'staff.test.ts': 'kirana’s staff in kirana’s database',
  'stock.test.ts': 'other-shop product ids only on one database',
  'reconciliation.test.ts': 'the nightly job visits every database of the layout',
  'live-status.test.ts': 'live sockets choose the shop’s database outside the request session',
  'razorpay.test.ts': 'kirana’s gateway keys read from kirana’s database',
  'query-plans.test.ts': 'plans run on each shop’s own database, whose rows differ by layout',
  'seed-snapshot.test.ts': 'each database of the layout gets the seed back from a copy of its own',
};

const LAYOUT_HELPERS = /\b(splitLayout|oneDatabase|testDatabases|DB_KIRANA)\b|\bdbOf\((?!'sehat'\))/;

/** Whether a test file's source uses what makes it depend on the layout. */
export const readsTheLayout = (source: string): boolean => LAYOUT_HELPERS.test(source);
