import { csvLine } from '@/lib/csv';
import { toRupees } from '@/lib/pricing';
import type { ProductFieldKind } from '@/contract/product-fields';
import { CSV_FIELDS, exportPage, type ExportRow } from '../data/products-csv';

// The products as CSV, for a spreadsheet: one row per product on sale, in
// the columns the import reads back (PRODUCT_CSV_COLUMNS). The file is
// written a page at a time as the client reads it, so a catalogue of any size
// is never held in memory whole.

/** The columns, in order: the export writes them, the import reads them by name. */
export const PRODUCT_CSV_COLUMNS: readonly string[] = ['id', ...CSV_FIELDS.map((f) => f.csv)];

const PAGE = 500;
/** Excel reads a CSV as UTF-8 (Hindi names intact) only after this mark. */
const BOM = '\uFEFF';

/** A cell as a spreadsheet shows it: rupees with 2 decimals, percent, the category's name. */
function cell(kind: ProductFieldKind, value: unknown): string | number | null {
  if (kind === 'money') return toRupees(value as number).toFixed(2);
  if (kind === 'gstRate') return value === null ? null : (value as number) / 100;
  return value as string | number | null;
}

function cells(p: ExportRow): Array<string | number | null> {
  return [p.id, ...CSV_FIELDS.map((f) => (f.kind === 'category' ? p.category_name : cell(f.kind, p[f.column])))];
}

export function productsCsvStream(db: D1Database, distributorId: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine([...PRODUCT_CSV_COLUMNS])));
    },
    async pull(controller) {
      if (done) return;
      const rows = await exportPage(db, distributorId, afterId, PAGE);
      if (rows.length) {
        afterId = rows[rows.length - 1]!.id;
        controller.enqueue(encoder.encode(rows.map((r) => csvLine(cells(r))).join('')));
      }
      if (rows.length < PAGE) {
        done = true;
        controller.close();
      }
    },
  });
}
