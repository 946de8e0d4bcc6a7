import { fields, listOf, num, optStr, str, type Reader } from './read';

// The console's Messages page: the shop's notification events that could not
// be sent (still retrying, or given up on after the queue's retries), and the
// retry action. No validator here: the island imports this file.

/** `failed`: both kinds; `retrying`: the queue still retries them; `dead`: it gave up. */
export const FAILED_FILTERS = ['failed', 'retrying', 'dead'] as const;
export type FailedFilter = (typeof FAILED_FILTERS)[number];

export interface FailedEvent {
  id: string;
  type: string;
  order_id: string | null;
  /** 'failed' (retrying) or 'dead'. */
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

export interface FailedEventsPage {
  events: FailedEvent[];
  total: number;
}

const readFailedEvent: Reader<FailedEvent> = /* @__PURE__ */ fields({
  id: str,
  type: str,
  order_id: optStr,
  status: str,
  attempts: num,
  last_error: optStr,
  created_at: str,
});

export const readFailedEventsPage: Reader<FailedEventsPage> = (raw) => ({
  events: listOf(readFailedEvent, 'events')(raw),
  total: fields({ total: num })(raw).total,
});

/** The retry's answer: what was done, and the event as it now stands. */
export const readRetryAnswer: Reader<{ message: string; event: FailedEvent }> = /* @__PURE__ */ fields({ message: str, event: readFailedEvent });
