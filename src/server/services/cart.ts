import type { CartItemAnswer } from '@/contract/cart';
import { toRupees } from '@/lib/pricing';
import { DomainError, badRequest, forbidden, notFound } from '../domain-error';
import { orderLimitsOf, quantityLimitRefusal } from '../checkout/order-limits';
import { WORDS } from '@/lib/words';

// The cart of one customer, always read through products of the customer's
// distributor. The count is the sum of quantities (what the badge shows).
// A refused change throws a DomainError and changes nothing.

interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  product_name: string;
  price_paise: number;
  discount: number;
  image: string | null;
  total_stock: number;
  prescription_required: number;
  product_name_hi: string | null;
}

const MAX_LINE_QUANTITY = 1000;
const tooMany = () => badRequest(WORDS.apiAnswers.request.quantityAtMost(MAX_LINE_QUANTITY));

const LINE_SQL = `SELECT ci.id, ci.product_id, ci.quantity, p.product_name, p.price_paise, p.discount, p.image, p.total_stock, p.prescription_required,
  p.product_name_hi FROM cart_items ci JOIN products p ON p.id = ci.product_id AND p.distributor_id = ?`;

const COUNT_SQL = `SELECT COALESCE(SUM(ci.quantity), 0) AS count FROM cart_items ci
  JOIN products p ON p.id = ci.product_id AND p.distributor_id = ? WHERE ci.customer_id = ?`;

/** A line in the contract's shape: the product nested, prices in rupees. */
function toCartItem(line: CartLine) {
  return {
    id: line.id,
    product_id: line.product_id,
    quantity: line.quantity,
    product: {
      id: line.product_id,
      product_name: line.product_name,
      product_price: toRupees(line.price_paise),
      discount: line.discount,
      image: line.image,
      total_stock: line.total_stock,
      // Named only when true, so other lines keep their shape.
      ...(line.prescription_required === 1 ? { prescription_required: true as const } : {}),
      // The Hindi name a Hindi page shows, where the shop gave one.
      ...(line.product_name_hi?.trim() ? { product_name_hi: line.product_name_hi.trim() } : {}),
    },
  } satisfies CartItemAnswer;
}

/** The customer's lines as the database holds them (prices in paise), for pricing and placing. */
export async function listCart(db: D1Database, distributorId: number, customerId: number): Promise<CartLine[]> {
  const { results } = await db
    .prepare(`${LINE_SQL} WHERE ci.customer_id = ? ORDER BY ci.id`)
    .bind(distributorId, customerId)
    .all<CartLine>();
  return results;
}

const countStatement = (db: D1Database, distributorId: number, customerId: number) =>
  db.prepare(COUNT_SQL).bind(distributorId, customerId);

export async function cartCount(db: D1Database, distributorId: number, customerId: number): Promise<number> {
  const row = await countStatement(db, distributorId, customerId).first<{ count: number }>();
  return Number(row?.count ?? 0);
}

/** The customer's cart in the contract's shape. */
export async function cartItems(db: D1Database, distributorId: number, customerId: number) {
  return (await listCart(db, distributorId, customerId)).map(toCartItem);
}

/** A changed line and the cart's new count. */
interface LineChange {
  cartItem: CartItemAnswer;
  count: number;
}

const aboveStock = () => new DomainError('QUANTITY_ABOVE_STOCK', WORDS.stock.notEnough);

interface AddArgs {
  distributorId: number;
  customerId: number;
  productId: number;
  quantity: number;
}

/** Adds to the customer's line for the product (merging), within the stock. */
export async function addToCart(db: D1Database, a: AddArgs): Promise<LineChange> {
  const [product, limits] = await Promise.all([
    db
      .prepare(
        `SELECT p.id AS product_id, p.product_name, p.price_paise, p.discount, p.image, p.total_stock,
         COALESCE((SELECT quantity FROM cart_items WHERE customer_id = ? AND product_id = p.id), 0) AS in_cart
         FROM products_on_sale p WHERE p.id = ? AND p.distributor_id = ?`,
      )
      .bind(a.customerId, a.productId, a.distributorId)
      .first<Omit<CartLine, 'id' | 'quantity'> & { in_cart: number }>(),
    orderLimitsOf(db, a.distributorId),
  ]);
  if (!product) throw notFound(WORDS.apiAnswers.notFound.product);
  const wanted = product.in_cart + a.quantity;
  if (wanted > product.total_stock) throw aboveStock();
  if (wanted > MAX_LINE_QUANTITY) throw tooMany();
  // More than one order may hold is refused here, not first at checkout.
  if (wanted > limits.maxQuantityPerProduct) throw quantityLimitRefusal(product.product_name, limits.maxQuantityPerProduct);
  // The stock and the per-product cap are guarded again in the write itself, so
  // adds sent at once cannot pass the checks above together.
  const cap = limits.maxQuantityPerProduct;
  const [upsert, count] = await db.batch([
    db
      .prepare(
        `INSERT INTO cart_items (customer_id, product_id, quantity)
         SELECT ?1, p.id, ?2 FROM products_on_sale p WHERE p.id = ?3 AND p.total_stock >= ?2 AND ?2 <= ?4
         ON CONFLICT (customer_id, product_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
         WHERE cart_items.quantity + excluded.quantity <= (SELECT total_stock FROM products WHERE id = excluded.product_id)
           AND cart_items.quantity + excluded.quantity <= ?4
         RETURNING id, quantity`,
      )
      .bind(a.customerId, a.quantity, a.productId, cap),
    countStatement(db, a.distributorId, a.customerId),
  ]);
  const row = upsert?.results[0] as { id: number; quantity: number } | undefined;
  if (!row) throw await refusedAdd(db, a, product.product_name, cap);
  const { in_cart: _inCart, ...rest } = product;
  return { cartItem: toCartItem({ ...rest, id: row.id, quantity: row.quantity }), count: countOf(count) };
}

