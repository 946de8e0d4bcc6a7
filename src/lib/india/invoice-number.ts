// Tax invoice numbers: one series per distributor and Indian financial year
// (1 April to 31 March, by the date in India), printed as "2025-26/00042":
// at most 16 characters, digits, "-" and "/" only.

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year an instant falls in, by India's date: "2025-26". */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** "2025-26/00042" */
export function taxInvoiceNumber(financialYear: string, number: number): string {
  return `${financialYear}/${String(number).padStart(5, '0')}`;
}

/** "CN/2025-26/00007": credit notes have a series of their own. */
export function creditNoteNumber(financialYear: string, number: number): string {
  return `CN/${taxInvoiceNumber(financialYear, number)}`;
}
