import { GATEWAYS } from '@/contract/orders';
import { DomainError, badRequest, conflict } from '../domain-error';
import { listCart } from '../data/cart';
import { cartCouponCode, forgetCartCoupon } from '../data/coupons';
import { linesFromProducts, quoteOrder, type QuoteLine } from '../data/order-quote';
import { writeOrder, type OrderDraft } from '../data/order-write';
import { findCustomerOrder, storedRequestHash } from '../data/orders';
import type { OrderAnswer } from '@/contract/orders';
import { shapeOrder } from '../data/order-shape';
import { shopGateway, type GatewayName, type PaymentRequest } from '../payment';
import { isDirectUpi, placedPaymentState } from '../payment/payment-states';
import { directUpiExpiry } from '../services/payments';
import { shopPaymentSettings } from '../data/shop-payments';
import type { PaymentDetails } from './payment-details';
import { mergedLines, requestHash } from './request-hash';
import { currentShortage, shortLines, StockShortage } from './stock-shortage';
import { assertWithinOrderLimits } from './order-limits';
import { deliveryPlaceOf, type GivenPlace } from './delivery-place';
import { requestTag } from '../i18n/request-language';
import { WORDS } from '@/lib/words';

// Placing an order, for both calls (place/all from the cart, place with given
// products): idempotent replay, server-side pricing, payment authorisation,
// the one atomic write, then capture. Card number and CVV are used for the
// authorisation only; the order keeps the holder's name and last 4 digits.
// The idempotency key is stored with a fingerprint of the request: the same
// key with a different request answers 422 and changes nothing.

export interface PlaceRequest {
  env: Env;
  /** The shop's database. */
  db: D1Database;
  distributor: { id: number; slug: string };
  userId: number;
  /** Required by place/all; place uses its order id when none is given. */
  idempotencyKey: string;
  /** A client-chosen order id (place: 'ORD-{userId}-{timestamp}'). */
  orderId?: string;
  /** 'cart' orders the cart (payload products, when sent, must match it). */
  source: { cart: true; expected?: Array<{ product_id: number; quantity: number }> } | { cart: false; products: Array<{ product_id: number; quantity: number }> };
  /** An explicit code; without one, a cart checkout uses the coupon remembered with the cart. */
  couponCode?: string | null;
  deliveryAddress: string;
  /** The address's structured part; without a pincode, the one saved with the profile is used (checkout/delivery-place.ts). */
  deliveryPlace?: GivenPlace;
  /** A registered business buyer's GSTIN, for the tax invoice. */
  buyerGstin?: string | null;
  payment: PaymentDetails;
}

export interface PlaceResult {
  order: OrderAnswer;
  replayed: boolean;
}

const ID_ATTEMPTS = 3;

const random = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => 'abcdefghjkmnpqrstuvwxyz23456789'[b % 31]).join('');

type Line = { product_id: number; quantity: number };
const sameLines = (a: Line[], b: Line[]) => mergedLines(a).join(';') === mergedLines(b).join(';');

async function orderLines(db: D1Database, r: PlaceRequest): Promise<{ lines: QuoteLine[]; cartLines: OrderDraft['cartLines'] }> {
  if (!r.source.cart) return { lines: await linesFromProducts(db, r.distributor.id, r.source.products), cartLines: null };
  const cart = await listCart(db, r.distributor.id, r.userId);
  if (!cart.length) throw badRequest(WORDS.cart.empty);
  if (r.source.expected?.length && !sameLines(cart, r.source.expected)) throw new DomainError('CART_CHANGED', WORDS.checkout.cartChanged);
  return { lines: cart, cartLines: cart.map((l) => ({ id: l.id, quantity: l.quantity })) };
}

