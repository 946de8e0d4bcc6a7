// The header's account name before the account menu's island wakes. Runs with
// the page's deferred scripts (DeferredScripts.astro), which load no word
// catalogue: the guest's name is the one the server wrote, in the page's language.
import { $session, isLoggedIn } from '@/lib/stores/session';

// The account menu's name before its island wakes (after that, React shows it).
const label = document.querySelector<HTMLElement>('.profile-menu__name');
const guestName = label?.textContent ?? '';
$session.subscribe((session) => {
  if (!label?.closest('astro-island[ssr]')) return;
  label.textContent = (isLoggedIn(session) && session.name) || guestName;
});
