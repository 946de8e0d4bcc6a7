import type { ClientDirective } from 'astro';
import { holdTaps } from './held-presses';
import { WAKE_EVENTS } from './wake-events';

// client:interaction: the island stays server HTML until the shopper reaches
// for it (focus, pointer or key inside it), then hydrates. Every tap that
// arrived before React did is done again once React is there, in order, so
// each does what it says without a second tap: three taps on + are three
// steps. Links and submit buttons are left alone: the browser already
// followed them.

const interaction: ClientDirective = (load, _options, el) => {
  let woken = false;

  const wake = async (event: Event) => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake, true);
    const taps = holdTaps(el);
    const focused = event.type === 'focusin' && event.target instanceof HTMLElement ? event.target : null;
    const hydrate = await load();
    await hydrate();
    // React hydrates the same DOM nodes in place: the targets are still the elements tapped.
    if (focused?.isConnected && document.activeElement !== focused) focused.focus();
    taps.hydrated();
  };

  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
};

export default interaction;
