import { onMount } from 'nanostores';
import { claimShop } from './claim-shop';
import { $session, loadSession } from './session-state';
import { startSessionWatch } from './session-watch';

// The session store every island and page script uses. It loads itself the
// first time anything reads or subscribes to it in the browser: nobody has to
// remember to start it, and a page with no island hydrated (a card's Add, the
// header's plain script) still sees who is logged in.

export * from './session-state';

onMount($session, () => {
  if (typeof window === 'undefined') return;
  claimShop();
  loadSession();
  // The watch keeps listening, so the store stays loaded for the page's life.
  startSessionWatch();
});
