// A year of a big distributor's trade: customers, and orders spread over the
// last 365 days with one to three lines of the shop's products, delivered by
// its rider, paid by cash, UPI or card, some cancelled (and refunded), some
// returned and refunded, each with its ledger rows. Only the last half day's
// orders are still open, as in a shop that keeps up with its work. Made by SQLite from a recursive
// series, a few thousand rows per statement.
import { openPlatform } from './local.mjs';
import { shopOf } from './large-catalogue.mjs';

const CHUNK = 5_000;
const YEAR_SECONDS = 365 * 86_400;
const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Meera', 'Sanjay', 'Pooja', 'Imran', 'Fatima', 'Harpreet', 'Lakshmi'];
const LAST = ['Sharma', 'Verma', 'Patel', 'Iyer', 'Reddy', 'Khan', 'Singh', 'Gupta', 'Nair', 'Das', 'Joshi', 'Mehta'];
const CITIES = [['Pune', '411001', '27'], ['Mumbai', '400001', '27'], ['Bengaluru', '560001', '29'], ['Delhi', '110001', '07'], ['Hyderabad', '500001', '36']];
const pick = (words, i) => `CASE (${i}) % ${words.length} ${words.map((w, k) => `WHEN ${k} THEN '${w}'`).join(' ')} END`;

/** Generated customers and orders carry these marks, so a second run adds only what is missing. */
const CUSTOMER_MAIL = '@large.example.com';
const ORDER_PREFIX = 'LRG-';

