import { env } from 'cloudflare:workers';
import { vi } from 'vitest';

// The test Worker writes failure log lines only (REQUEST_LOG in
// vitest.api.config.ts). A test that reads what is logged, or checks that
// nothing secret is, turns every line back on while it captures, so that it
// sees the request lines a deployed Worker writes.

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
type Level = (typeof LEVELS)[number];

export interface LogCapture {
  /** Each logged call's level and arguments, as given. */
  readonly calls: { level: Level; args: unknown[] }[];
  /** Each logged call as one line of text (objects as JSON, errors with their stack). */
  lines(): string[];
  /** Stops capturing and gives the test Worker its own setting back. */
  stop(): void;
}

const asText = (a: unknown): string => (typeof a === 'string' ? a : a instanceof Error ? `${a.message} ${a.stack}` : JSON.stringify(a));

export function captureLogs(): LogCapture {
  const setting = env.REQUEST_LOG;
  (env as { REQUEST_LOG?: string }).REQUEST_LOG = undefined;
  const calls: LogCapture['calls'] = [];
  const spies = LEVELS.map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void calls.push({ level, args })));
  return {
    calls,
    lines: () => calls.map(({ args }) => args.map(asText).join(' ')),
    stop: () => {
      for (const spy of spies) spy.mockRestore();
      (env as { REQUEST_LOG?: string }).REQUEST_LOG = setting;
    },
  };
}
