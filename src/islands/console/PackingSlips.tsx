import type { OrderToFulfil } from '@/contract/fulfilment';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { qrDrawing } from '@/lib/upi-qr';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';

// Packing slips, one to a printed page: the order id with its QR code (a
// scan at the door finds the order), the customer and the full address, and
// each product with its quantity and a box to tick. Never a price: the slip
// travels in the bag. Print hides the console around it (console.css).

const F = CONSOLE_DAY.fulfil;

function OrderQr({ orderId }: { orderId: string }) {
  const qr = qrDrawing(orderId);
  return (
    <svg className="slip-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={F.slipQr(orderId)} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

function Slip({ order }: { order: OrderToFulfil }) {
  const headingId = `slip-${order.order_id}`;
  return (
    <article className="slip" aria-labelledby={headingId}>
      <header className="slip-head">
        <div>
          <h2 id={headingId}>{order.order_id}</h2>
          <p>
            {F.slipPlaced}: {formatIndianDateTime(order.placed_at)}
          </p>
        </div>
        <OrderQr orderId={order.order_id} />
      </header>
      <h3>{F.slipDeliverTo}</h3>
      <address className="slip-address">
        <strong>{order.customer_name}</strong>
        <br />
        {order.customer_mobile}
        <br />
        {[order.delivery_address, order.city, order.pincode].filter(Boolean).join(', ')}
      </address>
      <table className="console-table slip-lines">
        <thead>
          <tr>
            <th scope="col">{F.slipProduct}</th>
            <th scope="col">{F.slipQuantity}</th>
            <th scope="col">{F.slipPacked}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.product_name}>
              <td>{l.product_name}</td>
              <td>{l.quantity}</td>
              <td aria-hidden="true">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

export default function PackingSlips({ orderIds }: { orderIds: string[] }) {
  const { state, reload } = useGatedLoad((t) => (orderIds.length ? consoleApi(t).fulfilment(orderIds) : Promise.resolve([])));
  const title = orderIds.length === 1 ? F.slipTitle(orderIds[0]!) : F.slipsTitle(orderIds.length);
  return (
    <Gate title={title} state={state} reload={reload}>
      {(orders) =>
        orders.length === 0 ? (
          <p className="console-note">{F.slipNone}</p>
        ) : (
          <>
            <p className="slip-tools">
              <button type="button" className="btn" onClick={() => print()}>
                {F.slipPrint}
              </button>
            </p>
            {orders.map((o) => (
              <Slip key={o.order_id} order={o} />
            ))}
          </>
        )
      }
    </Gate>
  );
}