async function addCustomers(db, did, count, log) {
  const { n: existing } = await db.prepare(`SELECT COUNT(*) AS n FROM customers WHERE distributor_id = ? AND email LIKE '%${CUSTOMER_MAIL}'`).bind(did).first();
  // Nobody logs in as these people: the hash is of no password.
  const city = (i) => `json_extract('${JSON.stringify(CITIES)}', '$[' || ((${i}) % ${CITIES.length}) || ']')`;
  for (let from = existing; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK) - 1;
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
         INSERT INTO customers (distributor_id, name, email, mobile, password_hash, role, address, city, pincode, state_code, created_at)
         SELECT ?3, ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i / 16')}, 'customer' || i || '${CUSTOMER_MAIL}',
           '9' || printf('%09d', 100000000 + i), 'generated-no-login', 'customer',
           (1 + i % 200) || ' Main Road, ' || json_extract(${city('i')}, '$[0]'),
           json_extract(${city('i')}, '$[0]'), json_extract(${city('i')}, '$[1]'), json_extract(${city('i')}, '$[2]'),
           strftime('%Y-%m-%dT%H:%M:%fZ', ?4 / 1000 - ${YEAR_SECONDS + 86_400} + i * 600 % ${YEAR_SECONDS}, 'unixepoch')
         FROM n`,
      )
      .bind(from, to, did, Date.now())
      .run();
    log(`customers: ${to + 1} of ${count}`);
  }
}

/** Orders of the last half day are still open; older ones were delivered, cancelled or returned and refunded. */
const OPEN_TAIL = 300;
const SHAPE = `CASE WHEN i >= ?5 - ${OPEN_TAIL} THEN (CASE i % 4 WHEN 0 THEN 'pending' WHEN 1 THEN 'approved' ELSE 'completed' END)
  WHEN i % 100 < 90 THEN 'completed' WHEN i % 100 < 96 THEN 'cancelled' ELSE 'refunded' END`;

async function addOrders(db, did, count, log) {
  const { n: existing } = await db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE distributor_id = ? AND order_id LIKE '${ORDER_PREFIX}%'`).bind(did).first();
  const people = await db.prepare(`SELECT MIN(id) AS lo, MAX(id) AS hi FROM customers WHERE distributor_id = ? AND email LIKE '%${CUSTOMER_MAIL}'`).bind(did).first();
  const goods = await db.prepare('SELECT MIN(id) AS lo, MAX(id) AS hi FROM products WHERE distributor_id = ? AND withdrawn_at IS NULL').bind(did).first();
  const rider = await db.prepare("SELECT id FROM customers WHERE distributor_id = ? AND role = 'delivery' ORDER BY id LIMIT 1").bind(did).first();
  if (people.lo == null) throw new Error('add customers before orders');
  const now = Math.floor(Date.now() / 1000);
  for (let from = existing; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK) - 1;
    // The orders, spread evenly over the year up to now, oldest first.
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i < ?2),
         o AS (SELECT i, ${SHAPE} AS status, i % 3 AS pay,
           strftime('%Y-%m-%dT%H:%M:%fZ', ?4 - ${YEAR_SECONDS} + i * ${YEAR_SECONDS} / ?5, 'unixepoch') AS at FROM n)
         INSERT INTO orders (distributor_id, order_id, invoice_id, user_id, order_status, payment_method, payment_gateway, payment_status,
           delivery_address, delivery_pincode, delivery_city, delivery_state_code, items_total_paise, delivery_charge_paise,
           final_price_after_coupon_paise, assigned_deliveryboy_id, deliveryboy_status, delivered_at, created_at, updated_at, language,
           gateway_payment_id)
         SELECT ?3, '${ORDER_PREFIX}' || printf('%07d', i), 'LRG-INV-' || printf('%07d', i),
           ?6 + (i * 7919) % (?7 - ?6 + 1), status,
           CASE pay WHEN 0 THEN 'Cash on Delivery' WHEN 1 THEN 'UPI' ELSE 'Credit/Debit Card' END,
           CASE pay WHEN 0 THEN 'COD' WHEN 1 THEN 'UPI' ELSE 'CARD' END,
           CASE WHEN pay = 0 AND status IN ('pending', 'approved', 'cancelled') THEN 'pending'
                WHEN status IN ('cancelled', 'refunded') THEN 'refunded' ELSE 'paid' END,
           (1 + i % 200) || ' Main Road, Pune, Maharashtra, 411001', '411001', 'Pune', '27', 0, 4000, 0,
           CASE WHEN status IN ('completed', 'refunded') THEN ?8 END,
           CASE WHEN status IN ('completed', 'refunded') THEN 'delivered' END,
           CASE WHEN status IN ('completed', 'refunded') THEN at END, at, at, CASE WHEN i % 5 = 0 THEN 'hi-IN' ELSE 'en-IN' END,
           CASE WHEN pay = 2 THEN 'pay_LRG' || printf('%07d', i) END
         FROM o`,
      )
      .bind(from, to, did, now, count, people.lo, people.hi, rider?.id ?? null)
      .run();
    const range = `o.distributor_id = ?1 AND o.order_id BETWEEN '${ORDER_PREFIX}' || printf('%07d', ?2) AND '${ORDER_PREFIX}' || printf('%07d', ?3)`;
    await db.batch([
      // One to three lines of the shop's products; a returned order's lines came back and were
      // refunded; a few of the last day's delivered orders have a return waiting.
      db
        .prepare(
          `WITH RECURSIVE k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < 2)
           INSERT INTO order_products (order_pk, product_id, product_name, price_paise, discount, quantity, image, status, hsn_code, gst_rate_bp)
           SELECT o.id, p.id, p.product_name, p.price_paise, p.discount, 1 + (o.id + k.j) % 3, p.image,
             CASE WHEN o.order_status = 'refunded' THEN 'refunded'
             WHEN o.order_status = 'completed' AND o.delivered_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day') AND o.id % 20 = 0 THEN 'return_requested'
             ELSE 'ordered' END, p.hsn_code, p.gst_rate_bp
           FROM orders o JOIN k ON k.j <= o.id % 3
           JOIN products p ON p.id = ?4 + (o.id * 31 + k.j * 977) % (?5 - ?4 + 1) AND p.distributor_id = ?1
           WHERE ${range}`,
        )
        .bind(did, from, to, goods.lo, goods.hi),
      // Totals from the lines as placed.
      db
        .prepare(
          `UPDATE orders AS o SET items_total_paise = (SELECT COALESCE(SUM(unit_price_paise * quantity), 0) FROM order_products WHERE order_pk = o.id),
             final_price_after_coupon_paise = delivery_charge_paise + (SELECT COALESCE(SUM(unit_price_paise * quantity), 0) FROM order_products WHERE order_pk = o.id)
           WHERE ${range}`,
        )
        .bind(did, from, to),
      db
        .prepare(`UPDATE orders AS o SET refund_amount_paise = final_price_after_coupon_paise WHERE ${range} AND o.payment_status = 'refunded'`)
        .bind(did, from, to),
      db
        .prepare(
          `UPDATE order_products SET refund_amount_paise = unit_price_paise * quantity
           WHERE status = 'refunded' AND order_pk IN (SELECT o.id FROM orders o WHERE ${range})`,
        )
        .bind(did, from, to),
      // The ledger: money in for paid orders, and back out for cancelled and returned ones.
      db
        .prepare(
          `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, actor_role, created_at)
           SELECT o.distributor_id, o.id, CASE o.payment_gateway WHEN 'COD' THEN 'cash' WHEN 'UPI' THEN 'verification' ELSE 'capture' END,
             CASE o.payment_gateway WHEN 'COD' THEN 'cash' WHEN 'UPI' THEN 'upi' ELSE 'gateway' END,
             o.final_price_after_coupon_paise, 'system', o.created_at
           FROM orders o WHERE ${range} AND o.payment_status IN ('paid', 'refunded') AND o.final_price_after_coupon_paise > 0`,
        )
        .bind(did, from, to),
      db
        .prepare(
          `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, actor_role, created_at)
           SELECT o.distributor_id, o.id, 'refund', CASE o.payment_gateway WHEN 'CARD' THEN 'gateway' WHEN 'UPI' THEN 'upi' ELSE 'cash' END,
             o.final_price_after_coupon_paise, 'system', o.created_at
           FROM orders o WHERE ${range} AND o.order_status IN ('cancelled', 'refunded') AND o.payment_status = 'refunded'
             AND o.final_price_after_coupon_paise > 0`,
        )
        .bind(did, from, to),
    ]);
    log(`orders: ${to + 1} of ${count}`);
  }
}

/** Adds customers, then orders, until the distributor has as many generated ones as asked. */
export async function addLargeHistory(persistTo, slug, { customers, orders }, log = () => {}) {
  const platform = await openPlatform(persistTo);
  try {
    const { db, did } = await shopOf(platform, slug);
    await addCustomers(db, did, customers, log);
    await addOrders(db, did, orders, log);
  } finally {
    await platform.dispose();
  }
}
