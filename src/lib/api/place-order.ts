import { placeOrderResponseSchema, type PlaceAllPayload, type PlaceSinglePayload } from './schemas/checkout';
import type { Transport } from './transport';

// placeOrder/place/all and placeOrder/place. place/all carries one
// Idempotency-Key per checkout attempt: a retry of the same attempt gets the
// first order back instead of a second one.

export function placeOrderApi(t: Transport) {
  return {
    placeAll: (payload: PlaceAllPayload, idempotencyKey: string) =>
      t.request('POST', 'placeOrder/place/all', placeOrderResponseSchema, {
        auth: true,
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    place: (payload: PlaceSinglePayload, idempotencyKey?: string) =>
      t.request('POST', 'placeOrder/place', placeOrderResponseSchema, {
        auth: true,
        body: payload,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
      }),
  };
}
