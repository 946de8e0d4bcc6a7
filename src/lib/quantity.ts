// The quantity stepper's rules: minimum 1, maximum the stock.

export interface QuantityChange {
  quantity: number;
  /** True when the wanted quantity was above the stock ('No more stock available.'). */
  overStock: boolean;
}

/** One step up or down from the current quantity. */
export function stepQuantity(current: number, delta: number, stock: number): QuantityChange {
  return clampQuantity(current + delta, stock);
}

/** Any wanted quantity (typed or stepped), kept between 1 and the stock. */
export function clampQuantity(wanted: number, stock: number): QuantityChange {
  const max = Math.max(1, Math.floor(stock));
  const value = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  if (value > max) return { quantity: max, overStock: true };
  return { quantity: Math.max(1, value), overStock: false };
}

/** A typed value: digits only, else the minimum. */
export function parseQuantity(raw: string, stock: number): QuantityChange {
  const text = raw.trim();
  if (!/^\d{1,6}$/.test(text)) return { quantity: 1, overStock: /^\d{7,}$/.test(text) };
  return clampQuantity(Number(text), stock);
}
