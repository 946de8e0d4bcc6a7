// What counts as the shopper reaching for the page: a focus, a pointer or a
// key. An island with client:interaction wakes on the first one inside it; the
// page's deferred scripts (DeferredScripts.astro) on the first one anywhere.
// No imports here: both are written into the page as inline scripts.
export const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;
