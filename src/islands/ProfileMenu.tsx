import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, isLoggedIn } from '@/lib/stores/session';
import { bootBrowser } from '@/lib/stores/boot';

/** Header profile menu (filled in by the accounts issue). */
export default function ProfileMenu() {
  useEffect(bootBrowser, []);
  const session = useStore($session);
  if (!isLoggedIn(session)) {
    return (
      <span>
        <a href="/ecommerce/login">Login</a> · <a href="/ecommerce/signup">Signup</a>
      </span>
    );
  }
  return <span>{session.name}</span>;
}
