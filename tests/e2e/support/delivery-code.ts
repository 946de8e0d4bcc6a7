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

/**
 * Takes a placed order to Delivered as the shop's people do, through the API:
 * the admin approves it and assigns the rider, who picks it up, takes it out
 * and delivers it with the shopper's code. Setup for tests about what follows.
 */
export async function deliverOrder(request: APIRequestContext, origin: string, shopper: TestUser, orderRef: string | number, people: { admin: TestUser; rider: TestUser }): Promise<void> {
  const { admin, rider } = people;
  await api(request, origin, 'PUT', `placeOrder/${orderRef}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${orderRef}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
    await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${orderRef}`, { token: rider.token, data: await deliveryStep(request, origin, shopper, orderRef, step) });
  }
}
