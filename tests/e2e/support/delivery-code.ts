import { expect, type APIRequestContext } from '@playwright/test';
import { api } from './api';
import type { TestUser } from './sessions';

// Proof of delivery in tests that are about something else: the rider's
// Delivered step carries the code, read as the rider gets it at the door:
// from the shopper, whose own order (their order page's API) shows it while
// the order is out for delivery.

/** The delivery code the shopper's order shows. */
export async function shopperDeliveryCode(request: APIRequestContext, origin: string, shopper: TestUser, orderRef: string | number): Promise<string> {
  const order = await api<{ delivery_code?: string }>(request, origin, 'GET', `placeOrder/${orderRef}`, { token: shopper.token });
  expect(order.delivery_code, `order ${orderRef} shows its shopper a delivery code`).toMatch(/^\d{4}$/);
  return order.delivery_code!;
}

/** A delivery step's body: Delivered carries the shopper's code. */
export async function deliveryStep(request: APIRequestContext, origin: string, shopper: TestUser, orderRef: string | number, step: string) {
  return step === 'delivered'
    ? { deliveryboy_status: step, delivery_code: await shopperDeliveryCode(request, origin, shopper, orderRef) }
    : { deliveryboy_status: step };
}
