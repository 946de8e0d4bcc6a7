import { MESSAGES } from './messages';

// Which cart lines the stock still covers: the one rule, for the cart page and
// the server alike. A line out of stock, or above the stock left, is marked on
// the cart page, counts in no total (nor in a coupon's order amount) and stops
// Proceed to Buy with its name; the server counts it nowhere either and
// refuses to place it.

export interface StockedLine {
  product_name: string;
  quantity: number;
  /** null when the answer did not say (an external API): taken as enough. */
  total_stock: number | null;
}

export type LineStock = { kind: 'ok' } | { kind: 'out' } | { kind: 'short'; left: number };

export function lineStock(line: Pick<StockedLine, 'quantity' | 'total_stock'>): LineStock {
  if (line.total_stock === null) return { kind: 'ok' };
  if (line.total_stock <= 0) return { kind: 'out' };
  if (line.quantity > line.total_stock) return { kind: 'short', left: line.total_stock };
  return { kind: 'ok' };
}

/** The label a marked line shows ('Out of stock', 'Only 2 left'), or null. */
export function stockLabel(line: Pick<StockedLine, 'quantity' | 'total_stock'>): string | null {
  const stock = lineStock(line);
  if (stock.kind === 'out') return MESSAGES.stock.outOfStock;
  if (stock.kind === 'short') return MESSAGES.stock.onlyLeft(stock.left);
  return null;
}

/** The lines that count in 'To be paid'. */
export function sellableLines<T extends StockedLine>(lines: T[]): T[] {
  return lines.filter((l) => lineStock(l).kind === 'ok');
}

/** What Proceed to Buy says when a line must be fixed first (naming each), or null. */
export function linesToFix(lines: StockedLine[]): string | null {
  const messages = lines.flatMap((l) => {
    const stock = lineStock(l);
    if (stock.kind === 'out') return [MESSAGES.cart.fixOutOfStock(l.product_name)];
    if (stock.kind === 'short') return [MESSAGES.cart.fixOnlyLeft(l.product_name, stock.left)];
    return [];
  });
  return messages.length ? messages.join(' ') : null;
}
