import { useState } from 'react';
import { ordersApi } from '@/lib/api/orders';
import { RETURN_REASONS, type Order } from '@/contract/orders';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { productStatus, isProductReturnable } from '@/lib/returns';
import { browserTransport } from '@/lib/shop-config';
import Modal from '../common/Modal';

// Return modal: each returnable product with a checkbox, a preset reason,
// the shopper's own words (needed for "Other", or with no preset) and, for
// more than one unit, how many to send back; each selected product goes
// pending -> returned, or error.

type LineState = 'idle' | 'pending' | 'returned' | 'error';
interface Line {
  selected: boolean;
  /** A preset reason (RETURN_REASONS), or '' for none chosen. */
  code: string;
  reason: string;
  /** How many to return (defaults to all still with the shopper). */
  quantity: number;
  state: LineState;
  error?: string;
}

interface Props {
  order: Order;
  /** `changed` is true when at least one product was returned. */
  onClose: (changed: boolean) => void;
}

const REASON_MAX = 500;
/** Units of a line still with the shopper. */
const unitsLeft = (p: Order['products'][number]) => p.quantity - (p.returned_quantity ?? 0);
/** A line says why: a preset other than "Other", or the shopper's own words. */
const hasReason = (line: Line) => (line.code !== '' && line.code !== 'other') || line.reason.trim() !== '';
const M = MESSAGES.returns;
const O = MESSAGES.shop.orderPage;

export default function ReturnModal({ order, onClose }: Props) {
  const returnable = order.products.filter((p) => isProductReturnable(productStatus(order, p.product_id, p.status)) && unitsLeft(p) > 0);
  const [lines, setLines] = useState<Record<number, Line>>(() =>
    Object.fromEntries(returnable.map((p) => [p.product_id, { selected: false, code: '', reason: '', quantity: unitsLeft(p), state: 'idle' as LineState }])),
  );
  const [warning, setWarning] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const update = (id: number, patch: Partial<Line>) => setLines((prev) => ({ ...prev, [id]: { ...prev[id]!, ...patch } }));

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = returnable.filter((p) => lines[p.product_id]?.selected && lines[p.product_id]?.state !== 'returned');
    if (chosen.some((p) => lines[p.product_id]!.code === 'other' && !lines[p.product_id]!.reason.trim())) {
      setWarning(M.detailsRequired);
      return;
    }
    if (chosen.length === 0 || chosen.some((p) => !hasReason(lines[p.product_id]!))) {
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
        const line = lines[p.product_id]!;
        await api.requestReturn(order.order_id, line.reason.trim(), p.product_id, {
          reasonCode: line.code || undefined,
          quantity: line.quantity < unitsLeft(p) ? line.quantity : undefined,
        });
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
                    {p.product_name} <span className="return-qty">× {unitsLeft(p)}</span>
                  </label>
                </div>
                <div className="return-fields">
                  {unitsLeft(p) > 1 && (
                    <div className="field">
                      <label htmlFor={`${checkId}-qty`}>{M.quantityLabel(p.product_name)}</label>
                      <select
                        id={`${checkId}-qty`}
                        value={line.quantity}
                        disabled={busy || line.state === 'returned'}
                        onChange={(e) => update(p.product_id, { quantity: Number(e.target.value), selected: true })}
                      >
                        {Array.from({ length: unitsLeft(p) }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                  <div className="field">
                    <label htmlFor={`${checkId}-code`}>{M.reasonLabel(p.product_name)}</label>
                    <select
                      id={`${checkId}-code`}
                      value={line.code}
                      disabled={busy || line.state === 'returned'}
                      onChange={(e) => update(p.product_id, { code: e.target.value, selected: line.selected || e.target.value !== '' })}
                    >
                      <option value="">{M.reasonChoose}</option>
                      {RETURN_REASONS.map((code) => (
                        <option key={code} value={code}>
                          {M.reasons[code]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`${checkId}-reason`} className="visually-hidden">
                      {O.reasonFor(p.product_name)}
                    </label>
                    <input
                      id={`${checkId}-reason`}
                      type="text"
                      placeholder={line.code === 'other' ? M.detailsPlaceholderOther : line.code ? M.detailsPlaceholder : O.reasonPlaceholder}
                      aria-required={line.code === 'other' || undefined}
                      value={line.reason}
                      disabled={busy || line.state === 'returned'}
                      onChange={(e) => update(p.product_id, { reason: e.target.value, selected: line.selected || e.target.value.trim() !== '' })}
                    />
                  </div>
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
