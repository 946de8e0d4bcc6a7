import { lazy, Suspense, useEffect, useState } from 'react';
import type { UpiPayment } from '@/contract/payments';
import { paymentsApi } from '@/lib/api/payments';
import { timeLeft } from '@/lib/countdown';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import '@/styles/upi-pay.css';

// How to pay a pending direct UPI order: on a phone a button that opens the
// shopper's UPI app (the intent link), on a wider screen a QR code of the
// same link to scan; amount, reference and the time left beside it. The
// server builds the link from the order's stored total and the shop's payee.

const M = MESSAGES.payments;
const QR_SCREEN = '(min-width: 48rem)';
const UpiQr = lazy(() => import('./UpiQr'));

type State = { kind: 'loading' } | { kind: 'ready'; payment: UpiPayment } | { kind: 'failed'; message: string };

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(QR_SCREEN).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(QR_SCREEN);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return now;
}

export default function UpiPayPanel({ orderId }: { orderId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const wide = useWideScreen();
  const now = useNow();
  useEffect(() => {
    let live = true;
    paymentsApi(browserTransport())
      .upiPayment(orderId)
      .then(
        (payment) => live && setState({ kind: 'ready', payment }),
        (err: unknown) => live && setState({ kind: 'failed', message: err instanceof Error && err.message ? err.message : M.loadFailed }),
      );
    return () => {
      live = false;
    };
  }, [orderId]);

  if (state.kind === 'loading') {
    return (
      <p className="upi-pay__note" role="status">
        <span className="spinner" aria-hidden="true" /> {M.loading}
      </p>
    );
  }
  if (state.kind === 'failed') return <p className="upi-pay__error" role="alert">{state.message}</p>;
  const p = state.payment;
  const left = timeLeft(p.expires_at, now);
  const amount = formatInr(p.amount);
  return (
    <section className="upi-pay" aria-label={M.awaiting} data-testid="upi-pay">
      {wide ? (
        <div className="upi-pay__qr">
          <Suspense fallback={<div className="upi-qr is-loading" aria-hidden="true" />}>
            <UpiQr text={p.link} label={M.qrLabel(amount, p.reference)} />
          </Suspense>
          <p className="upi-pay__note">{M.scanQr}</p>
        </div>
      ) : (
        <a className="btn upi-pay__app" href={p.link} data-testid="upi-intent">
          {M.payWithApp}
        </a>
      )}
      <dl className="upi-pay__facts">
        <div>
          <dt>{M.amount}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{M.reference}</dt>
          <dd>{p.reference}</dd>
        </div>
        <div>
          <dt>{M.payee}</dt>
          <dd>
            {p.payee_name} ({p.payee_vpa})
          </dd>
        </div>
      </dl>
      <p className="upi-pay__timer" role="timer">
        {left ? M.timeLeft(left) : M.expiredNow}
      </p>
      <p className="upi-pay__note">{M.afterPaying}</p>
    </section>
  );
}
