// Every request the Worker answers logs a line (src/server/request-log.ts),
// and an API run sends tens of thousands. vitest prints none of them
// (vitest.api.config.ts, onConsoleLog), but each would first be formatted in
// workerd and sent over to Node to be dropped there: they are dropped here,
// where they are logged. Failure lines (console.error) and everything a test
// logs still go through; tests/api/request-log.test.ts puts its own spy in
// front of this and reads the lines themselves.

const QUIET = Symbol.for('storefront.api-tests.quiet-request-lines');

type Log = typeof console.log & { [QUIET]?: true };

const isRequestLine = (args: unknown[]) =>
  args.length === 1 && typeof args[0] === 'object' && args[0] !== null && (args[0] as { event?: unknown }).event === 'request';

/** Drops the request lines from console.log (once; setup.ts calls it for every file). */
export function dropRequestLines(): void {
  const log = console.log as Log;
  if (log[QUIET]) return;
  const quiet: Log = (...args: unknown[]) => {
    if (!isRequestLine(args)) log.apply(console, args);
  };
  quiet[QUIET] = true;
  console.log = quiet;
}
