import { routeList } from '../http/route-list';
import { stockAdjustmentPayload } from '@/contract/stock.input';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MAX_PAGE } from '@/lib/pagination';
import { DomainError, badRequest } from '../domain-error';
import { formFile } from '../http/form-file';
import { idParam, intQuery, readJson } from '../http/validate';
import { productsCsvStream } from '../services/products-csv-export';
import { importProductsCsv } from '../services/products-csv-import';
import { adjustProductStock, stockHistoryOf } from '../services/stock';
import { WORDS } from '@/lib/words';

// The console's stock routes (mounted with the console's product routes at
// /api/admin), admins of the shop only, as every product edit: an
// adjustment with its reason, a product's stock history, and the products as
// CSV (export, and the import of that file).

const S = CONSOLE_DAY.stock;
/** An import file's size limit (about 2,000 products with long Hindi names). */
const MAX_IMPORT_BYTES = 1024 * 1024;

export const stockRoutes = routeList()
  .post('/products/:id/stock-adjustments', { access: 'admin', audit: 'product.stock', body: stockAdjustmentPayload }, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, stockAdjustmentPayload);
    const movement = await adjustProductStock(c.var.db, c.var.events, c.var.distributor.id, id, c.var.user.id, input);
    return c.json({ message: S.adjusted(movement.stock_before, movement.stock_after), movement }, 201);
  })
  .get('/products/:id/stock-history', { access: 'admin' }, async (c) => {
    const history = await stockHistoryOf(c.var.db, c.var.distributor.id, idParam(c), {
      page: intQuery(c, 'page', 1, 1, MAX_PAGE),
      limit: intQuery(c, 'limit', 20, 1, 100),
    });
    c.header('X-Total-Count', String(history.total));
    return c.json(history);
  })
  .get('/products/csv', { access: 'admin' }, (c) => {
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="products-${c.var.distributor.slug}-${day}.csv"`);
    return c.body(productsCsvStream(c.var.db, c.var.distributor.id));
  })
  .post('/products/csv', { access: 'admin', audit: 'product.import' }, async (c) => {
    const missing = () => badRequest(WORDS.consoleDay.stock.csv.fileMissing);
    const file = await formFile(c, 'file', missing);
    if (!file) throw missing();
    if (file.size > MAX_IMPORT_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', WORDS.consoleDay.stock.csv.tooLarge(MAX_IMPORT_BYTES / 1024));
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      throw badRequest(WORDS.consoleDay.stock.csv.notText);
    }
    const outcome = await importProductsCsv(c.var.db, c.var.events, c.var.distributor.id, c.var.user.id, text);
    if (outcome.kind === 'refused') {
      throw new DomainError('UNPROCESSABLE', WORDS.consoleDay.stock.csv.refused(outcome.count), { details: { refused: outcome.refused } });
    }
    return c.json({ message: S.csv.done(outcome.updated), updated: outcome.updated });
  });
