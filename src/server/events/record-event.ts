import { randomHex } from '../secret-tokens';
import { requestTag } from '../i18n/request-language';
import type { EventPayload, EventType } from './event-types';

// Records an event as one statement to put into the batch of the change that
// causes it, so the change and its event commit together or not at all.
// `when` is an SQL condition (with its binds) the change's other statements
// also depend on, e.g. the order's version as the request read it: when the
// change does not happen, neither does its event.

export interface NewEvent {
  /** A fixed id makes recording idempotent (a daily summary recorded twice is one event); random otherwise. */
  id?: string;
  distributorId: number;
  type: EventType;
  /** The order's public id (orders.order_id), when the event is about an order. */
  orderId?: string | null;
  customerId?: number | null;
  payload?: EventPayload;
}

export interface EventCondition {
  sql: string;
  binds: unknown[];
}

/** The INSERT of one event, for the change's own db.batch. */
export function eventStatement(db: D1Database, event: NewEvent, when?: EventCondition): D1PreparedStatement {
  const values = [
    event.id ?? randomHex(16),
    event.distributorId,
    event.type,
    event.orderId ?? null,
    event.customerId ?? null,
    // An event about no order keeps the language of the request that caused it; an order's follow the order.
    JSON.stringify(event.orderId ? (event.payload ?? {}) : { ...event.payload, language: requestTag() }),
  ];
  const insert = `INSERT ${event.id ? 'OR IGNORE ' : ''}INTO notification_events (id, distributor_id, type, order_id, customer_id, payload)`;
  if (!when) return db.prepare(`${insert} VALUES (?, ?, ?, ?, ?, ?)`).bind(...values);
  return db.prepare(`${insert} SELECT ?, ?, ?, ?, ?, ? WHERE ${when.sql}`).bind(...values, ...when.binds);
}
