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
    checkoutTimeUp: 'The time to pay this order has nearly run out, so it can no longer be paid by card or net banking. Please place it again.',
    noGatewayKeys: 'This shop has no payment gateway keys, so there is nothing to compare.',
    resolveNoteRequired: 'Please write a note of at most 500 characters saying what you found or did.',
    alreadyResolved: 'This difference was already marked resolved. Please reload the list.',
    differenceNotFound: 'Difference not found.',
    showInvalid: 'show must be open, resolved or all.',
    resolved: 'Marked resolved.',
  },
  reconciliation: {
    title: 'Gateway reconciliation',
    intro: 'Every day the ledger is compared with the payment gateway for the orders of the last few days. Differences stay listed here.',
    none: 'No differences found.',
    neverRun: 'Not checked yet.',
    lastRun: (when: string, orders: number) => `Last checked ${when}: ${orders} orders.`,
    checkNow: 'Check now',
    checking: 'Checking…',
    order: 'Order',
    payment: 'Gateway payment',
    difference: 'Difference',
    ledger: 'Ledger',
    gateway: 'Gateway',
    found: 'Found',
    kinds: {
      missing_in_ledger: 'Captured at the gateway, missing from the ledger',
      amount_differs: 'Amounts differ',
      unknown_to_gateway: 'In the ledger, unknown to the gateway',
    } as Record<string, string>,
    failed: 'The check could not run. Please try again.',
    show: 'Show',
    shows: { open: 'Open', resolved: 'Resolved', all: 'All' } as Record<string, string>,
    noneResolved: 'No resolved differences.',
    status: 'Status',
    open: 'Open',
    resolve: 'Mark resolved',
    note: 'What you found or did',
    save: 'Save',
    cancel: 'Cancel',
    saving: 'Saving…',
    resolvedBy: (name: string, when: string) => `Resolved by ${name}, ${when}`,
  },
  intro: 'Orders holding more UPI or cash money than they now cost. Send it back, then record how.',
  none: 'No refunds owed.',
  more: 'More orders may owe money than are listed here. The oldest come first: record these refunds, then reload for the next ones.',
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
