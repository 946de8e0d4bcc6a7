import { useEffect, useState } from 'react';
import type { Order } from '@/contract/orders';
import { timeLeft } from '@/lib/countdown';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';

// Checking a direct UPI payment against the bank: the amount to look for and
// the time left before the unpaid order is cancelled, then the bank's
// reference (UTR) and a note. The clock ticks every second while it shows.
// `late`: the order was cancelled (by the shop, or when its time ran out), and
// money that came anyway is recorded to be owed back.

const O = MESSAGES.console.orders;
const F = CONSOLE_DAY.fulfil;

interface Props {
  order: Order;
  busy: boolean;
  onVerify: (utr: string, notes: string) => void;
  late?: boolean;
}

/** The time, ticking every second while `ticking` (a late payment's form has no clock to show). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

export default function OrderVerify({ order, busy, onVerify, late = false }: Props) {
  const [utr, setUtr] = useState('');
  const [notes, setNotes] = useState('');
  const now = useNow(!late && order.payment_expires_at !== null);
  const left = order.payment_expires_at ? timeLeft(order.payment_expires_at, now) : null;
  return (
    <section className="console-section" aria-labelledby="order-verify">
      <h2 id="order-verify">{late ? O.lateTitle : O.verifyTitle}</h2>
      <p>
        <strong>{F.amountToCheck(formatInr(order.final_price_after_coupon))}</strong>
      </p>
      {late ? (
        <p className="console-note">{O.lateNote(formatInr(order.final_price_after_coupon))}</p>
      ) : (
        order.payment_expires_at && <p className={left ? 'console-note' : 'console-error'}>{left ? F.timeLeft(left) : F.expired}</p>
      )}
      <form
        className="console-actions"
        onSubmit={(e) => {
          e.preventDefault();
          onVerify(utr.trim(), notes.trim());
        }}
      >
        <div className="console-field">
          <label htmlFor="utr">{O.utr}</label>
          <input id="utr" type="text" value={utr} maxLength={40} onChange={(e) => setUtr(e.target.value)} />
        </div>
        <div className="console-field">
          <label htmlFor="admin-notes">{O.adminNotes}</label>
          <input id="admin-notes" type="text" value={notes} maxLength={500} aria-required="true" onChange={(e) => setNotes(e.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {late ? O.lateRecord : O.verify}
        </button>
      </form>
    </section>
  );
}
