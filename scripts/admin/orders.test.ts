import { describe, expect, it } from 'vitest';
import { UsageError } from './args.mjs';
import { orders } from './orders.mjs';

// The CLI's payment verification: what it sends to the shop's API.

function fakeClient() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  return {
    calls,
    async call(method: string, path: string, body: unknown) {
      calls.push({ method, path, body });
      return { status: 200, headers: {}, json: { message: 'Payment verified.', order: { order_id: 'ORD-5-1', payment_status: 'paid' } } };
    },
  };
}

describe('orders verify-payment', () => {
  it('sends the UTR and notes to the order’s verify-payment route', async () => {
    const client = fakeClient();
    const result = await orders['verify-payment']({ client, args: ['ORD-5-1'], flags: { utr: ' 412345678901 ', notes: 'Seen in the bank app' } });
    expect(client.calls).toEqual([{ method: 'PUT', path: 'placeOrder/ORD-5-1/verify-payment', body: { utr: '412345678901', admin_notes: 'Seen in the bank app' } }]);
    expect(result.text).toBe('Payment verified.');
  });

  it('asks for the UTR before calling anything', async () => {
    const client = fakeClient();
    await expect(orders['verify-payment']({ client, args: ['ORD-5-1'], flags: {} })).rejects.toThrow(UsageError);
    expect(client.calls).toHaveLength(0);
  });
});
