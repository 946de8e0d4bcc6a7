import { describe, expect, it } from 'vitest';
import { placeAllPayload as schema } from '@/contract/checkout.input';
import { newAttemptKey, placeAllPayload } from './checkout-payload';

const choice = {
  method: 'UPI' as const,
  upiId: ' asha@okhdfc ',
  card: { name: 'Asha', number: '4111111111111111', expiry: '12/39', cvv: '123' },
  bank: { bank: 'HDFC', accountNumber: '', ifsc: '' },
  isManualPayment: false,
  verifiedBy: 'Admin',
  adminNotes: 'Manual review completed',
  transactionId: 'TXN-1750000000000',
};
const ctx = { userId: 7, address: ' 1 MG Road ', couponCode: null, couponDiscount: 0, products: [{ product_id: 3, quantity: 2 }], now: new Date('2026-06-15T10:00:00Z') };

describe('placeAllPayload', () => {
  it('sends a business buyer’s GSTIN only when one was typed, read by the contract in capitals', () => {
    expect(placeAllPayload(choice, ctx)).not.toHaveProperty('buyer_gstin');
    expect(placeAllPayload(choice, { ...ctx, buyerGstin: '   ' })).not.toHaveProperty('buyer_gstin');
    const typed = placeAllPayload(choice, { ...ctx, buyerGstin: ' 27aapfu 0939f1zv ' });
    expect(typed.buyer_gstin).toBe('27aapfu 0939f1zv');
    expect(schema.parse(typed).buyer_gstin).toBe('27AAPFU0939F1ZV');
  });

  it('sends UPI paid from the shopper’s UPI app with no UPI ID, whatever the field holds', () => {
    expect(placeAllPayload({ ...choice, directUpi: true }, ctx)).toMatchObject({ payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' });
  });

  it('sends only the chosen method’s details, in the contract’s fields', () => {
    const upi = placeAllPayload(choice, ctx);
    expect(upi).toMatchObject({
      user_id: 7,
      payment_method: 'UPI',
      delivery_address: '1 MG Road',
      upi_id: 'asha@okhdfc',
      card_details: null,
      net_banking_details: null,
      payment_gateway: 'UPI',
      transaction_type: 'payment',
      payment_date: '2026-06-15T10:00:00.000Z',
      verified_by: null,
      admin_notes: null,
      refund_transaction_id: null,
      refund_date: null,
      refund_processed_by: null,
    });
    const card = placeAllPayload({ ...choice, method: 'Credit/Debit Card', isManualPayment: true }, ctx);
    expect(card).toMatchObject({ upi_id: null, net_banking_details: null, payment_gateway: 'CARD', verified_by: 'Admin', admin_notes: 'Manual review completed' });
    expect(card.card_details).toEqual({ card_name: 'Asha', card_number: '4111111111111111', expiry_date: '12/39', cvv: '123' });
    const bank = placeAllPayload({ ...choice, method: 'Net Banking' }, ctx);
    expect(bank.net_banking_details).toEqual({ bank_name: 'HDFC', account_number: null, ifsc_code: null });
    expect(placeAllPayload({ ...choice, method: 'Cash on Delivery' }, ctx).payment_gateway).toBe('COD');
  });

  it('is accepted by the server’s schema for every method', () => {
    for (const method of ['UPI', 'Credit/Debit Card', 'Net Banking', 'Cash on Delivery'] as const) {
      const parsed = schema.safeParse(placeAllPayload({ ...choice, method }, ctx));
      expect(parsed.success, method).toBe(true);
    }
  });

  it('makes distinct attempt keys', () => {
    expect(newAttemptKey()).not.toBe(newAttemptKey());
    expect(newAttemptKey()).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
  });
});
