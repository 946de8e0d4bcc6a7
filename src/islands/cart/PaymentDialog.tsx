import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/api/readers/orders';
import type { PaymentChoiceInput } from '@/lib/checkout-payload';
import { checkoutIssue } from '@/lib/checkout-validation';
import { showAlert } from '@/lib/dialogs';
import { formatInr } from '@/lib/pricing';
import { CardFields, EMPTY_BANK, EMPTY_CARD, NetBankingFields, UpiFields, type BankState, type CardState } from './PaymentFields';
import '@/styles/payment.css';

// The payment popup (loaded on first open): the four methods and their
// fields, the manual-payment flag with Admin Notes, 'Verified by', the
// transaction id, Confirm Payment and Cancel. Confirm runs the placing checks
// in order and alerts the first failure.

export type PaymentChoice = PaymentChoiceInput;

interface Props {
  address: string;
  total: number;
  placing: boolean;
  onCancel: () => void;
  onConfirm: (choice: PaymentChoice) => void;
}

const VERIFIED_BY = 'Admin';
const DEFAULT_NOTES = 'Manual review completed';

export default function PaymentDialog({ address, total, placing, onCancel, onConfirm }: Props) {
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [upiId, setUpiId] = useState('');
  const [card, setCard] = useState<CardState>(EMPTY_CARD);
  const [bank, setBank] = useState<BankState>(EMPTY_BANK);
  const [isManual, setManual] = useState(false);
  const [notes, setNotes] = useState(DEFAULT_NOTES);
  const [transactionId] = useState(() => `TXN-${Date.now()}`);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    return () => opener?.focus?.();
  }, []);

  /** Choosing a method clears the other methods' fields. */
  function choose(next: PaymentMethod) {
    setMethod(next);
    if (next !== 'UPI') setUpiId('');
    if (next !== 'Credit/Debit Card') setCard(EMPTY_CARD);
    if (next !== 'Net Banking') setBank(EMPTY_BANK);
  }

  async function confirm() {
    const issue = checkoutIssue({ address, method, upiId, card, bank: bank.bank, ifsc: bank.ifsc, accountNumber: bank.accountNumber });
    if (issue) {
      await showAlert(issue, undefined, 'warning');
      return;
    }
    onConfirm({ method: method as PaymentMethod, upiId, card, bank, isManualPayment: isManual, verifiedBy: VERIFIED_BY, adminNotes: notes, transactionId });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !placing) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Keep the focus inside the dialog.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button, input, select, textarea')].filter((el) => !el.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="payment-backdrop">
      <div ref={dialog} className="payment card" role="dialog" aria-modal="true" aria-labelledby="payment-title" onKeyDown={onKeyDown}>
        <h2 id="payment-title">Choose a payment method</h2>
        <p className="payment__amount">
          Amount to pay: <strong>{formatInr(total)}</strong>
        </p>
        <div className="payment__methods" role="group" aria-label="Payment method">
          {PAYMENT_METHODS.map((m) => (
            <button key={m} type="button" className={`btn ${method === m ? '' : 'btn-outline'}`} aria-pressed={method === m} onClick={() => choose(m)}>
              {m}
            </button>
          ))}
        </div>

        {method === 'UPI' && <UpiFields value={upiId} onChange={setUpiId} />}
        {method === 'Credit/Debit Card' && <CardFields card={card} onChange={setCard} />}
        {method === 'Net Banking' && <NetBankingFields bank={bank} onChange={setBank} />}
        {method === 'Cash on Delivery' && <p className="payment__note">Pay in cash when your order arrives.</p>}

        <label className="payment__manual">
          <input type="checkbox" checked={isManual} onChange={(e) => setManual(e.target.checked)} /> Manual payment
        </label>
        {isManual && (
          <>
            <div className="field">
              <label htmlFor="admin-notes">Admin Notes</label>
              <textarea id="admin-notes" rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </div>
            <p className="payment__meta">Verified by: {VERIFIED_BY}</p>
          </>
        )}
        <p className="payment__meta" data-testid="transaction-id">
          Transaction ID: {transactionId}
        </p>

        <div className="payment__actions">
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={placing}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={confirm} disabled={placing} aria-busy={placing}>
            {placing ? 'Placing order…' : 'Confirm Payment'}
          </button>
        </div>
      </div>
    </div>
  );
}
