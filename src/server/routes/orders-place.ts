import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { MESSAGES } from '@/lib/messages';
import { placeAllPayload, placeSinglePayload } from '@/contract/checkout.input';
import { badRequest, forbidden } from '../domain-error';
import { readJson } from '../http/validate';
import { placeOrder, type PlaceResult } from '../checkout/place-order';
import { profileDeliveryAddress } from '../checkout/profile-address';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// placeOrder/place/all (the cart checkout) and placeOrder/place (given
// products, cash on delivery to the profile address). Both answer
// { success, message, order } with 201; a retry of the same attempt answers
// the first order again (Idempotent-Replayed: true) and creates nothing.
// place/all's key is the Idempotency-Key header or, as the contract's payload
// has no header, its transaction_id. Operator-only payment fields count only
// when an admin places; a customer's are ignored (not manual, no notes).

const KEY = /^[A-Za-z0-9._:-]{8,100}$/;
const TRANSACTION_ID = /^TXN-\d{1,40}$/;

function headerKey(c: Context<AppEnv>): string | null {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined || raw === '') return null;
  if (!KEY.test(raw)) throw badRequest(WORDS.apiAnswers.request.idempotencyKey);
  return raw;
}

/** The header wins; else the payload's transaction_id, which must then be sane. */
function placeAllKey(c: Context<AppEnv>, transactionId: string | null | undefined): string {
  const header = headerKey(c);
  if (header) return header;
  const id = transactionId?.trim() ?? '';
  if (TRANSACTION_ID.test(id) || KEY.test(id)) return id;
  throw badRequest(WORDS.checkout.keyRequired);
}

function assertOwnUser(c: Context<AppEnv>, userId: number | undefined): void {
  if (userId !== undefined && userId !== c.var.user.id) throw forbidden(WORDS.apiAnswers.auth.ownPlacingOnly);
}

/** Places and answers (a failure, e.g. a stock shortage naming its products, goes to the error mapper). */
async function answer(c: Context<AppEnv>, placing: Promise<PlaceResult>) {
  const result = await placing;
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ success: true, message: MESSAGES.checkout.placed, order: result.order }, 201);
}

export const ordersPlace = routeList()
  .post('/place/all', { access: 'signed-in', body: placeAllPayload }, async (c) => {
    const body = await readJson(c, placeAllPayload);
    const key = placeAllKey(c, body.transaction_id);
    assertOwnUser(c, body.user_id);
    const card = body.card_details;
    const bank = body.net_banking_details;
    const operator = c.var.user.role === 'admin';
    return answer(c, placeOrder({
      env: c.env,
      db: c.var.db,
      distributor: c.var.distributor,
      userId: c.var.user.id,
      idempotencyKey: key,
      source: { cart: true, expected: body.products },
      couponCode: body.coupon_code,
      deliveryAddress: body.delivery_address,
      deliveryPlace: { pincode: body.delivery_pincode, city: body.delivery_city, stateCode: body.delivery_state },
      buyerGstin: body.buyer_gstin,
      payment: {
        method: body.payment_method,
        upiId: body.upi_id,
        card: card ? { name: card.card_name ?? '', number: card.card_number ?? '', expiry: card.expiry_date ?? '', cvv: card.cvv ?? '' } : null,
        netBanking: bank ? { bank: bank.bank_name ?? '', accountNumber: bank.account_number, ifsc: bank.ifsc_code } : null,
        clientReference: body.transaction_id,
        isManualPayment: operator && Boolean(body.is_manual_payment),
        adminNotes: operator ? body.admin_notes : null,
      },
    }));
  })
  .post('/place', { access: 'signed-in', body: placeSinglePayload }, async (c) => {
    const body = await readJson(c, placeSinglePayload);
    assertOwnUser(c, body.user_id);
    const userId = c.var.user.id;
    if (body.order_id !== undefined && !new RegExp(`^ORD-${userId}-\\d{10,16}(-[a-z0-9]{1,8})?$`).test(body.order_id)) {
      throw badRequest(WORDS.apiAnswers.request.orderIdShape(userId));
    }
    const key = headerKey(c) ?? body.order_id ?? `single-${userId}-${Date.now()}`;
    const address = await profileDeliveryAddress(c.var.db, c.var.distributor.id, userId);
    return answer(c, placeOrder({
      env: c.env,
      db: c.var.db,
      distributor: c.var.distributor,
      userId,
      idempotencyKey: key,
      orderId: body.order_id,
      source: { cart: false, products: body.products },
      deliveryAddress: address,
      payment: { method: 'Cash on Delivery' },
    }));
  });
