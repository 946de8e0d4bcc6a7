import type { OrderRow } from './orders';

// The code that proves a delivery: four random digits made when the order
// goes out for delivery, given to the shopper, entered by the rider. Wrong
// codes are counted by one guarded update (never read, add, write back), so
// riders racing each other still stop at the limit.

/** Wrong codes an order takes before only an admin's override delivers it. */
export const DELIVERY_CODE_ATTEMPTS = 5;

/** Four digits, each of the 10,000 codes equally likely. */
export function newDeliveryCode(): string {
  const draw = new Uint16Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    // 60,000 is the largest multiple of 10,000 below 65,536: above it the remainders would not be even.
    if (draw[0]! < 60_000) return String(draw[0]! % 10_000).padStart(4, '0');
  }
}

/** Whether the order's code has taken all its wrong tries. */
export function isCodeLocked(order: Pick<OrderRow, 'delivery_code_attempts'>): boolean {
  return order.delivery_code_attempts >= DELIVERY_CODE_ATTEMPTS;
}

/**
 * Counts one wrong code against the order and answers the wrong tries now
 * counted, or null when the order was already at the limit (or has no code).
 * It bumps the order's version too, so a Delivered step that read the order
 * before this try cannot land on the strength of that older read.
 */
export async function countWrongCode(db: D1Database, order: Pick<OrderRow, 'id'>): Promise<number | null> {
  // A batch of one: the caller's database puts the step's audit row beside it (the try is logged).
  const [counted] = await db.batch<{ attempts: number }>([
    db
      .prepare(
        `UPDATE orders SET delivery_code_attempts = delivery_code_attempts + 1, version = version + 1
         WHERE id = ? AND delivery_code IS NOT NULL AND delivery_code_attempts < ?
         RETURNING delivery_code_attempts AS attempts`,
      )
      .bind(order.id, DELIVERY_CODE_ATTEMPTS),
  ]);
  return counted?.results[0]?.attempts ?? null;
}
