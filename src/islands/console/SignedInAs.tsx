import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { useState } from 'react';
import { localHref } from '@/lib/i18n/languages';
import { clearSession, isLoggedIn } from '@/lib/stores/session';
import { endServerSession } from '@/lib/stores/session-logout';
import { useSessionAfterMount } from '../account/use-session';

// The console's and the rider screen's header: who is signed in on this
// browser, and Log out. Logging out ends the token on the server (so a copy
// of it stops working), clears this browser's session in every tab and opens
// the login page. Filled in only once mounted (the server does not know who it
// is), in a box of a fixed height the page draws from the start, so nothing
// below it moves when it fills in.

const H = CONSOLE_DAY.header;

export default function SignedInAs() {
  const { session } = useSessionAfterMount();
  const [busy, setBusy] = useState(false);
  if (!isLoggedIn(session)) return <div className="console-who" />;

  async function logout() {
    setBusy(true);
    await endServerSession();
    clearSession();
    location.assign(localHref('/ecommerce/login'));
  }

  return (
    <div className="console-who">
      <span data-testid="signed-in-as">{H.signedInAs(session.name || session.email || '')}</span>
      <button type="button" className="btn btn-small console-logout" disabled={busy} onClick={() => void logout()}>
        {busy ? H.loggingOut : H.logout}
      </button>
    </div>
  );
}
