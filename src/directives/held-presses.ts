// Presses made before a control's script was there, done again once it is, in
// the order the shopper made them. Five taps on + are five steps, two on Add
// are two adds: each press waits until the page has drawn the one before it,
// and until its control has finished the work that press started (a control
// busy with a request says so with aria-busy="true", as the Add buttons do).
// A press on a control that is still busy is held the same way once the script
// is there, so a second tap during an add is the next add, not lost: such a
// control stays enabled (a disabled button swallows the tap).
// Used by client:interaction (interaction.ts), client:load-held
// (load-held.ts) and by the page's deferred scripts (DeferredScripts.astro). No imports here: both are written into the
// page as inline scripts.

/** How long a held press waits for a busy control before it goes anyway. */
const BUSY_LIMIT_MS = 15_000;

/** A control busy with the work of a press says so with aria-busy="true". */
const isBusy = (control: Element) => control.getAttribute('aria-busy') === 'true';

/** Settles once `control` is not busy (no aria-busy="true"), or after the limit. */
function whenNotBusy(control: Element): Promise<void> {
  if (!isBusy(control)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => isBusy(control) || done());
    observer.observe(control, { attributes: true, attributeFilter: ['aria-busy'] });
    const limit = setTimeout(done, BUSY_LIMIT_MS);
  });
}

/** The next task: by then the page has rendered what the last press changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface PressQueue {
  /**
   * Whether a press on `control` is to be held: before its script is `live`,
   * while earlier held presses are still to be done, or while the control is
   * busy with an earlier press. Never a press being done again.
   */
  takes(control: Element, live: boolean): boolean;
  /** Holds `press` on `control` until `ready` settles and every earlier press is done. */
  hold(control: Element, press: () => void, ready: Promise<unknown>): void;
}

export function pressQueue(): PressQueue {
  let chain = Promise.resolve();
  let waiting = 0;
  let replaying = false;
  return {
    takes(control, live) {
      return !replaying && (!live || waiting > 0 || isBusy(control));
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

/** Controls whose taps are held; links and submit buttons are left alone (the browser already followed them). */
const REPLAYABLE = 'button:not([type="submit"]), [role="button"], [role="menuitem"], [role="tab"], [role="option"]';

/**
 * Holds taps on `island`'s controls from now until `hydrated()` is called,
 * then does them again in order. Registered before React's own listeners on
 * the island, so it runs first: after React, while held taps are still being
 * done, a new one waits its turn instead of going first.
 */
export function holdTaps(island: Element): { hydrated(): void } {
  const held = pressQueue();
  let live = false;
  let ready!: () => void;
  const hydratedNow = new Promise<void>((resolve) => (ready = resolve));
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !island.contains(target) || !held.takes(target, live)) return;
    if (live) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    held.hold(target, () => target.click(), hydratedNow);
  };
  island.addEventListener('click', onClick, true);
  return {
    hydrated() {
      live = true;
      ready();
    },
  };
}
