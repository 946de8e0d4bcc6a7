import type { ClientDirective } from 'astro';
import { WAKE_EVENTS } from './wake-events';

// client:interaction: the island stays server HTML until the shopper reaches
// for it (focus, pointer or key inside it), then hydrates. A tap that arrived
// before React did is replayed once React is there, so it does what it says
// without a second tap. Links and submit buttons are left alone: the browser
// already followed them.

const REPLAYABLE = 'button:not([type="submit"]), [role="button"], [role="menuitem"], [role="tab"], [role="option"]';

const interaction: ClientDirective = (load, _options, el) => {
  let woken = false;
  let hydrated = false;
  let missedClick: HTMLElement | null = null;

  const onEarlyClick = (event: Event) => {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (target && el.contains(target)) missedClick = target;
  };

  const wake = async (event: Event) => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake, true);
    el.addEventListener('click', onEarlyClick, true);
    const focused = event.type === 'focusin' && event.target instanceof HTMLElement ? event.target : null;
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', onEarlyClick, true);
    // React hydrates the same DOM nodes in place: the target is still the element tapped.
    if (focused?.isConnected && document.activeElement !== focused) focused.focus();
    if (missedClick?.isConnected && !(missedClick as HTMLButtonElement).disabled) missedClick.click();
  };

  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
};

export default interaction;
