import { readPlaceOrderResponse } from '@/contract/orders';
import type { PlaceAllPayload } from '@/contract/checkout.input';
import type { Transport } from './transport';

// placeOrder/place/all, the checkout's call. It carries one
// Idempotency-Key per checkout attempt: a retry of the same attempt gets the
// first order back instead of a second one.

export function placeOrderApi(t: Transport) {
  return {
    placeAll: (payload: PlaceAllPayload, idempotencyKey: string) =>
      t.request('POST', 'placeOrder/place/all', readPlaceOrderResponse, {
        auth: true,
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  };
}
