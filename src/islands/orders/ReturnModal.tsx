import { useState } from 'react';
import { ordersApi } from '@/lib/api/orders';
import type { Order } from '@/contract/orders';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { productStatus, isProductReturnable } from '@/lib/returns';
import { browserTransport } from '@/lib/shop-config';
import Modal from '../common/Modal';

// Return modal: each returnable product with a checkbox and a
// reason; each selected product goes pending -> returned, or error.

type LineState = 'idle' | 'pending' | 'returned' | 'error';
interface Line {
  selected: boolean;
  reason: string;
  state: LineState;
  error?: string;
}

interface Props {
  order: Order;
  /** `changed` is true when at least one product was returned. */
  onClose: (changed: boolean) => void;
}

const REASON_MAX = 500;
const M = MESSAGES.returns;
const O = MESSAGES.shop.orderPage;

export default function ReturnModal({ order, onClose }: Props) {
  const returnable = order.products.filter((p) => isProductReturnable(productStatus(order, p.product_id, p.status)));
  const [lines, setLines] = useState<Record<number, Line>>(() =>
    Object.fromEntries(returnable.map((p) => [p.product_id, { selected: false, reason: '', state: 'idle' as LineState }])),
  );
  const [warning, setWarning] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const update = (id: number, patch: Partial<Line>) => setLines((prev) => ({ ...prev, [id]: { ...prev[id]!, ...patch } }));

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = returnable.filter((p) => lines[p.product_id]?.selected && lines[p.product_id]?.state !== 'returned');
    if (chosen.length === 0 || chosen.some((p) => !lines[p.product_id]!.reason.trim())) {
      setWarning(M.selectProduct);
      return;
    }
    if (chosen.some((p) => lines[p.product_id]!.reason.trim().length > REASON_MAX)) {
      setWarning(MESSAGES.general.tooLong(MESSAGES.shop.productPage.reason, REASON_MAX));
      return;
    }
    setWarning('');
    setBusy(true);
    const api = ordersApi(browserTransport());
    let failure: string | null = null;
    let returned = 0;
    for (const p of chosen) {
      update(p.product_id, { state: 'pending', error: undefined });
      try {
        await api.requestReturn(order.order_id, lines[p.product_id]!.reason.trim(), p.product_id);
        update(p.product_id, { state: 'returned', selected: false });
        returned += 1;
      } catch (err) {
        const message = err instanceof ApiError && err.status > 0 && err.message ? err.message : M.failedProduct(p.product_name);
        update(p.product_id, { state: 'error', error: message });
        failure ??= message;
      }
    }
    setBusy(false);
    const anyChanged = changed || returned > 0;
    setChanged(anyChanged);
    if (failure) {
      await showAlert(M.failedTitle, failure || M.failed, 'error');
      return;
    }
    onClose(anyChanged);
    await showAlert(chosen.length > 1 ? M.allSuccess : M.success, undefined, 'success');
  }

  return (
    <Modal title={O.returnTitle} onClose={() => onClose(changed)} busy={busy} className="return-modal">
      <p className="modal-sub">
        {O.order} <strong>{order.order_id}</strong>: {O.returnLead}
      </p>
      <form onSubmit={submit} noValidate>
        <ul className="return-list">
          {returnable.map((p) => {
            const line = lines[p.product_id]!;
            const checkId = `return-${p.product_id}`;
            return (
              <li key={p.product_id} className={`return-line is-${line.state}`}>
                <div className="return-check">
                  <input
                    id={checkId}
                    type="checkbox"
                    checked={line.selected}
                    disabled={busy || line.state === 'returned'}
                    onChange={(e) => update(p.product_id, { selected: e.target.checked })}
                  />
                  <label htmlFor={checkId}>
                    {p.product_name} <span className="return-qty">× {p.quantity}</span>
                  </label>
                </div>
                <div className="field">
                  <label htmlFor={`${checkId}-reason`} className="visually-hidden">
                    {O.reasonFor(p.product_name)}
                  </label>
                  <input
                    id={`${checkId}-reason`}
                    type="text"
                    placeholder={O.reasonPlaceholder}
                    value={line.reason}
                    disabled={busy || line.state === 'returned'}
                    onChange={(e) => update(p.product_id, { reason: e.target.value, selected: line.selected || e.target.value.trim() !== '' })}
                  />
                </div>
                <p className="return-state" aria-live="polite">
                  {line.state === 'pending' && O.submitting}
                  {line.state === 'returned' && O.returned}
                  {line.state === 'error' && <span className="field-error">{line.error}</span>}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="field-error" role="alert">
          {warning}
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => onClose(changed)} disabled={busy}>
            {MESSAGES.shop.cancel}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? O.submitting : O.submitReturn}
          </button>
        </div>
      </form>
    </Modal>
  );
}
