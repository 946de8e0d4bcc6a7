import { localised, type Widen } from './i18n/catalogue';

/**
 * The words of My Orders' compact cards and of the confirmation shown after
 * placing, in English. A module of its own, like the on-demand words: only
 * My Orders loads it, so the catalogue the cart page downloads does not carry
 * them. Other languages write them in their catalogue's `orderView` section
 * (src/lib/i18n/hi-IN/order-view.ts).
 */
export const EN_ORDER_VIEW = {
  card: {
    total: 'Total',
    expected: 'Expected delivery',
    expectedBy: (date: string) => `by ${date}`,
    deliveredOn: 'Delivered',
    deliverTo: 'Deliver to',
    items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
    details: 'Order details',
    removed: (name: string, couponDropped: boolean) => `${name} was removed from your order.${couponDropped ? ' The coupon no longer applies.' : ''}`,
    startShopping: 'Start shopping',
    removeAfterPayment: 'Products can be taken out once your payment reaches the shop.',
  },
  placed: {
    heading: 'Thank you! Your order is placed',
    orderId: 'Order ID',
    items: 'What you ordered',
    itemLine: (name: string, quantity: number) => `${name} × ${quantity}`,
    payment: 'Payment',
    payUpi: (amount: string, until: string) => `Pay ${amount} by UPI before ${until}, with the button or QR code on the order below. An order not paid by then is cancelled.`,
    payUpiAfterReview: (amount: string) => `Pay ${amount} by UPI once the shop accepts your prescription: the time to pay starts then, and My Orders shows how.`,
    payGateway: (amount: string) => `Pay ${amount} with the payment button on the order below. The order waits for the payment.`,
    payCash: (amount: string) => `Pay ${amount} in cash when the order reaches you.`,
    paid: (amount: string) => `${amount} paid. Thank you!`,
    expected: 'Expected delivery',
    expectedBy: (date: string) => `By ${date}`,
    next: 'What happens next',
    nextPrescription: 'The shop’s pharmacist checks your prescription. If it is not clear, you are asked for another one here.',
    nextPrescriptionUpload: 'Upload your doctor’s prescription on the order below: the shop needs it before the order goes ahead.',
    nextPayment: 'Once your payment is received, the shop goes ahead with the order.',
    nextApproval: 'The shop checks your order and approves it. You get a message when it does.',
    nextRider: (address: string) => `A delivery person brings it to ${address}. You get a message when it is on its way.`,
    seeOrder: 'See the order',
    continueShopping: 'Continue shopping',
  },
} as const;

/** What another language writes for these words. */
export type OrderViewCatalogue = Widen<typeof EN_ORDER_VIEW>;

export const ORDER_VIEW_MESSAGES = localised(EN_ORDER_VIEW, 'orderView');
