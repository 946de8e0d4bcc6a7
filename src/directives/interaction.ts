import type { ClientDirective } from 'astro';
import { pressQueue } from './held-presses';
import { WAKE_EVENTS } from './wake-events';

// client:interaction: the island stays server HTML until the shopper reaches
// for it (focus, pointer or key inside it), then hydrates. Every tap that
// arrived before React did is done again once React is there, in order, so
// each does what it says without a second tap: three taps on + are three
// steps. Links and submit buttons are left alone: the browser already
// followed them.

const REPLAYABLE = 'button:not([type="submit"]), [role="button"], [role="menuitem"], [role="tab"], [role="option"]';

const interaction: ClientDirective = (load, _options, el) => {
  let woken = false;
  let hydrated = false;
  const held = pressQueue();
  let ready!: () => void;
  const hydratedNow = new Promise<void>((resolve) => (ready = resolve));

  // Before React: the tap did nothing, so it is held. After React, while held
  // taps are still being done, a new one waits its turn instead of going first.
  const onClick = (event: Event) => {
    if (held.replaying || (hydrated && !held.waiting)) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !el.contains(target)) return;
    if (hydrated) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    held.hold(target, () => target.click(), hydratedNow);
  };

  const wake = async (event: Event) => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake, true);
    // Registered before React's own listeners on the island, so it runs first.
    el.addEventListener('click', onClick, true);
    const focused = event.type === 'focusin' && event.target instanceof HTMLElement ? event.target : null;
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    // React hydrates the same DOM nodes in place: the targets are still the elements tapped.
    if (focused?.isConnected && document.activeElement !== focused) focused.focus();
    ready();
  };

  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
};

export default interaction;
