import { csvLine } from '@/lib/csv';
import { toRupees } from '@/lib/pricing';
import { exportPage, type ExportRow } from '../data/products-csv';

// The products as CSV, for a spreadsheet: one row per product on sale, in
// the columns the import reads back (PRODUCT_CSV_COLUMNS). The file is
// written a page at a time as the client reads it, so a catalogue of any size
// is never held in memory whole.

/** The columns, in order: the export writes them, the import reads them by name. */
export const PRODUCT_CSV_COLUMNS = ['id', 'name', 'name_hi', 'brand', 'price', 'discount', 'stock', 'stock_minimum', 'gst_rate', 'hsn', 'category'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

const PAGE = 500;
/** Excel reads a CSV as UTF-8 (Hindi names intact) only after this mark. */
const BOM = '\uFEFF';

function cells(p: ExportRow): Array<string | number | null> {
  return [
    p.id,
    p.product_name,
    p.product_name_hi,
    p.brand,
    toRupees(p.price_paise).toFixed(2),
    p.discount,
    p.total_stock,
    p.stock_minimum_level,
    p.gst_rate_bp === null ? null : p.gst_rate_bp / 100,
    p.hsn_code,
    p.category,
  ];
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
