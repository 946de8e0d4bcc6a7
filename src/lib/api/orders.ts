import { MESSAGES } from '../messages';
import { readOrderChange, readOrderList } from '@/contract/orders';
import { ApiError, errorFromBody, type Transport } from './transport';

// The customer's order calls (bearer token on all): the list, the invoice,
// returns and removing a product. Placing orders is ./place-order.ts.

const auth = { auth: true } as const;

/** An order named by its order_id text (the server also accepts the numeric id). */
type OrderKey = string | number;
const key = (id: OrderKey) => encodeURIComponent(String(id));

export function ordersApi(t: Transport) {
  return {
    list: (userId: number) => t.request('GET', `placeOrder/orders/${userId}`, readOrderList, auth),
    /** The invoice PDF; throws ApiError with the server's message, or the shop's fallback messages. */
    invoicePdf: async (id: OrderKey): Promise<Blob> => {
      let response: Response;
      try {
        response = await t.raw('GET', `placeOrder/print-invoice/${key(id)}`, { ...auth, headers: { accept: 'application/pdf' } });
      } catch {
        throw new ApiError(0, MESSAGES.invoice.failed, 'NETWORK');
      }
      if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null), MESSAGES.invoice.failed);
      const blob = await response.blob();
      if (blob.size === 0) throw new ApiError(204, MESSAGES.invoice.empty, 'EMPTY_INVOICE');
      return blob;
    },
    /** A return: the shopper's words, and optionally a preset reason and how many of the product. */
    requestReturn: (id: OrderKey, reason: string, productId?: number, more: { reasonCode?: string; quantity?: number } = {}) =>
      t.request('POST', `placeOrder/orders/${key(id)}/request-return`, readOrderChange, {
        ...auth,
        body: {
          ...(reason ? { reason } : {}),
          ...(more.reasonCode ? { reason_code: more.reasonCode } : {}),
          ...(productId === undefined ? {} : { product_id: productId }),
          ...(productId !== undefined && more.quantity !== undefined ? { quantity: more.quantity } : {}),
        },
      }),
    /** The order's credit notes (PDF); throws ApiError with the server's message. */
    creditNotePdf: async (id: OrderKey): Promise<Blob> => {
      let response: Response;
      try {
        response = await t.raw('GET', `placeOrder/print-credit-note/${key(id)}`, { ...auth, headers: { accept: 'application/pdf' } });
      } catch {
        throw new ApiError(0, MESSAGES.returns.creditNoteFailed, 'NETWORK');
      }
      if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null), MESSAGES.returns.creditNoteFailed);
      return response.blob();
    },
    removeProduct: (id: OrderKey, productId: number) =>
      t.request('DELETE', `placeOrder/orders/product/${key(id)}/${productId}`, readOrderChange, auth),
  };
}
