import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import '@/styles/orders.css';
import { ordersApi } from '@/lib/api/orders';
import { clockTime } from '@/lib/clock-time';
import type { Order } from '@/contract/orders';
import { ApiError } from '@/lib/api/transport';
import { showAlert, showConfirm, showToast } from '@/lib/dialogs';
import { localHref } from '@/lib/i18n/languages';
import { MESSAGES } from '@/lib/messages';
import { ORDER_VIEW_MESSAGES } from '@/lib/order-view-messages';
import { formatPaise, ordersGrandTotalPaise } from '@/lib/pricing';
import { returnBlock } from '@/lib/returns';
import { browserTransport, shopConfig } from '@/lib/shop-config';
import { $session, isLoggedIn } from '@/lib/stores/session';
import { STORAGE } from '@/lib/storage-keys';
import OrderCard from './orders/OrderCard';
import OrderPlaced from './orders/OrderPlaced';
import { saveBlob } from './orders/download';
import { useOrders } from './orders/use-orders';
import { useLiveOrders } from './live/use-live-orders';

// My Orders: the shopper's orders with invoice, return and tracking. The two
// modals load on first use. Opened at one order (a message's link,
// /ecommerce/order/<id>), that order comes first, marked, with the focus on it.
// Just after placing, the new order comes first, open, under its confirmation.

const ReturnModal = lazy(() => import('./orders/ReturnModal'));

const TrackingModal = lazy(() => import('./orders/TrackingModal'));
const R = MESSAGES.returns;

type Open = { kind: 'return'; order: Order } | { kind: 'track'; order: Order } | null;

export default function OrdersPage({ focusOrderId }: { focusOrderId?: string }) {
  const session = useStore($session);
  const loggedIn = isLoggedIn(session);
  const { state, retry, reload } = useOrders(loggedIn ? session.userId : null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [placedId, setPlacedId] = useState<string | null>(null);
  // Read once and forgotten: a later visit to My Orders is no confirmation.
  useEffect(() => {
    try {
      const id = sessionStorage.getItem(STORAGE.placedOrder);
      sessionStorage.removeItem(STORAGE.placedOrder);
      if (id) setPlacedId(id);
    } catch {
      // No storage: no confirmation, the list as usual.
    }
  }, []);
  const apiRoot = useMemo(() => (typeof document === 'undefined' ? '/api' : shopConfig().apiRoot), []);
  // Live status: a change to one of the shopper's orders reads them again.
  useLiveOrders(reload);
  const loaded = state.kind === 'ready';
  // Once, when the orders first arrive: the focus goes to the order the link named.
  useEffect(() => {
    if (!loaded || !focusOrderId) return;
    const heading = document.getElementById(`order-${focusOrderId}`);
    heading?.focus();
    heading?.scrollIntoView({ block: 'start' });
  }, [loaded, focusOrderId]);

  async function printInvoice(order: Order) {
    setBusy(order.order_id);
    setAnnounce(MESSAGES.shop.preparingInvoice);
    try {
      const blob = await ordersApi(browserTransport()).invoicePdf(order.order_id);
      saveBlob(blob, `invoice-${order.invoice_id || order.order_id}.pdf`);
      setAnnounce(MESSAGES.shop.invoiceDownloaded);
    } catch (err) {
      setAnnounce('');
      await showAlert(err instanceof ApiError && err.message ? err.message : MESSAGES.invoice.failed, undefined, 'error');
    } finally {
      setBusy(null);
    }
  }

  async function startReturn(order: Order) {
    // The button is disabled with its reason otherwise; the window may have closed since the page loaded.
    const block = returnBlock(order);
    if (block === 'expired') await showAlert(R.expiredTitle, R.expired, 'warning');
    else if (block === null) setOpen({ kind: 'return', order });
  }

  async function removeProduct(order: Order, productId: number, name: string) {
    if (order.order_status === 'refunded' || order.order_status === 'returned') {
      await showAlert(R.deniedTitle, R.denied, 'warning');
      return;
    }
    if (!(await showConfirm(R.removeTitle, R.removeText, R.removeConfirm))) return;
    setBusy(order.order_id);
    try {
      const answer = await ordersApi(browserTransport()).removeProduct(order.order_id, productId);
      const dropped = order.coupon_discount > 0 && (answer.order?.coupon_discount ?? 0) === 0;
      void showToast(ORDER_VIEW_MESSAGES.card.removed(name, dropped), 'success');
      await reload();
    } catch (err) {
      const denied = err instanceof ApiError && err.status === 403;
      await showAlert(denied ? R.deniedTitle : MESSAGES.shop.orderPage.removeFailed, err instanceof Error ? err.message : undefined, denied ? 'warning' : 'error');
    } finally {
      setBusy(null);
    }
  }

  if (state.kind === 'idle' || state.kind === 'loading') {
    return (
      <p className="orders-note" role="status">
        <span className="spinner" aria-hidden="true" /> {MESSAGES.shop.loadingOrders}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="orders-note orders-error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn" onClick={() => void retry()}>
          {MESSAGES.shop.tryAgain}
        </button>
      </div>
    );
  }

  // An order with no products left is hidden; the one a link named comes first.
  const listed = state.orders.filter((o) => o.products.length > 0);
  const placed = placedId ? listed.find((o) => o.order_id === placedId) : undefined;
  const focused = placed ?? (focusOrderId ? listed.find((o) => o.order_id === focusOrderId) : undefined);
  const orders = focused ? [focused, ...listed.filter((o) => o !== focused)] : listed;
  const missing = focusOrderId && !placed && !focused ? (
    <p className="orders-note orders-error" role="alert">
      {MESSAGES.shop.orderNotYours(focusOrderId)}
    </p>
  ) : null;
  if (orders.length === 0) {
    return (
      <div className="orders-empty card">
        {missing}
        <p>{MESSAGES.shop.noOrders}</p>
        <a className="btn" href={localHref('/ecommerce')}>
          {ORDER_VIEW_MESSAGES.card.startShopping}
        </a>
      </div>
    );
  }
  const grandTotalPaise = ordersGrandTotalPaise(orders);
  const now = Date.now();

  return (
    <div className="orders">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {missing}
      {/* The confirmation after placing: shown once, for the order the cart left in session storage. */}
      {placed && <OrderPlaced order={placed} />}
      {orders.map((order) => (
        <OrderCard
          key={order.order_id}
          order={order}
          apiRoot={apiRoot}
          now={now}
          busy={busy === order.order_id}
          focused={order === focused}
          onInvoice={printInvoice}
          onReturn={startReturn}
          onTrack={(o) => setOpen({ kind: 'track', order: o })}
          onRemoveProduct={removeProduct}
        />
      ))}
      <p className="orders-updated" data-testid="orders-updated">
        {MESSAGES.live.updatedAt(clockTime(state.updatedAt))}
      </p>
      <p className="orders-grand-total card" data-testid="grand-total">
        <span>{MESSAGES.shop.grandTotal}</span> <strong>{formatPaise(grandTotalPaise)}</strong>
        <small>{MESSAGES.shop.grandTotalNote}</small>
      </p>
      <Suspense fallback={null}>
        {open?.kind === 'return' && (
          <ReturnModal
            order={open.order}
            onClose={(changed) => {
              setOpen(null);
              if (changed) void reload();
            }}
          />
        )}
        {open?.kind === 'track' && <TrackingModal order={open.order} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
