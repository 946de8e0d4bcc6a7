import { localised, type Widen } from './i18n/catalogue';

/**
 * The words of the order and account messages (e-mail subjects and bodies,
 * SMS, WhatsApp), in English. A file of their own so the islands' bundles,
 * which import MESSAGES, never carry them. Other languages write them in their
 * catalogue's `notifications` section (src/lib/i18n/hi-IN/notifications.ts).
 */
export const EN_NOTIFICATIONS = {
  greeting: (name: string) => `Hello ${name},`,
  orderHeading: (orderId: string) => `Order ${orderId}`,
  itemsHeading: 'Your order',
  line: (name: string, quantity: number, amount: string) => `${name} × ${quantity}: ${amount}`,
  delivery: (amount: string) => `Delivery: ${amount}`,
  discount: (amount: string) => `Coupon: −${amount}`,
  total: (amount: string) => `Total: ${amount}`,
  viewOrder: 'See your order',
  viewOrders: 'See the shop’s orders',
  viewShop: 'Open the shop',
  signOff: (shop: string) => `Thank you for shopping with ${shop}.`,
  /** The shop's own messages (to its admins) end with these instead of thanking them for shopping. */
  adminSignOff: (shop: string) => `${shop} console`,
  adminNote: 'You receive this e-mail as an admin of the shop.',
  viewInConsole: 'Open the order in the console',
  essentialNote: 'You receive this e-mail because it is about your order or your account.',
  optionalNote: 'You can choose which messages you get in your profile.',
  unsubscribe: 'Unsubscribe',
  /** The mails an account or a subscription asks for (sent inside the request, in its language). */
  accountMail: {
    resetSubject: (shop: string) => `${shop}: reset your password`,
    resetRequested: (shop: string) => `We received a request to reset the password of your ${shop} account.`,
    resetWithin: (minutes: number) => `Open this link within ${minutes} minutes to choose a new password (it works once):`,
    resetLink: 'Reset your password',
    resetIgnore: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    newsletterSubject: (shop: string) => `${shop}: confirm your newsletter subscription`,
    newsletterAsked: (shop: string) => `Someone (we hope you) asked to receive the ${shop} newsletter at this address.`,
    newsletterOpen: 'Open this link to confirm:',
    newsletterLink: 'Confirm your subscription',
    newsletterIgnore: 'If it was not you, ignore this e-mail: nothing will be sent to you.',
  },
  /** An order placed but not paid yet: what to pay, by when, and where. */
  payDue: (amount: string, date: string) => `Please pay ${amount} by ${date}; otherwise the order is cancelled and nothing is charged.`,
  payNow: 'Pay for the order',
  /** An order holding a prescription medicine, placed without the prescription. */
  prescriptionNeeded: 'This order holds a prescription medicine: please upload your doctor’s prescription so the shop can confirm it.',
  uploadPrescription: 'Upload the prescription',
  /** A failed delivery: why (the rider's words). */
  deliveryFailedReason: (reason: string) => `Reason: ${reason}`,
  deliveryFailedNoReason: 'no reason given',
  /** SMS and WhatsApp where the subject alone would not say what happened (kept short: one SMS part with the link where possible). */
  sms: {
    /** The development outbox's subject line for a login code's SMS. */
    loginCodeOutbox: 'SMS: login code',
  },
  events: {
    'order.placed': {
      subject: (shop: string, orderId: string) => `${shop}: we received your order ${orderId}`,
      body: 'Thank you! We received your order and will confirm it soon.',
    },
    'order.placed.admin': {
      subject: (shop: string, orderId: string) => `${shop}: new order ${orderId}`,
      body: (customer: string) => `${customer} placed a new order. Please review and approve it.`,
    },
    'payment.confirmed': {
      subject: (shop: string, orderId: string) => `${shop}: payment received for ${orderId}`,
      body: 'Your payment was received.',
    },
    'payment.received_late': {
      subject: (shop: string, orderId: string) => `${shop}: payment received for cancelled order ${orderId}`,
      body: 'Your payment reached the shop after the order was cancelled. The shop sends it back to you, and you will hear when it has.',
    },
    'order.approved': {
      subject: (shop: string, orderId: string) => `${shop}: order ${orderId} confirmed`,
      body: 'Your order is confirmed and is being prepared.',
    },
    'rider.assigned': {
      subject: (shop: string, orderId: string) => `${shop}: a delivery person is assigned to ${orderId}`,
      body: 'A delivery person will bring your order soon.',
    },
    // Not sent today (the event only updates open pages); the words are here should the shop send it.
    'delivery.picked_up': {
      subject: (shop: string, orderId: string) => `${shop}: order ${orderId} picked up`,
      body: 'The delivery person has picked up your order.',
    },
    'delivery.out_for_delivery': {
      subject: (shop: string, orderId: string) => `${shop}: order ${orderId} is out for delivery`,
      body: 'Your order is on its way.',
    },
    'delivery.delivered': {
      subject: (shop: string, orderId: string) => `${shop}: order ${orderId} delivered`,
      body: 'Your order was delivered. Returns are possible for 72 hours from now.',
    },
    'delivery.failed': {
      subject: (shop: string, orderId: string) => `${shop}: we could not deliver ${orderId}`,
      body: 'We could not deliver your order this time. The shop will contact you to arrange a new delivery.',
    },
    'delivery.failed.admin': {
      subject: (shop: string, orderId: string) => `${shop}: delivery of ${orderId} failed`,
      body: (customer: string) => `The delivery to ${customer} failed. Call them and arrange a new delivery from the order's page.`,
    },
    'order.cancelled': {
      subject: (shop: string, orderId: string) => `${shop}: order ${orderId} cancelled`,
      body: 'Your order was cancelled.',
    },
    'return.requested': {
      subject: (shop: string, orderId: string) => `${shop}: return requested for ${orderId}`,
      body: (customer: string) => `${customer} returned products of this order. They are back in stock; refund the return when it reaches you.`,
    },
    'return.accepted': {
      subject: (shop: string, orderId: string) => `${shop}: your return for ${orderId} is accepted`,
      body: 'Your return is accepted. The refund follows once the products are back with us.',
    },
    'refund.processed': {
      subject: (shop: string, orderId: string) => `${shop}: refund for ${orderId}`,
      body: 'Your refund was processed.',
    },
    // Not sent (the consumer refunds through the gateway; refund.processed tells the shopper).
    'refund.due': {
      subject: (shop: string, orderId: string) => `${shop}: a refund for ${orderId} is on its way`,
      body: 'Money we hold for this order is being sent back to you.',
    },
    'prescription.uploaded': {
      subject: (shop: string, orderId: string) => `${shop}: prescription to review for ${orderId}`,
      body: (customer: string) => `${customer} uploaded the prescription of this order. Review it in the console before approving the order.`,
    },
    'prescription.accepted': {
      subject: (shop: string, orderId: string) => `${shop}: prescription accepted for ${orderId}`,
      body: 'The shop accepted your prescription. Your order goes ahead.',
    },
    'account.password_reset': {
      subject: (shop: string) => `${shop}: your password was changed`,
      body: (shop: string) => `The password of your ${shop} account was just changed, and every other session was signed out. If this was not you, reset your password at once.`,
    },
    'stock.low_daily': {
      subject: (shop: string) => `${shop}: products low on stock`,
      body: 'These products are running low:',
    },
    'product.requested': {
      subject: (shop: string) => `${shop}: a shopper asked for a product`,
      body: (what: string) => `A shopper searched the shop, found nothing, and asked for: “${what}”.`,
    },
  },
  requestFrom: (name: string) => `Name: ${name}`,
  requestPhone: (phone: string) => `Mobile: ${phone}`,
  requestNoContact: 'They left no name or number: if you stock it, add it to the catalogue so the next search finds it.',
  riderOnTheWay: (firstName: string) => `${firstName} is bringing your order.`,
  callRider: (firstName: string) => `Call ${firstName}`,
  /** Proof of delivery: the code the shopper gives the rider at the door. */
  deliveryCode: (code: string) => `Your delivery code: ${code}. Give it to the delivery person when the order reaches you.`,
  cancelReasons: {
    by_shop: 'The shop cancelled the order. If you paid online, the refund follows.',
    payment_not_received: 'The payment did not reach the shop in time, so the order was cancelled. If money left your account for it, the shop sends it back.',
    prescription_rejected: 'The shop could not accept the prescription, so the order was cancelled. If you paid online, the refund follows. The reason is on your order.',
  },
  refundAmount: (amount: string) => `Amount refunded: ${amount}`,
  lowStockLine: (name: string, stock: number) => `${name}: ${stock} left`,
} as const;

/** What another language's `notifications` section holds: every English key with its arguments. */
export type NotificationCatalogue = Widen<typeof EN_NOTIFICATIONS>;

/** The words in the current language (the consumer renders each message inside its recipient's language). */
export const NOTIFICATION_MESSAGES = localised(EN_NOTIFICATIONS, 'notifications');
