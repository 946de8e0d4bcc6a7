import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, type Session } from '@/lib/stores/session';

/**
 * The session, but the server's view (a guest) until this island has mounted:
 * the first render must match the server HTML, even when another island has
 * already loaded the stored session (else React reports a hydration error).
 */
export function useSessionAfterMount(): { session: Session; mounted: boolean } {
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return { session: mounted ? session : { ...session, userId: null, token: null }, mounted };
}
