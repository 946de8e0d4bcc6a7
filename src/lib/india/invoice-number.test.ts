import { describe, expect, it } from 'vitest';
import { creditNoteNumber, financialYearOf, taxInvoiceNumber } from './invoice-number';

describe('financial year and invoice number', () => {
  it('turns on 1 April, India time', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    // 18:30 UTC on 31 March is midnight of 1 April in India.
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-01-15T10:00:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('prints at most 16 characters', () => {
    expect(taxInvoiceNumber('2025-26', 42)).toBe('2025-26/00042');
    expect(taxInvoiceNumber('2025-26', 123456).length).toBeLessThanOrEqual(16);
    expect(creditNoteNumber('2025-26', 7)).toBe('CN/2025-26/00007');
    expect(creditNoteNumber('2025-26', 99999).length).toBe(16);
  });
});
