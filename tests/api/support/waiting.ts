// Waiting in API tests. What the Worker does after its answer (queue batches,
// mail, pushes, live messages) is polled for until it shows, never slept on.

/** Resolves after `ms`: the gap between two polls. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads again every `everyMs` until `done` holds for what was read, or until
 * `withinMs` has passed; returns the last read either way, so the caller's
 * assertion says what was awaited.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, { withinMs = 10_000, everyMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await pause(everyMs);
  }
}
