import { useCallback, useEffect, useState } from 'react';
import { ordersApi } from '@/lib/api/orders';
import type { Order } from '@/contract/orders';
import { ApiError } from '@/lib/api/transport';
import { browserTransport } from '@/lib/shop-config';

export type OrdersState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; orders: Order[]; updatedAt: Date };

/** The shopper's orders; `reload` refetches quietly (the list stays on screen). */
export function useOrders(userId: number | null) {
  const [state, setState] = useState<OrdersState>({ kind: 'idle' });

  const fetchOrders = useCallback(
    async (quiet: boolean) => {
      if (userId === null) return;
      if (!quiet) setState({ kind: 'loading' });
      try {
        const orders = await ordersApi(browserTransport()).list(userId);
        setState({ kind: 'ready', orders, updatedAt: new Date() });
      } catch (err) {
        const message = err instanceof ApiError ? err.message : 'Could not load your orders.';
        setState((prev) => (quiet && prev.kind === 'ready' ? prev : { kind: 'error', message }));
      }
    },
    [userId],
  );

  useEffect(() => {
    void fetchOrders(false);
  }, [fetchOrders]);

  return { state, retry: () => fetchOrders(false), reload: () => fetchOrders(true) };
}
