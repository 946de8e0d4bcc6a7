import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { useRef, useState } from 'react';
import { readRefusedRows, type RefusedRow } from '@/contract/stock';
import { consoleProductsApi } from '@/lib/api/console-products';
import { ApiError } from '@/lib/api/transport';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { saveBlob } from '../orders/download';

// The products as a spreadsheet: Export downloads the CSV; Import sends the
// edited file back and reports the outcome, and when rows are refused (the
// file then changes nothing), a table of each line and why, read out when it
// appears.

const C = CONSOLE_DAY.stock.csv;
const O = MESSAGES.console.orders;

interface Report {
  ok: boolean;
  text: string;
  refused: RefusedRow[];
}

export default function ProductsCsv({ onImported }: { onImported: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const api = () => consoleProductsApi(browserTransport());

  async function exportFile() {
    setExporting(true);
    setReport(null);
    try {
      saveBlob(await api().exportCsv(), `products-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      setReport({ ok: false, text: err instanceof Error ? err.message : String(err), refused: [] });
    } finally {
      setExporting(false);
    }
  }

  async function importFile(event: React.SubmitEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setReport({ ok: false, text: C.chooseFile, refused: [] });
      fileRef.current?.focus();
      return;
    }
    if (!(await showConfirm(C.confirmImport(file.name), '', O.yes))) return;
    setImporting(true);
    setReport(null);
    try {
      const answer = await api().importCsv(file);
      setReport({ ok: true, text: answer.message, refused: [] });
      onImported();
    } catch (err) {
      const refused = err instanceof ApiError ? readRefusedRows(err.details) : [];
      setReport({ ok: false, text: err instanceof Error ? err.message : String(err), refused });
      // The report is long: take the reader to it.
      requestAnimationFrame(() => reportRef.current?.focus());
    } finally {
      setImporting(false);
    }
  }

  return (
    <section className="console-section console-csv" aria-labelledby="csv-title">
      <h2 id="csv-title">{C.title}</h2>
      <p className="console-note">{C.intro}</p>
      <p>
        <button type="button" className="btn btn-outline" disabled={exporting} onClick={exportFile}>
          {exporting ? C.exporting : C.export}
        </button>
      </p>
      <form className="console-csv-import" onSubmit={importFile}>
        <div className="console-field">
          <label htmlFor="csv-file">{C.importLabel}</label>
          <input id="csv-file" ref={fileRef} type="file" accept=".csv,text/csv" />
        </div>
        <button type="submit" className="btn" disabled={importing}>
          {importing ? C.importing : C.import}
        </button>
      </form>
      <div aria-live="polite" ref={reportRef} tabIndex={-1}>
        {report && <p className={report.ok ? 'console-status' : 'console-error'}>{report.text}</p>}
      </div>
      {report && report.refused.length > 0 && (
        <table className="console-table">
          <caption>{C.refusedTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{C.line}</th>
              <th scope="col">{C.why}</th>
            </tr>
          </thead>
          <tbody>
            {report.refused.map((r) => (
              <tr key={`${r.line}-${r.reason}`}>
                <td data-label={C.line}>{r.line}</td>
                <td data-label={C.why}>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
