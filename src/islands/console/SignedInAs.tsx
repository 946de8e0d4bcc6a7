import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { useEffect, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { showConfirm, showToast } from '@/lib/dialogs';
import { localHref } from '@/lib/i18n/languages';
import { browserTransport } from '@/lib/shop-config';
import { clearSession, isKeptSignedIn, isLoggedIn, replaceToken } from '@/lib/stores/session';
import { endServerSession } from '@/lib/stores/session-logout';
import { useSessionAfterMount } from '../account/use-session';

// The console's and the rider screen's header: who is signed in on this
// browser, and Log out. Logging out ends the token on the server (so a copy
// of it stops working), clears this browser's session in every tab and opens
// the login page. Filled in only once mounted (the server does not know who it
// is), in a box of a fixed height the page draws from the start, so nothing
// below it moves when it fills in. A device kept signed in says so, and its
// small menu (drawn over the page, so nothing moves) signs out the others.

const H = CONSOLE_HEADER;

export default function SignedInAs() {
  const { session } = useSessionAfterMount();
  const [busy, setBusy] = useState(false);
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(isKeptSignedIn()), [session.userId]);
  if (!isLoggedIn(session)) return <div className="console-who" />;

  async function logout() {
    setBusy(true);
    await endServerSession();
    clearSession();
    location.assign(localHref('/ecommerce/login'));
  }

  async function signOutOthers() {
    if (!(await showConfirm(H.signOutOthersTitle, H.signOutOthersText, H.signOutOthers, H.cancel))) return;
    setBusy(true);
    try {
      const answer = await accountApi(browserTransport()).signOutOtherDevices();
      replaceToken(answer.token);
      void showToast(answer.message, 'success');
    } catch (error) {
      void showToast((error as Error).message || H.deviceEnded, 'error');
    }
    setBusy(false);
  }

  return (
    <div className="console-who">
      <span data-testid="signed-in-as">{H.signedInAs(session.name || session.email || '')}</span>
      {kept && (
        <details className="console-device">
          <summary data-testid="kept-on-device">{H.keptOnDevice}</summary>
          <div className="console-device-menu">
            <button type="button" className="btn btn-small" disabled={busy} onClick={() => void signOutOthers()}>
              {busy ? H.signingOutOthers : H.signOutOthers}
            </button>
          </div>
        </details>
      )}
      <button type="button" className="btn btn-small console-logout" disabled={busy} onClick={() => void logout()}>
        {busy ? H.loggingOut : H.logout}
      </button>
    </div>
  );
}
