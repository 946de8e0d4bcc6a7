import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type Transport } from '@/lib/api/transport';
import { browserTransport } from '@/lib/shop-config';
import { loginUrl } from '@/lib/return-url';
import { useSessionAfterMount } from '../account/use-session';

// Loads what a console or rider page shows, and lets the API decide who may
// see it: no session or a session the shop refuses (401) goes to login and
// comes back here; a signed-in person without the role (403) sees "not allowed".

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'denied' }
  | { status: 'error'; message: string };

function toLogin(): void {
  location.replace(loginUrl(location.pathname + location.search));
}

/**
 * `initial`: what the server already drew into the page (the rider's round);
 * it is shown from the first render, and the load runs once mounted all the same.
 */
export function useGatedLoad<T>(load: (t: Transport, userId: number) => Promise<T>, key = '', initial?: T): { state: Loaded<T>; reload: () => void; userId: number | null } {
  const { session, mounted } = useSessionAfterMount();
  const [state, setState] = useState<Loaded<T>>(initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const userId = session.userId;

  useEffect(() => {
    if (!mounted) return;
    if (userId === null) return toLogin();
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRef
      .current(browserTransport(), userId)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 401) return toLogin();
        if (err instanceof ApiError && err.status === 403) {
          document.documentElement.setAttribute('data-console-denied', '');
          return setState({ status: 'denied' });
        }
        setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
      });
    return () => {
      live = false;
    };
  }, [mounted, userId, round, key]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload, userId };
}