function maskAccount(account: string | null | undefined): string | null {
  if (!account) return null;
  return `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
}

const keyReused = () => new DomainError('IDEMPOTENCY_KEY_REUSED', WORDS.checkout.keyReused);
const placingFailed = () => new DomainError('UNAVAILABLE', WORDS.checkout.failed);

/**
 * The first order of this key when the request is the same one; 422 when it is another.
 * A cart checkout that named no lines is also compared by its cart: a genuine retry
 * finds the cart the first order emptied (or the same lines again), while a non-empty
 * cart holding other lines is a new request under an old key.
 */
async function replayOf(db: D1Database, r: PlaceRequest, hash: string) {
  const who = { distributorId: r.distributor.id, userId: r.userId };
  const stored = await storedRequestHash(db, { ...who, idempotencyKey: r.idempotencyKey });
  if (stored === undefined) return null;
  // Orders placed before fingerprints were kept (null) replay as they always did.
  if (stored !== null && stored !== hash) throw keyReused();
  const first = await findCustomerOrder(db, { ...who, idempotencyKey: r.idempotencyKey });
  if (first && r.source.cart && requestedLines(r) === null) {
    const cart = await listCart(db, r.distributor.id, r.userId);
    if (cart.length && !sameLines(cart, first.products)) throw keyReused();
  }
  return first ? shapeOrder(first) : null;
}

function requestedLines(r: PlaceRequest) {
  if (!r.source.cart) return r.source.products;
  return r.source.expected?.length ? r.source.expected : null;
}

export async function placeOrder(r: PlaceRequest): Promise<PlaceResult> {
  const db = r.db;
  const who = { distributorId: r.distributor.id, userId: r.userId };
  const explicitCode = r.couponCode?.trim() || null;
  const place = await deliveryPlaceOf(db, { distributorId: r.distributor.id, userId: r.userId, line: r.deliveryAddress, given: r.deliveryPlace });
  const addressKey = place.pincode ? `${place.address}|${place.pincode}` : place.address;
  const hash = await requestHash({ lines: requestedLines(r), address: addressKey, couponCode: explicitCode, payment: r.payment });
  const previous = await replayOf(db, r, hash);
  if (previous) return { order: previous, replayed: true };

  const { lines, cartLines } = await orderLines(db, r);
  const short = shortLines(lines);
  if (short.length) throw new StockShortage(short);
  const couponCode = explicitCode ?? (r.source.cart ? await cartCouponCode(db, r.distributor.id, r.userId) : null);
  const quote = await quoteOrder(db, { distributorId: r.distributor.id, customerId: r.userId, lines, couponCode, pincode: place.pincode });
  if (r.payment.method === 'Cash on Delivery' && !quote.delivery.cod) {
    throw new DomainError('COD_NOT_OFFERED', WORDS.delivery.codNotOffered(quote.delivery.pincode ?? ''));
  }
  const underLimits = { distributorId: r.distributor.id, customerId: r.userId, lines, totalPaise: quote.finalPaise, method: r.payment.method };
  const insertCondition = await assertWithinOrderLimits(db, underLimits);
  const gatewayName = GATEWAYS[r.payment.method] as GatewayName;
  const stamp = Date.now();
  let orderId = r.orderId ?? `ORD-${r.userId}-${stamp}`;

  const { gateway } = await shopGateway(r.env, r.db, r.distributor.id);
  const request: PaymentRequest = {
    gateway: gatewayName,
    amountPaise: quote.finalPaise,
    currency: 'INR',
    orderId,
    clientReference: r.payment.clientReference,
    upiId: r.payment.upiId,
    card: r.payment.card,
    netBanking: r.payment.netBanking,
  };
  // UPI without a UPI ID is paid to the shop's payee from the shopper's UPI app
  // (intent link or QR): nothing to authorise now; the order waits for the money.
  const paying = { gateway: gatewayName, upiId: r.payment.upiId };
  const directUpi = isDirectUpi(paying);
  const directExpiry = directUpi ? await directUpiExpiry(db, r.distributor.id, stamp) : null;
  const auth = directUpi ? { ok: true as const, transactionId: `UPI-${orderId}`, checkoutOrderId: undefined } : await gateway.authorize(request);
  if (!auth.ok) throw auth.code ? new DomainError(auth.code, WORDS.apiAnswers.asGiven(auth.message)) : badRequest(WORDS.apiAnswers.asGiven(auth.message));
  // Paid next in the gateway's Checkout: the order waits for the money, holding its stock for the shop's time to pay.
  const checkoutOrderId = auth.checkoutOrderId ?? null;
  const paymentStatus = checkoutOrderId ? 'pending' : placedPaymentState(paying);
  const paymentExpiresAt = checkoutOrderId
    ? new Date(stamp + (await shopPaymentSettings(db, r.distributor.id)).unpaidExpiryMinutes * 60_000).toISOString()
    : directExpiry;

  // Through a gateway's Checkout the shop never holds card or bank details: none are kept.
  const card = gatewayName === 'CARD' && !checkoutOrderId ? r.payment.card : null;
  const bank = gatewayName === 'NETBANKING' && !checkoutOrderId ? r.payment.netBanking : null;
  for (let attempt = 1; attempt <= ID_ATTEMPTS; attempt += 1) {
    const draft: OrderDraft = {
      ...who,
      orderId,
      invoiceId: `INV-${r.distributor.slug.toUpperCase()}-${stamp}-${random(6)}`,
      idempotencyKey: r.idempotencyKey,
      requestHash: hash,
      paymentMethod: r.payment.method,
      gateway: gatewayName,
      transactionId: auth.transactionId,
      deliveryAddress: place.address,
      deliveryPincode: quote.delivery.pincode,
      deliveryCity: place.city,
      deliveryStateCode: place.stateCode,
      buyerGstin: r.buyerGstin ?? null,
      upiId: gatewayName === 'UPI' ? (r.payment.upiId ?? null) : null,
      cardName: card?.name ?? null,
      cardLast4: card ? card.number.slice(-4) : null,
      bankName: bank?.bank ?? null,
      accountNumberMasked: maskAccount(bank?.accountNumber),
      ifscCode: bank?.ifsc ? bank.ifsc.toUpperCase() : null,
      isManualPayment: Boolean(r.payment.isManualPayment),
      adminNotes: r.payment.isManualPayment ? (r.payment.adminNotes ?? null) : null,
      paymentStatus,
      paymentExpiresAt,
      gatewayOrderId: checkoutOrderId,
      quote,
      cartLines,
      now: new Date().toISOString(),
      language: requestTag(),
      insertCondition,
    };
    const outcome = await writeOrder(db, draft);
    if (outcome === 'ok') {
      await gateway.capture(auth.transactionId);
      if (r.source.cart) await forgetCouponAfterOrder(db, r.userId);
      const placed = await findCustomerOrder(db, { ...who, orderId });
      if (!placed) throw new DomainError('INTERNAL', WORDS.checkout.failed);
      return { order: shapeOrder(placed), replayed: false };
    }
    if (outcome === 'duplicate_id' && !r.orderId) {
      // Same customer, same millisecond: keep the ORD-{userId}-{timestamp} shape, add a suffix.
      orderId = `ORD-${r.userId}-${stamp}-${random(4)}`;
      continue;
    }
    await gateway.void(auth.transactionId);
    // A concurrent request of the same attempt may have won (it also emptied
    // the cart, which stops this one): answer with its order.
    const first = await replayOf(db, r, hash);
    if (first) return { order: first, replayed: true };
    if (outcome === 'duplicate_key') throw placingFailed();
    if (outcome === 'duplicate_id') throw conflict(WORDS.apiAnswers.request.orderIdInUse);
    if (outcome === 'stock') throw new StockShortage(await currentShortage(db, r.distributor.id, lines));
    if (outcome === 'coupon_limit') throw new DomainError('COUPON_LIMIT', WORDS.coupon.limitReached);
    // The insert's condition stopped it when orders placed at the same moment filled the limits: say which.
    await assertWithinOrderLimits(db, underLimits);
    throw new DomainError('CART_CHANGED', WORDS.checkout.cartChanged);
  }
  await gateway.void(auth.transactionId);
  throw placingFailed();
}

/** The cart's coupon is used up with the order; a failure here must not fail the placed order. */
async function forgetCouponAfterOrder(db: D1Database, userId: number): Promise<void> {
  try {
    await forgetCartCoupon(db, userId);
  } catch (err) {
    console.error('Could not forget the cart coupon', err instanceof Error ? err.message : String(err));
  }
}
