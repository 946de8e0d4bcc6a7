import { Hono, type Context } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { placeAllPayload, placeSinglePayload } from '@/lib/api/schemas/checkout';
import { requireAuth } from '../auth/guard';
import { badRequest, forbidden } from '../http/errors';
import { readJson } from '../http/validate';
import { placeOrder, type PlaceResult } from '../checkout/place-order';
import type { AppEnv } from '../types';

// placeOrder/place/all (the cart checkout) and placeOrder/place (given
// products, cash on delivery to the profile address). Both answer
// { success, message, order } with 201; a retry of the same attempt answers
// the first order again (Idempotent-Replayed: true) and creates nothing.

const KEY = /^[A-Za-z0-9._:-]{8,100}$/;

function idempotencyKey(c: Context<AppEnv>, required: boolean): string | null {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined || raw === '') {
    if (required) throw badRequest(MESSAGES.checkout.idempotencyKey);
    return null;
  }
  if (!KEY.test(raw)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits or . _ : -');
  return raw;
}

function assertOwnUser(c: Context<AppEnv>, userId: number | undefined): void {
  if (userId !== undefined && userId !== c.var.user.id) throw forbidden('You can only place orders for yourself.');
}

function answer(c: Context<AppEnv>, result: PlaceResult) {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ success: true, message: MESSAGES.checkout.placed, order: result.order }, 201);
}

export const ordersPlace = new Hono<AppEnv>()
  .post('/place/all', requireAuth(), async (c) => {
    const key = idempotencyKey(c, true)!;
    const body = await readJson(c, placeAllPayload);
    assertOwnUser(c, body.user_id);
    const card = body.card_details;
    const bank = body.net_banking_details;
    const result = await placeOrder({
      env: c.env,
      distributor: c.var.distributor,
      userId: c.var.user.id,
      idempotencyKey: key,
      source: { cart: true, expected: body.products },
      couponCode: body.coupon_code,
      deliveryAddress: body.delivery_address,
      payment: {
        method: body.payment_method,
        upiId: body.upi_id,
        card: card ? { name: card.card_name ?? '', number: card.card_number ?? '', expiry: card.expiry_date ?? '', cvv: card.cvv ?? '' } : null,
        netBanking: bank ? { bank: bank.bank_name ?? '', accountNumber: bank.account_number, ifsc: bank.ifsc_code } : null,
        clientReference: body.transaction_id,
        isManualPayment: body.is_manual_payment ?? false,
        adminNotes: body.admin_notes,
      },
    });
    return answer(c, result);
  })
  .post('/place', requireAuth(), async (c) => {
    const body = await readJson(c, placeSinglePayload);
    assertOwnUser(c, body.user_id);
    const userId = c.var.user.id;
    if (body.order_id !== undefined && !new RegExp(`^ORD-${userId}-\\d{10,16}(-[a-z0-9]{1,8})?$`).test(body.order_id)) {
      throw badRequest(`order_id must look like ORD-${userId}-{timestamp}.`);
    }
    const key = idempotencyKey(c, false) ?? body.order_id ?? `single-${userId}-${Date.now()}`;
    const profile = await c.env.DB.prepare('SELECT address FROM customers WHERE id = ? AND distributor_id = ?')
      .bind(userId, c.var.distributor.id)
      .first<{ address: string }>();
    const address = profile?.address.trim() ?? '';
    if (address.length < 2) throw badRequest(MESSAGES.checkout.noProfileAddress);
    const result = await placeOrder({
      env: c.env,
      distributor: c.var.distributor,
      userId,
      idempotencyKey: key,
      orderId: body.order_id,
      source: { cart: false, products: body.products },
      deliveryAddress: address,
      payment: { method: 'Cash on Delivery' },
    });
    return answer(c, result);
  });
