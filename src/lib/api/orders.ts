import { MESSAGES } from '../messages';
import { messageBody } from './schemas/common';
import { invoiceOrdersSchema, orderListSchema, orderSchema, type DeliveryStatus, type OrderStatus } from './schemas/orders';
import { z } from 'zod';
import { ApiError, type Transport } from './transport';

// placeOrder reads and after-sale calls (bearer token on all).
// Placing orders lives with the checkout's client.

const changeAnswer = z.object({ message: z.string().optional().default(''), order: orderSchema.nullish() });
const auth = { auth: true } as const;

/** An order named by its order_id text (the server also accepts the numeric id). */
type OrderKey = string | number;
const key = (id: OrderKey) => encodeURIComponent(String(id));

export function ordersApi(t: Transport) {
  return {
    list: (userId: number) => t.request('GET', `placeOrder/orders/${userId}`, orderListSchema, auth),
    byUser: (userId: number) => t.request('GET', `placeOrder/userid/${userId}`, orderListSchema, auth),
    order: (id: OrderKey) => t.request('GET', `placeOrder/${key(id)}`, orderSchema, auth),
    invoiceOrders: (userId: number) => t.request('GET', `placeOrder/invoice/${userId}`, invoiceOrdersSchema, auth),
    /** The invoice PDF; throws ApiError with the server's message, or the shop's fallback messages. */
    invoicePdf: async (id: OrderKey): Promise<Blob> => {
      let response: Response;
      try {
        response = await t.raw('GET', `placeOrder/print-invoice/${key(id)}`, { ...auth, headers: { accept: 'application/pdf' } });
      } catch {
        throw new ApiError(0, MESSAGES.invoice.failed);
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        throw new ApiError(response.status, typeof body?.message === 'string' && body.message ? body.message : MESSAGES.invoice.failed);
      }
      const blob = await response.blob();
      if (blob.size === 0) throw new ApiError(204, MESSAGES.invoice.empty);
      return blob;
    },
    requestReturn: (id: OrderKey, reason: string, productId?: number) =>
      t.request('POST', `placeOrder/orders/${key(id)}/request-return`, changeAnswer, {
        ...auth,
        body: productId === undefined ? { reason } : { reason, product_id: productId },
      }),
    processRefund: (id: OrderKey, productId?: number) =>
      t.request('POST', `placeOrder/orders/${key(id)}/process-refund`, changeAnswer, {
        ...auth,
        body: productId === undefined ? {} : { product_id: productId },
      }),
    setStatus: (id: OrderKey, status: OrderStatus) =>
      t.request('PUT', `placeOrder/${key(id)}/status`, changeAnswer, { ...auth, body: { status } }),
    removeProduct: (id: OrderKey, productId: number) =>
      t.request('DELETE', `placeOrder/orders/product/${key(id)}/${productId}`, changeAnswer, auth),
    deleteOrder: (id: OrderKey) => t.request('DELETE', `placeOrder/delete/byOrderId/${key(id)}`, messageBody, auth),
    updateDeliveryStatus: (id: OrderKey, status: DeliveryStatus) =>
      t.request('PUT', `placeOrder/update-deliveryboy-status/${key(id)}`, changeAnswer, { ...auth, body: { deliveryboy_status: status } }),
    assignedOrders: (deliveryId: number) => t.request('GET', `placeOrder/assigned-orders/${deliveryId}`, orderListSchema, auth),
    assignDelivery: (id: OrderKey, deliveryId: number) =>
      t.request('PUT', `placeOrder/assign-deliveryBoy/${key(id)}`, changeAnswer, { ...auth, body: { assigned_deliveryboy_id: deliveryId } }),
  };
}
export type OrdersApi = ReturnType<typeof ordersApi>;
