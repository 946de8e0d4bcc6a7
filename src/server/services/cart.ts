import type { CartItemAnswer } from '@/contract/cart';
import { givenNames } from '@/contract/translation-fields';
import { toRupees } from '@/lib/pricing';
import { DomainError, badRequest, forbidden, notFound } from '../domain-error';
import { orderLimitsOf, quantityLimitRefusal } from '../checkout/order-limits';
import {
  addLineGuarded,
  cartCount as countInCart,
  deleteLine,
  lineQuantity,
  lineWithOwner,
  listCart,
  productForCart,
  setLineQuantityGuarded,
  type CartLine,
} from '../data/cart';
import { WORDS } from '@/lib/words';

// The cart of one customer, always read through products of the customer's
// distributor. The count is the sum of quantities (what the badge shows).
// A refused change throws a DomainError and changes nothing.

const MAX_LINE_QUANTITY = 1000;
const tooMany = () => badRequest(WORDS.apiAnswers.request.quantityAtMost(MAX_LINE_QUANTITY));

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
      // Its names in other languages, where the shop gave them (pages in that language show them).
      ...givenNames(line),
    },
  } satisfies CartItemAnswer;
}

/** The badge's count: the sum of the cart's quantities. */
export function cartCount(db: D1Database, distributorId: number, customerId: number): Promise<number> {
  return countInCart(db, distributorId, customerId);
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
    productForCart(db, a.distributorId, a.customerId, a.productId),
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
  const { line, count } = await addLineGuarded(db, a, cap);
  if (!line) throw await refusedAdd(db, a, product.product_name, cap);
  const { in_cart: _inCart, ...rest } = product;
  return { cartItem: toCartItem({ ...rest, id: line.id, quantity: line.quantity }), count };
}

/** Why a guarded add changed nothing: another add reached the cap first, or the stock ran short. */
async function refusedAdd(db: D1Database, a: AddArgs, productName: string, cap: number): Promise<DomainError> {
  const held = await lineQuantity(db, a.customerId, a.productId);
  return held + a.quantity > cap ? quantityLimitRefusal(productName, cap) : aboveStock();
}

/** The line if it is the customer's; else not found (in this shop) or forbidden (someone else's). */
async function ownedLine(db: D1Database, distributorId: number, customerId: number, lineId: number): Promise<CartLine> {
  const line = await lineWithOwner(db, distributorId, lineId);
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
  const { changed, count } = await setLineQuantityGuarded(db, a, limits.maxQuantityPerProduct);
  if (!changed) {
    throw a.quantity > limits.maxQuantityPerProduct ? quantityLimitRefusal(owned.product_name, limits.maxQuantityPerProduct) : aboveStock();
  }
  return { cartItem: toCartItem({ ...owned, quantity: a.quantity }), count };
}

/** Removes a line; answers the new count. */
export async function removeLine(
  db: D1Database,
  a: { distributorId: number; customerId: number; lineId: number },
): Promise<number> {
  await ownedLine(db, a.distributorId, a.customerId, a.lineId);
  return deleteLine(db, a);
}