/** Why a guarded add changed nothing: another add reached the cap first, or the stock ran short. */
async function refusedAdd(db: D1Database, a: AddArgs, productName: string, cap: number): Promise<DomainError> {
  const line = await db
    .prepare('SELECT quantity FROM cart_items WHERE customer_id = ? AND product_id = ?')
    .bind(a.customerId, a.productId)
    .first<{ quantity: number }>();
  return (line?.quantity ?? 0) + a.quantity > cap ? quantityLimitRefusal(productName, cap) : aboveStock();
}

function countOf(result: D1Result | undefined): number {
  return Number((result?.results[0] as { count?: number } | undefined)?.count ?? 0);
}

/** The line if it is the customer's; else not found (in this shop) or forbidden (someone else's). */
async function ownedLine(db: D1Database, distributorId: number, customerId: number, lineId: number): Promise<CartLine> {
  const line = await db
    .prepare(`${LINE_SQL.replace('SELECT ', 'SELECT ci.customer_id, ')} WHERE ci.id = ?`)
    .bind(distributorId, lineId)
    .first<CartLine & { customer_id: number }>();
  if (!line) throw notFound(WORDS.cart.itemNotFound);
  if (line.customer_id !== customerId) throw forbidden(WORDS.cart.notYours);
  const { customer_id: _owner, ...mine } = line;
  return mine;
}

/** Sets a line's quantity (whole number >= 1, within stock). */
export async function updateQuantity(
  db: D1Database,
  a: { distributorId: number; customerId: number; lineId: number; quantity: number },
): Promise<LineChange> {
  const [owned, limits] = await Promise.all([ownedLine(db, a.distributorId, a.customerId, a.lineId), orderLimitsOf(db, a.distributorId)]);
  // Lowering a line is always allowed, even while it is still above the stock
  // left or the most one order may hold (the shopper is fixing it); raising it
  // must stay within both.
  if (a.quantity > owned.total_stock && a.quantity >= owned.quantity) throw aboveStock();
  if (a.quantity > limits.maxQuantityPerProduct && a.quantity > owned.quantity) {
    throw quantityLimitRefusal(owned.product_name, limits.maxQuantityPerProduct);
  }
  const [updated, count] = await db.batch([
    db
      .prepare(
        `UPDATE cart_items SET quantity = ?1 WHERE id = ?2 AND customer_id = ?3
         AND (?1 <= (SELECT total_stock FROM products WHERE id = cart_items.product_id) OR ?1 < cart_items.quantity)
         AND (?1 <= ?4 OR ?1 <= cart_items.quantity)
         RETURNING quantity`,
      )
      .bind(a.quantity, a.lineId, a.customerId, limits.maxQuantityPerProduct),
    countStatement(db, a.distributorId, a.customerId),
  ]);
  if (!updated?.results.length) {
    throw a.quantity > limits.maxQuantityPerProduct ? quantityLimitRefusal(owned.product_name, limits.maxQuantityPerProduct) : aboveStock();
  }
  return { cartItem: toCartItem({ ...owned, quantity: a.quantity }), count: countOf(count) };
}

/** Removes a line; answers the new count. */
export async function removeLine(
  db: D1Database,
  a: { distributorId: number; customerId: number; lineId: number },
): Promise<number> {
  await ownedLine(db, a.distributorId, a.customerId, a.lineId);
  const [, count] = await db.batch([
    db.prepare('DELETE FROM cart_items WHERE id = ? AND customer_id = ?').bind(a.lineId, a.customerId),
    countStatement(db, a.distributorId, a.customerId),
  ]);
  return countOf(count);
}
