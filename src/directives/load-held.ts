import type { ClientDirective } from 'astro';
import { holdTaps } from './held-presses';

// client:load-held: like client:load, the island hydrates as soon as its
// script arrives, but a tap on one of its server-drawn buttons before then is
// held and done again once React is there, in order (a step button on the
// rider's round, drawn by the server, is usable before the script loads).

const loadHeld: ClientDirective = async (load, _options, el) => {
  const taps = holdTaps(el);
  const hydrate = await load();
  await hydrate();
  taps.hydrated();
};

export default loadHeld;
