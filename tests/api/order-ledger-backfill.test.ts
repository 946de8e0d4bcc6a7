import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';
import { newProduct, newShopper } from './checkout-fixtures';
import { ADMIN, tokenFor } from './orders-support';

// The ledger's migration gives every order that existed before it its rows,
// from the order's own columns, so its money matches what the order said. The
// orders here are written as the shop wrote them before the ledger (no rows),
// then the migration's own backfill statements run for them alone.

const admin = await tokenFor(...ADMIN);

const backfill = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0032_'))!.queries.filter((q) => /INSERT INTO payments/.test(q));

async function runBackfillFor(pks: number[]): Promise<void> {
  expect(backfill).toHaveLength(2);
  expect(backfill.every((q) => /FROM orders\s+WHERE /.test(q))).toBe(true);
  const db = dbOf('sehat');
  const only = `FROM orders\nWHERE id IN (${pks.join(', ')}) AND `;
  await db.batch(backfill.map((q) => db.prepare(q.replace(/FROM orders\s+WHERE /, only))));
}

interface Legacy {
  status: string;
  payment: string | null;
  gateway: 'UPI' | 'COD' | 'CARD';
  deliveryStatus?: string | null;
  refundPaise?: number;
  utr?: string | null;
  lineStatus?: string;
}

/** An order of one ₹200 line (+ ₹40 delivery) as stored before the ledger, with no ledger rows. */
async function legacyOrder(userId: number, productId: number, o: Legacy): Promise<{ pk: number; orderId: string }> {
  const db = dbOf('sehat');
  const orderId = `ORD-${userId}-${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const row = await db
    .prepare(
      `INSERT INTO orders (distributor_id, order_id, invoice_id, user_id, order_status, payment_method, payment_gateway, payment_status,
       delivery_address, items_total_paise, delivery_charge_paise, coupon_discount_paise, final_price_after_coupon_paise,
       deliveryboy_status, refund_amount_paise, payment_utr, verified_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '14 MG Road, Pune 411001', 20000, 4000, 0, 24000, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      await distributorId('sehat'), orderId, `INV-L-${orderId}`, userId, o.status,
      o.gateway === 'COD' ? 'Cash on Delivery' : o.gateway === 'CARD' ? 'Credit/Debit Card' : 'UPI', o.gateway, o.payment,
      o.deliveryStatus ?? null, o.refundPaise ?? 0, o.utr ?? null, o.utr ? 'Shop Admin' : null, new Date().toISOString(),
    )
    .first<{ id: number }>();
  await db
    .prepare(`INSERT INTO order_products (order_pk, product_id, product_name, price_paise, discount, quantity, unit_price_paise, status, coupon_share_paise, refund_amount_paise)
      VALUES (?, ?, 'Old tablet', 20000, 0, 1, 20000, ?, 0, ?)`)
    .bind(row!.id, productId, o.lineStatus ?? 'ordered', o.lineStatus === 'refunded' ? 20000 : null)
    .run();
  return { pk: row!.id, orderId };
}

const moneyOf = async (orderId: string) => (await call(`placeOrder/${orderId}`, { token: admin })).json.money;

describe('the ledger backfill', () => {
  it('gives each existing order the rows its columns say, NULL payment states included', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 20_000, stock: 5 });
    const cases = {
      // Before payment states: online money was taken at placing, cash when delivered.
      nullOnline: await legacyOrder(s.id, p.id, { status: 'completed', payment: null, gateway: 'CARD', deliveryStatus: 'delivered' }),
      nullCashDelivered: await legacyOrder(s.id, p.id, { status: 'completed', payment: null, gateway: 'COD', deliveryStatus: 'delivered' }),
      nullCashOpen: await legacyOrder(s.id, p.id, { status: 'pending', payment: null, gateway: 'COD' }),
      verified: await legacyOrder(s.id, p.id, { status: 'approved', payment: 'paid', gateway: 'UPI', utr: '412345678901' }),
      pending: await legacyOrder(s.id, p.id, { status: 'pending', payment: 'pending', gateway: 'UPI' }),
      refunded: await legacyOrder(s.id, p.id, { status: 'refunded', payment: 'refunded', gateway: 'UPI', refundPaise: 24_000, lineStatus: 'refunded' }),
      cancelledPaid: await legacyOrder(s.id, p.id, { status: 'cancelled', payment: 'paid', gateway: 'UPI' }),
    };
    await runBackfillFor(Object.values(cases).map((c) => c.pk));

    expect(await moneyOf(cases.nullOnline.orderId)).toEqual({ total: 240, paid: 240, refunded: 0, balance: 0, charge_status: 'full' });
    expect(await moneyOf(cases.nullCashDelivered.orderId)).toEqual({ total: 240, paid: 240, refunded: 0, balance: 0, charge_status: 'full' });
    expect(await moneyOf(cases.nullCashOpen.orderId)).toEqual({ total: 240, paid: 0, refunded: 0, balance: 240, charge_status: 'none' });
    expect(await moneyOf(cases.verified.orderId)).toEqual({ total: 240, paid: 240, refunded: 0, balance: 0, charge_status: 'full' });
    expect(await moneyOf(cases.pending.orderId)).toEqual({ total: 240, paid: 0, refunded: 0, balance: 240, charge_status: 'none' });
    expect(await moneyOf(cases.refunded.orderId)).toEqual({ total: 0, paid: 240, refunded: 240, balance: 0, charge_status: 'none' });
    // Paid and cancelled with nothing given back: the shop owes it, and the console lists it.
    expect(await moneyOf(cases.cancelledPaid.orderId)).toEqual({ total: 0, paid: 240, refunded: 0, balance: -240, charge_status: 'overcharged' });
    const owed = await call('admin/refunds-owed', { token: admin });
    expect(owed.json.refunds).toContainEqual(expect.objectContaining({ order_id: cases.cancelledPaid.orderId, amount_owed: 240, refund_method: 'upi' }));

    const rows = await dbOf('sehat')
      .prepare('SELECT kind, method, reference, actor_role, actor_name FROM payments WHERE order_pk = ?')
      .bind(cases.verified.pk)
      .all();
    expect(rows.results).toEqual([{ kind: 'verification', method: 'upi', reference: '412345678901', actor_role: 'admin', actor_name: 'Shop Admin' }]);
  });

  it('keeps the ledger append-only', async () => {
    const db = dbOf('sehat');
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 20_000, stock: 5 });
    const o = await legacyOrder(s.id, p.id, { status: 'completed', payment: 'paid', gateway: 'UPI' });
    await runBackfillFor([o.pk]);
    await expect(db.prepare('UPDATE payments SET amount_paise = 1 WHERE order_pk = ?').bind(o.pk).run()).rejects.toThrow(/append-only/);
    await expect(db.prepare('DELETE FROM payments WHERE order_pk = ?').bind(o.pk).run()).rejects.toThrow(/append-only/);
  });
});
