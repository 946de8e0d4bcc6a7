import { localised, type Widen } from './i18n/catalogue';

// The console's Refunds owed words (and the order page's ledger lines), and
// the API's answers about an order's money: a section of their own, in the
// console's chunks and the Worker only, so no shop page carries them (a
// shopper sees an answer's words, never this module). Hindi:
// src/lib/i18n/hi-IN/refunds-owed.ts, in the operators' chunk the Worker loads.

export const EN_REFUNDS_OWED = {
  answers: {
    nothingReceived: 'This order received no money: nothing to refund.',
    aboveReceived: (amount: string) => `That is more than the order holds (${amount}).`,
    nothingOwed: 'Nothing is owed on this order.',
    lateRefunded: 'This order had expired or was cancelled. Your payment was received and is being refunded in full.',
  },
  intro: 'Orders holding more UPI or cash money than they now cost. Send it back, then record how.',
  none: 'No refunds owed.',
  owed: 'Owed',
  paidBy: 'Paid by',
  method: 'Refunded by',
  methods: { upi: 'UPI', bank: 'Bank transfer', cash: 'Cash' } as Record<string, string>,
  reference: 'Reference (optional)',
  record: 'Record refund',
  recordConfirm: (amount: string, orderId: string, method: string) => `Record ${amount} of ${orderId} refunded by ${method}?`,
  recorded: (amount: string) => `Refund of ${amount} recorded.`,
  paid: 'Paid',
  balance: 'Balance',
  owedToShopper: (amount: string) => `${amount} owed to the shopper`,
} as const;

/** What another language's `refundsOwed` section holds: every English key with its arguments. */
export type RefundsOwedCatalogue = Widen<typeof EN_REFUNDS_OWED>;

export const REFUNDS_OWED_MESSAGES = localised(EN_REFUNDS_OWED, 'refundsOwed');
