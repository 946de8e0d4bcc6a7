import type { z } from 'zod';
import { productFieldChecks } from '@/contract/catalogue-admin.input';
import type { EditableProductField } from '@/contract/product-fields';
import type { RefusedRow } from '@/contract/stock';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { CsvSyntaxError, FORMULA_START, parseCsv, type CsvRecord } from '@/lib/csv';
import { toPaise } from '@/lib/pricing';
import { ratesInForce } from '../data/gst';
import { CSV_FIELDS, applyImport, categoryIdsByName, productIdsOnSale, type ImportChange } from '../data/products-csv';
import { DomainError, badRequest } from '../domain-error';
import { PRODUCT_CSV_COLUMNS } from './products-csv-export';
import { WORDS, renderWords } from '@/lib/words';
import type { WordKey } from '@/contract/word-key';
import { readInput } from '../input-issues';
import type { RequestEvents } from '../events/request-events';

// A CSV import of products: the export's own file, edited in a spreadsheet,
// updates the products it lists. Every row is checked first (the product
// form's own rules, a known id of this shop, a known category, a GST rate in
// force); a file with any refused row changes nothing and its answer lists
// each refused row with its line and reason. A clean file is written in one
// batch, with a stock history row for every stock it changes.

const S = CONSOLE_DAY.stock.csv;

/** At most this many products in one file (and the route caps the file's size). */
const MAX_IMPORT_ROWS = 2000;
/** The answer lists at most this many refused rows. */
const MAX_REPORTED = 500;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The export puts an apostrophe before text a spreadsheet would run as a formula; the import takes it off. */
const unguard = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** The CSV's plain columns by name: each field's own check, and how its column stores the value. */
const FIELDS = new Map(
  CSV_FIELDS.filter((f) => f.kind !== 'category' && f.kind !== 'gstRate').map((f) => [
    f.csv,
    { key: f.column, check: productFieldChecks[f.key as EditableProductField] as z.ZodType, store: f.kind === 'money' ? toPaise : undefined },
  ]),
);

/** A cell the product form's check refuses: its column and why, in the request's language. */
function refusedCell(column: string, why: WordKey): string {
  return `${column}: ${renderWords(why)}`;
}

export type ImportOutcome = { kind: 'done'; updated: number } | { kind: 'refused'; refused: RefusedRow[]; count: number };

function header(records: CsvRecord[]): string[] {
  const first = records[0];
  const names = (first?.fields ?? []).map((f) => f.trim().toLowerCase());
  if (!names.includes('id')) throw badRequest(WORDS.consoleDay.stock.csv.noHeader);
  const seen = new Set<string>();
  for (const name of names) {
    if (!PRODUCT_CSV_COLUMNS.includes(name)) throw badRequest(WORDS.consoleDay.stock.csv.unknownColumn(name));
    if (seen.has(name)) throw badRequest(WORDS.consoleDay.stock.csv.duplicateColumn(name));
    seen.add(name);
  }
  return names;
}

interface Lookups {
  categories: Map<string, number>;
  rates: number[];
}

/** One row's change, or the reason it is refused. */
function readRow(columns: string[], record: CsvRecord, look: Lookups): ImportChange | string {
  if (record.fields.length !== columns.length) return S.columnCount(record.fields.length, columns.length);
  const change: Record<string, unknown> = {};
  for (const [i, column] of columns.entries()) {
    const raw = record.fields[i]!;
    if (CONTROL.test(raw)) return S.controlCharacters(column);
    const text = unguard(raw.trim());
    if (column === 'id') {
      if (!/^\d{1,10}$/.test(text)) return S.badId;
      change.id = Number(text);
    } else if (column === 'category') {
      // Empty keeps the product's category.
      if (text === '') continue;
      const id = look.categories.get(text.toLowerCase());
      if (id === undefined) return S.unknownCategory(text);
      change.category_id = id;
    } else if (column === 'gst_rate') {
      const read = readInput(productFieldChecks.gst_rate, text);
      if (!read.ok) return refusedCell(column, read.words);
      const bp = Math.round((read.data as number) * 100);
      if (!look.rates.includes(bp)) return S.gstNotAllowed(text, look.rates.map((r) => r / 100).join(', '));
      change.gst_rate_bp = bp;
    } else {
      const spec = FIELDS.get(column)!;
      const read = readInput(spec.check, text);
      if (!read.ok) return refusedCell(column, read.words);
      const value = read.data as string | number;
      change[spec.key] = spec.store && typeof value === 'number' ? spec.store(value) : value;
    }
  }
  return change as ImportChange;
}

export async function importProductsCsv(db: D1Database, events: RequestEvents, distributorId: number, actorId: number, text: string): Promise<ImportOutcome> {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    return { kind: 'refused', refused: [{ line: err.line, reason: S.unclosedQuote }], count: 1 };
  }
  const columns = header(records);
  const rows = records.slice(1);
  if (!rows.length) throw badRequest(WORDS.consoleDay.stock.csv.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw new DomainError('PAYLOAD_TOO_LARGE', WORDS.consoleDay.stock.csv.tooManyRows(MAX_IMPORT_ROWS));

  const [categories, rates] = await Promise.all([categoryIdsByName(db, distributorId), ratesInForce(db)]);
  const look: Lookups = { categories, rates: rates.map((r) => r.rate_bp) };
  const refused: RefusedRow[] = [];
  const read: Array<{ line: number; change: ImportChange }> = [];
  for (const record of rows) {
    const change = readRow(columns, record, look);
    if (typeof change === 'string') refused.push({ line: record.line, reason: change });
    else read.push({ line: record.line, change });
  }
  const known = await productIdsOnSale(db, distributorId, read.map((r) => r.change.id));
  const firstLine = new Map<number, number>();
  const changes: ImportChange[] = [];
  for (const { line, change } of read) {
    const earlier = firstLine.get(change.id);
    if (!known.has(change.id)) refused.push({ line, reason: S.unknownId(String(change.id)) });
    else if (earlier !== undefined) refused.push({ line, reason: S.duplicateId(String(change.id), earlier) });
    else {
      firstLine.set(change.id, line);
      changes.push(change);
    }
  }
  if (refused.length) {
    refused.sort((a, b) => a.line - b.line);
    return { kind: 'refused', refused: refused.slice(0, MAX_REPORTED), count: refused.length };
  }
  await applyImport(events.database(db, { type: 'product.import', target: { kind: 'shop', ref: null } }), distributorId, actorId, changes);
  // Every row named a product on sale a moment ago; one withdrawn since is left as it is.
  return { kind: 'done', updated: changes.length };
}
