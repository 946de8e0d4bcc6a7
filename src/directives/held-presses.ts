// Presses made before a control's script was there, done again once it is, in
// the order the shopper made them. Five taps on + are five steps, two on Add
// are two adds: each press waits until the page has drawn the one before it,
// and until its control has finished the work that press started (a control
// busy with a request says so with aria-busy="true", as the Add buttons do).
// Used by client:interaction (interaction.ts) and by the page's deferred
// scripts (DeferredScripts.astro). No imports here: both are written into the
// page as inline scripts.

/** How long a held press waits for a busy control before it goes anyway. */
const BUSY_LIMIT_MS = 15_000;

/** Settles once `control` is not busy (no aria-busy="true"), or after the limit. */
function whenNotBusy(control: Element): Promise<void> {
  const busy = () => control.getAttribute('aria-busy') === 'true';
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => busy() || done());
    observer.observe(control, { attributes: true, attributeFilter: ['aria-busy'] });
    const limit = setTimeout(done, BUSY_LIMIT_MS);
  });
}

/** The next task: by then the page has rendered what the last press changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface PressQueue {
  /** True while held presses are still to be done. */
  readonly waiting: boolean;
  /** True while a held press is being done (its events are not to be held again). */
  readonly replaying: boolean;
  /** Holds `press` on `control` until `ready` settles and every earlier press is done. */
  hold(control: Element, press: () => void, ready: Promise<unknown>): void;
}

export function pressQueue(): PressQueue {
  let chain = Promise.resolve();
  let waiting = 0;
  let replaying = false;
  return {
    get waiting() {
      return waiting > 0;
    },
    get replaying() {
      return replaying;
    },
    hold(control, press, ready) {
      waiting++;
      chain = chain
        .then(() => ready)
        .then(() => whenNotBusy(control))
        .then(() => {
          if (!control.isConnected || (control as HTMLButtonElement).disabled) return;
          replaying = true;
          try {
            press();
          } finally {
            replaying = false;
          }
          return nextTask();
        })
        .catch(() => undefined)
        .finally(() => waiting--);
    },
  };
}
