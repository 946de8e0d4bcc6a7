import { routeList } from '../http/route-list';
import { badRequest } from '../domain-error';
import { csvResponse } from '../http/csv-response';
import { inRupees } from '../reports/csv';
import { customersCsv } from '../services/customers-export';
import { gstr1Csv, gstr1Report, readGstr1Table } from '../services/gst-return';
import { salesCsv, salesReport } from '../services/sales-report';
import { WORDS } from '@/lib/words';

// The console's reports (mounted at /api/admin): sales for a period, the
// month's GST summary in GSTR-1's tables, and the customers list, each as JSON
// for the page or as a CSV file (format=csv). The shop's admins only.

/** true for a CSV file, false for JSON (the default); anything else is refused. */
function wantsCsv(format: string | undefined): boolean {
  if (format === undefined || format === 'json') return false;
  if (format === 'csv') return true;
  throw badRequest(WORDS.consoleDay.reports.badFormat);
}

export const reportsRoutes = routeList()
  .get('/reports/sales', { access: 'admin' }, async (c) => {
    const csv = wantsCsv(c.req.query('format'));
    const report = await salesReport(c.var.db, c.var.distributor.id, { from: c.req.query('from'), to: c.req.query('to'), by: c.req.query('by') });
    return csv ? csvResponse(salesCsv(report)) : c.json({ ...report, table: inRupees(report.table) });
  })
  .get('/reports/gstr1', { access: 'admin' }, async (c) => {
    const csv = wantsCsv(c.req.query('format'));
    const table = csv ? readGstr1Table(c.req.query('table')) : null;
    const report = await gstr1Report(c.var.db, c.var.distributor, c.var.user, c.req.query('month'));
    return table ? csvResponse(gstr1Csv(report, table)) : c.json({ ...report, tables: report.tables.map(inRupees) });
  })
  .get('/customers/export', { access: 'admin' }, (c) => csvResponse(customersCsv(c.var.db, c.var.distributor.id)));
