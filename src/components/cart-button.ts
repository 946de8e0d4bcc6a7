// The header cart link's badge (a logged-in shopper's item count) and its
// guest alert. Runs with the page's deferred scripts (DeferredScripts.astro),
// which load no word catalogue: the link's labels are written by the server in
// the page's language (CartButton.astro), the alert's words load with the dialog.
import { LOGIN_PATH } from '@/lib/session-rules';
import { COUNT_SLOT } from '@/components/cart-label';
import { localHref } from '@/lib/i18n/languages';
import { $cartCount } from '@/lib/stores/cart';
import { $session, isLoggedIn } from '@/lib/stores/session';

const link = document.querySelector<HTMLAnchorElement>('[data-cart-button]');
if (link) {
  const plainLabel = link.dataset.label ?? '';
  const countLabel = (count: number) => (link.dataset.countLabel ?? '').replace(COUNT_SLOT, String(count));
  // The badge shows only when the count is loaded and above 0, for a logged-in shopper.
  const render = () => {
    const count = $cartCount.get();
    const shown = isLoggedIn($session.get()) && count !== null && count > 0;
    let badge = link.querySelector<HTMLElement>('.cart-badge');
    if (shown && !badge) {
      badge = document.createElement('span');
      badge.className = 'cart-badge';
      badge.dataset.testid = 'cart-count';
      badge.setAttribute('aria-hidden', 'true');
      link.appendChild(badge);
    }
    if (shown && badge) badge.textContent = String(count);
    else badge?.remove();
    link.setAttribute('aria-label', shown ? countLabel(count) : plainLabel);
  };
  $session.listen(render);
  $cartCount.subscribe(render);

  // A guest is told to log in first, then sent to login with the cart as returnUrl.
  link.addEventListener('click', async (event) => {
    if (isLoggedIn()) return;
    event.preventDefault();
    const [{ showAlert }, { MESSAGES }] = await Promise.all([import('@/lib/dialogs'), import('@/lib/messages')]);
    await showAlert(MESSAGES.cart.loginToView, undefined, 'warning');
    location.assign(`${localHref(LOGIN_PATH)}?returnUrl=${encodeURIComponent(link.pathname)}`);
  });
  link.dataset.live = 'true';
}
