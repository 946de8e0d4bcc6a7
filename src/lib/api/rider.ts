import type { DeliveryStatus } from '@/contract/orders';
import { readMessage } from '@/contract/read';
import { readRiderStep, readRound } from '@/contract/rider';
import type { Transport } from './transport';

// The rider screen's calls: the rider's own round, one delivery step, and the
// rider page's pass (a cookie only /rider's HTML reads).

const auth = { auth: true } as const;

export function riderApi(t: Transport) {
  return {
    round: (riderId: number) => t.request('GET', `placeOrder/assigned-orders/${riderId}`, readRound, auth),
    /** One step; a failed delivery says why, Delivered carries the shopper's code. */
    step: (orderId: string, status: DeliveryStatus, extra: { reason?: string; delivery_code?: string } = {}) =>
      t.request('PUT', `placeOrder/update-deliveryboy-status/${encodeURIComponent(orderId)}`, readRiderStep, {
        ...auth,
        body: { deliveryboy_status: status, ...extra },
      }),
    pagePass: () => t.request('POST', 'EcomLogin/rider-page-session', readMessage, auth),
  };
}
