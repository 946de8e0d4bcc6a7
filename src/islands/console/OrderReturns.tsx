import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { consoleApi } from '@/lib/api/console';
import { MESSAGES } from '@/lib/messages';
import { isProductReturnable, returnBlock } from '@/lib/returns';
import { browserTransport } from '@/lib/shop-config';
import { useRowAction } from './use-row-action';

// An order's returns: the lines taken back, and (while the order may still
// be returned) a "Process return" per line still with the shopper, after a
// reason and a confirmation. The answer is the order as it is now.

const O = MESSAGES.console.orders;

export default function OrderReturns({ order, onChange }: { order: Order; onChange: (next: Order) => void }) {
  const [reason, setReason] = useState('');
  const { busy, result, run } = useRowAction();
  const returned = order.products.filter((p) => p.status === 'returned');
  const open = returnBlock(order) === null ? order.products.filter((p) => isProductReturnable(p.status)) : [];
  const [missing, setMissing] = useState(false);

  function processLine(productId: number, name: string) {
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    void run(O.processReturnConfirm(name), () => consoleApi(browserTransport()).processReturn(order.order_id, productId, reason.trim()), (answer) => {
      if (answer.order) onChange(answer.order);
    });
  }

  return (
    <section className="console-section" aria-labelledby="order-returns">
      <h2 id="order-returns">{O.returnsTitle}</h2>
      {returned.length === 0 ? (
        <p className="console-note">{O.returnsNone}</p>
      ) : (
        <ul>
          {returned.map((p) => (
            <li key={p.product_id}>{O.returned(p.product_name, p.quantity)}</li>
          ))}
        </ul>
      )}
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
        {result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.ok ? O.returnDone : result.text}</p>}
      </div>
    </section>
  );
}
