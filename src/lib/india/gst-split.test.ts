import { describe, expect, it } from 'vitest';
import { linePaidPaise, quoteOrderPaise } from '../pricing';
import { creditRows, splitInvoice, sumRows, taxRow, type TaxRow } from './gst-split';

const adds = (row: TaxRow) => row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise === row.grossPaise;

describe('taxRow', () => {
  it('takes 5 % out of a tax-inclusive ₹105.00 as ₹100.00 + ₹2.50 + ₹2.50', () => {
    expect(taxRow(10500, 500, true)).toEqual({ grossPaise: 10500, rateBp: 500, taxablePaise: 10000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 });
    expect(taxRow(10500, 500, false)).toMatchObject({ taxablePaise: 10000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
  });

  it('rounds the taxable value half up once; an odd tax gives CGST the extra paisa', () => {
    // ₹30.15 at 5 %: 3015 / 1.05 = 2871.43 -> 2871; tax 144 -> 72 + 72.
    expect(taxRow(3015, 500, true)).toMatchObject({ taxablePaise: 2871, cgstPaise: 72, sgstPaise: 72 });
    // ₹17.58 at 18 %: 1758 / 1.18 = 1489.83 -> 1490; tax 268 -> 134 + 134.
    expect(taxRow(1758, 1800, true)).toMatchObject({ taxablePaise: 1490, cgstPaise: 134, sgstPaise: 134 });
    // ₹10.19 at 5 %: 1019 / 1.05 = 970.48 -> 970; tax 49 -> CGST 25, SGST 24.
    expect(taxRow(1019, 500, true)).toMatchObject({ taxablePaise: 970, cgstPaise: 25, sgstPaise: 24 });
    // ₹1.03 at 3 % is exactly ₹1.00 taxable; the 3 paise of tax give CGST 2, SGST 1.
    expect(taxRow(103, 300, true)).toMatchObject({ taxablePaise: 100, cgstPaise: 2, sgstPaise: 1 });
    expect(taxRow(0, 500, true)).toMatchObject({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
    expect(taxRow(999, 0, true)).toMatchObject({ taxablePaise: 999, cgstPaise: 0, sgstPaise: 0 });
  });

  it('adds up exactly for every gross from 0 to ₹50 at every rate', () => {
    const wrong: string[] = [];
    for (const rate of [0, 25, 150, 300, 500, 1800, 4000]) {
      for (let gross = 0; gross <= 5000; gross += 1) {
        if (!adds(taxRow(gross, rate, true)) || !adds(taxRow(gross, rate, false))) wrong.push(`${gross}@${rate}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('an order with a coupon, delivery and mixed rates', () => {
  // ₹405.50 x 1 at 5 %, ₹299.97 x 1 at 18 %, ₹18.50 x 3 at 0 %; 10 % coupon; ₹40 delivery.
  const placed = [
    { unitPaise: 40550, quantity: 1, rateBp: 500 },
    { unitPaise: 29997, quantity: 1, rateBp: 1800 },
    { unitPaise: 1850, quantity: 3, rateBp: 0 },
  ];
  const quote = quoteOrderPaise(placed.map((l) => ({ ...l, active: true })), 4000, { kind: 'percent', value: 10, maxDiscountPaise: null, minOrderPaise: 0 });
  const lines = placed.map((l, i) => ({ grossPaise: linePaidPaise({ ...l, couponSharePaise: quote.shares[i]! }), rateBp: l.rateBp }));

  it('shares coupon and delivery so every row and the whole add up to what was paid', () => {
    // 10 % of ₹760.97 is ₹76.097 -> ₹76.10; paid 76097 + 4000 - 7610 paise.
    expect(quote.couponPaise).toBe(7610);
    expect(quote.finalPaise).toBe(72487);
    for (const sameState of [true, false]) {
      const tax = splitInvoice(lines, 4000, sameState);
      expect(tax.deliveryShares.reduce((s, d) => s + d, 0)).toBe(4000);
      expect([...tax.lines, ...tax.delivery].every(adds)).toBe(true);
      expect(sumRows([...tax.lines, ...tax.delivery]).grossPaise).toBe(quote.finalPaise);
    }
  });

  it('taxes each rate’s share of delivery at that rate', () => {
    const tax = splitInvoice(lines, 4000, true);
    // Coupon shares 4055, 3000, 555 leave gross 36495, 26997, 4995 (68487 in all).
    // ₹40 by those weights: exact 2131.50, 1576.77, 291.73; floors leave 2 paise,
    // which go to the two largest fractions: 2131, 1577, 292.
    expect(lines.map((l) => l.grossPaise)).toEqual([36495, 26997, 4995]);
    expect(tax.deliveryShares).toEqual([2131, 1577, 292]);
    expect(tax.delivery.map((r) => [r.rateBp, r.grossPaise])).toEqual([[500, 2131], [1800, 1577], [0, 292]]);
    // 2131 / 1.05 = 2029.52 -> 2030; tax 101 -> CGST 51, SGST 50.
    expect(tax.delivery[0]).toMatchObject({ taxablePaise: 2030, cgstPaise: 51, sgstPaise: 50 });
  });

  it('credits a partly refunded order so invoice minus credit note is what the shopper kept paying, to the paisa', () => {
    const tax = splitInvoice(lines, 4000, false);
    const refundPaise = lines[1]!.grossPaise;
    const credit = sumRows(creditRows(tax, [1], false));
    expect(credit.grossPaise).toBe(refundPaise);
    expect(credit.taxablePaise + credit.igstPaise).toBe(refundPaise);
    const invoice = sumRows([...tax.lines, ...tax.delivery]);
    expect(invoice.grossPaise - credit.grossPaise).toBe(quote.finalPaise - refundPaise);
    // The whole refund (every line, then the delivery) credits the whole invoice.
    expect(sumRows(creditRows(tax, [0, 1, 2], true))).toEqual(invoice);
  });
});

describe('edge orders', () => {
  it('keeps delivery when a coupon paid for all the goods', () => {
    const tax = splitInvoice([{ grossPaise: 0, rateBp: 500 }, { grossPaise: 0, rateBp: 1800 }], 4001, true);
    expect(tax.deliveryShares).toEqual([2001, 2000]);
    expect(sumRows(tax.delivery).grossPaise).toBe(4001);
  });

  it('has no delivery rows when delivery is free', () => {
    expect(splitInvoice([{ grossPaise: 1000, rateBp: 500 }], 0, true).delivery).toEqual([]);
  });
});
