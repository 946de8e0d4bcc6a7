import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { consoleApi } from '@/lib/api/console';
import { MESSAGES } from '@/lib/messages';
import { isProductReturnable, returnBlock, returnReasonText } from '@/lib/returns';
import { browserTransport } from '@/lib/shop-config';
import OrderCreditNote from './OrderCreditNote';
import { useRowAction } from './use-row-action';

// An order's returns: each line taken back (all of it or part), with the
// shopper's reason; the goods still to reach the shop, marked received in
// good condition (back on the shelf) or damaged (not), each after a
// confirmation; the credit note once there is one; and (while the order may
// still be returned) a "Process return" per line still with the shopper.

const O = MESSAGES.console.orders;

type Line = Order['products'][number];
const awaited = (p: Line) => Math.max(0, p.returned_quantity - p.restocked_quantity - p.damaged_quantity);

export default function OrderReturns({ order, onChange }: { order: Order; onChange: (next: Order) => void }) {
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>(O.returnDone);
  const { busy, result, run } = useRowAction();
  const returned = order.products.filter((p) => p.returned_quantity > 0);
  const open = returnBlock(order) === null ? order.products.filter((p) => isProductReturnable(p.status) && p.quantity > p.returned_quantity) : [];
  const [missing, setMissing] = useState(false);
  const api = consoleApi(browserTransport());

  function processLine(productId: number, name: string) {
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    setDone(O.returnDone);
    void run(O.processReturnConfirm(name), () => api.processReturn(order.order_id, productId, reason.trim()), (answer) => {
      if (answer.order) onChange(answer.order);
    });
  }

  function receive(p: Line, condition: 'good' | 'damaged') {
    const units = awaited(p);
    const question = condition === 'good' ? O.receivedGoodConfirm(units, p.product_name) : O.receivedDamagedConfirm(units, p.product_name);
    setDone(O.receivedDone);
    void run(question, () => api.receiveReturn(order.order_id, p.product_id, condition), (answer) => {
      if (answer.order) onChange(answer.order);
    });
  }

  return (
    <section className="console-section" aria-labelledby="order-returns">
      <h2 id="order-returns">{O.returnsTitle}</h2>
      {returned.length === 0 ? (
        <p className="console-note">{O.returnsNone}</p>
      ) : (
        <ul className="console-returns">
          {returned.map((p) => {
            const why = returnReasonText(p);
            return (
              <li key={p.product_id} data-testid="returned-line">
                <p>{p.returned_quantity < p.quantity ? O.returnedPart(p.product_name, p.returned_quantity, p.quantity) : O.returned(p.product_name, p.quantity)}</p>
                {why && <p>{O.shopperReason(why)}</p>}
                {p.restocked_quantity > 0 && <p className="console-note">{O.restockedQty(p.restocked_quantity)}</p>}
                {p.damaged_quantity > 0 && <p className="console-note">{O.damagedQty(p.damaged_quantity)}</p>}
                {awaited(p) > 0 && (
                  <>
                    <p className="console-note">{O.awaitingGoods(awaited(p))}</p>
                    <div className="console-actions">
                      <button type="button" className="btn btn-small" disabled={busy} onClick={() => receive(p, 'good')}>
                        {O.receivedGood}
                      </button>
                      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => receive(p, 'damaged')}>
                        {O.receivedDamaged}
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {order.has_credit_note && <OrderCreditNote orderId={order.order_id} invoiceId={order.invoice_id} />}
      {open.length > 0 && (
        <div className="console-actions">
          <div className="console-field">
            <label htmlFor="return-reason">{O.returnReason}</label>
            <input id="return-reason" type="text" value={reason} maxLength={500} aria-invalid={missing || undefined} onChange={(e) => setReason(e.target.value)} />
          </div>
          {open.map((p) => (
            <button key={p.product_id} type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => processLine(p.product_id, p.product_name)}>
              {O.processReturn(p.product_name)}
            </button>
          ))}
        </div>
      )}
      <div aria-live="polite">
        {missing && <p className="console-error">{O.returnNeedsReason}</p>}
        {result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.ok ? done : result.text}</p>}
      </div>
    </section>
  );
}
