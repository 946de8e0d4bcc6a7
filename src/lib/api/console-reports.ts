import { readGstr1Report, readSalesReport, type SalesGrouping } from '@/contract/reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { ApiError, errorFromBody, type Transport } from './transport';

// The console's reports: sales for a period, the month's GST summary, and
// any of them (or the customers list) as a CSV file with the name the server gives it.

const auth = { auth: true } as const;

export interface SalesQuery {
  from: string;
  to: string;
  by: SalesGrouping;
}

export interface CsvFile {
  blob: Blob;
  filename: string;
}

const FILENAME = /filename="([^"]+)"/;

export function consoleReportsApi(t: Transport) {
  async function csv(path: string, query: Record<string, string> = {}): Promise<CsvFile> {
    let response: Response;
    try {
      response = await t.raw('GET', path, { ...auth, query: { ...query, format: 'csv' } });
    } catch {
      throw new ApiError(0, CONSOLE_DAY.reports.downloadFailed, 'NETWORK');
    }
    if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null), CONSOLE_DAY.reports.downloadFailed);
    const filename = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
    return { blob: await response.blob(), filename };
  }
  return {
    sales: (query: SalesQuery) => t.request('GET', 'admin/reports/sales', readSalesReport, { ...auth, query: { ...query } }),
    salesCsv: (query: SalesQuery) => csv('admin/reports/sales', { ...query }),
    gstr1: (month: string) => t.request('GET', 'admin/reports/gstr1', readGstr1Report, { ...auth, query: { month } }),
    gstr1Csv: (month: string, table: string) => csv('admin/reports/gstr1', { month, table }),
    customersCsv: () => csv('admin/customers/export'),
  };
}
