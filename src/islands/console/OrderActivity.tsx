import { useEffect, useState } from 'react';
import type { ActivityEntry } from '@/contract/activity';
import { consoleActivityApi } from '@/lib/api/console-activity';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import ActivityTable from './ActivityTable';

// The operator changes of one order, newest first, read again whenever the
// order changes on this page (`version`).

const A = MESSAGES.console.activity;
const LIMIT = 20;

export default function OrderActivity({ orderId, version }: { orderId: string; version: string }) {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    consoleActivityApi(browserTransport())
      .page({ order: orderId, page: 1, limit: LIMIT })
      .then((page) => live && (setEntries(page.entries), setError('')))
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [orderId, version]);
  return (
    <section className="console-section" aria-labelledby="order-activity">
      <h2 id="order-activity">{A.orderTitle}</h2>
      {error && <p className="console-error">{error}</p>}
      {entries === null && !error && <p className="console-note">{MESSAGES.console.loading}</p>}
      {entries && (entries.length === 0 ? <p className="console-note">{A.orderEmpty}</p> : <ActivityTable entries={entries} />)}
    </section>
  );
}
