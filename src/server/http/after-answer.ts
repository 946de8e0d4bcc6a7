import type { Context } from 'hono';

/**
 * Runs `work` after the answer has gone out (the Worker's waitUntil), so how
 * long it takes can never be read from the answer's timing. Its failure is
 * logged, never answered: the client was already told the same thing either way.
 */
export function afterAnswer(c: Context, what: string, work: () => Promise<void>): void {
  const task = work().catch((err: unknown) => console.error(`${what} failed`, err instanceof Error ? err.message : String(err)));
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (a caller outside the Worker's fetch): the task runs on by itself.
  }
}
