import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { shopConfig } from '@/lib/shop-config';
import { $session } from '@/lib/stores/session';

// Live order status for any page that lists orders (My Orders, the console's
// order pages, the rider's round): while the page is open, a change to one of
// the orders its viewer may see calls `reload`; the socket code loads lazily,
// after the page is up. Offline, nothing is fetched (the page keeps what it
// shows and says when that was); back online, the page reads its orders again.
// Answers when the shown data last arrived (null before it first does).

export function useLiveOrders(reload: () => unknown, data?: unknown): Date | null {
  const token = useStore($session).token;
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });

  useEffect(() => {
    if (!token) return;
    const refresh = () => {
      if (navigator.onLine !== false) void reloadRef.current();
    };
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/live-orders').then(({ watchOrders }) => {
      if (!cancelled) stop = watchOrders({ apiRoot: shopConfig().apiRoot, token, onChange: refresh });
    });
    window.addEventListener('online', refresh);
    return () => {
      cancelled = true;
      stop?.();
      window.removeEventListener('online', refresh);
    };
  }, [token]);

  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (data !== undefined) setUpdatedAt(new Date());
  }, [data]);
  return updatedAt;
}
