import { useState } from 'react';
import { isCardOrBank, PAYMENT_METHODS, type PaymentMethod } from '@/contract/orders';
import type { PaymentChoiceInput } from '@/lib/checkout-payload';
import { addressIssue, checkoutIssue } from '@/lib/checkout-validation';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';
import { formatInr } from '@/lib/pricing';
import Modal from '../common/Modal';
import UpiPayPanel from '../payments/UpiPayPanel';
import { CardFields, EMPTY_BANK, EMPTY_CARD, NetBankingFields, UpiFields, type BankState, type CardState } from './PaymentFields';
import '@/styles/payment.css';

// The payment popup (loaded on first open): the four methods and their
// fields, the manual-payment flag with Admin Notes, 'Verified by', the
// transaction id, Confirm Payment and Cancel. Confirm runs the placing checks
// in order and alerts the first failure. UPI may also be paid from the
// shopper's UPI app without a UPI ID: the order is placed waiting for the
// money and the popup then shows the intent link (phone) or QR code (desktop).
// A shop with a payment gateway takes cards and net banking in the gateway's
// Checkout window (no card field here); a shop without one does not offer them.

type PaymentChoice = PaymentChoiceInput;

interface Props {
  address: string;
  /** How this shop takes cards and net banking (CartPage). */
  cardPayments: 'gateway' | 'simulated' | 'none';
  total: number;
  placing: boolean;
  /** Set where the delivery area offers no cash on delivery: that method is left out and this says why. */
  noCashReason?: string;
  onCancel: () => void;
  /** Resolves to the order waiting for a UPI app payment, if that is what was placed. */
  onConfirm: (choice: PaymentChoice) => Promise<string | null>;
}

const ORDERS_PATH = '/ecommerce/order';
const S = MESSAGES.shop;
const P = MESSAGES.payments;

const VERIFIED_BY = 'Admin';
const DEFAULT_NOTES = 'Manual review completed';


export default function PaymentDialog({ address, total, placing, cardPayments, noCashReason, onCancel, onConfirm }: Props) {
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [upiId, setUpiId] = useState('');
  const [card, setCard] = useState<CardState>(EMPTY_CARD);
  const [bank, setBank] = useState<BankState>(EMPTY_BANK);
  const [isManual, setManual] = useState(false);
  const [notes, setNotes] = useState(DEFAULT_NOTES);
  const [transactionId] = useState(() => `TXN-${Date.now()}`);
  const [awaiting, setAwaiting] = useState<string | null>(null);

  /** Choosing a method clears the other methods' fields. */
  function choose(next: PaymentMethod) {
    setMethod(next);
    if (next !== 'UPI') setUpiId('');
    if (next !== 'Credit/Debit Card') setCard(EMPTY_CARD);
    if (next !== 'Net Banking') setBank(EMPTY_BANK);
  }

  async function confirm() {
    if (isCardOrBank(method) && cardPayments !== 'simulated') {
      // Through the gateway, its Checkout window asks for the card or bank; without one, it is not offered.
      const issue = cardPayments === 'none' ? P.gatewayUnavailable : addressIssue(address);
      if (issue) {
        await showAlert(issue, undefined, 'warning');
        return;
      }
      await onConfirm({ method: method as PaymentMethod, upiId: '', card, bank, isManualPayment: isManual, verifiedBy: VERIFIED_BY, adminNotes: notes, transactionId, viaGateway: true });
      return;
    }
    const issue = checkoutIssue({ address, method, upiId, card, bank: bank.bank, ifsc: bank.ifsc, accountNumber: bank.accountNumber });
    if (issue) {
      await showAlert(issue, undefined, 'warning');
      return;
    }
    await onConfirm({ method: method as PaymentMethod, upiId, card, bank, isManualPayment: isManual, verifiedBy: VERIFIED_BY, adminNotes: notes, transactionId });
  }

  /** UPI from the shopper's UPI app: only the address is needed now. */
  async function payFromApp() {
    const issue = addressIssue(address);
    if (issue) {
      await showAlert(issue, undefined, 'warning');
      return;
    }
    const choice = { method: 'UPI' as const, upiId: '', card, bank, isManualPayment: isManual, verifiedBy: VERIFIED_BY, adminNotes: notes, transactionId, directUpi: true };
    setAwaiting(await onConfirm(choice));
  }

  if (awaiting) {
    return (
      <Modal title={P.awaiting} onClose={() => location.assign(localHref(ORDERS_PATH))} className="payment">
        <p className="payment__note" role="status">
          {P.placedAwaiting}
        </p>
        <UpiPayPanel orderId={awaiting} />
        <div className="payment__actions">
          <a className="btn" href={localHref(ORDERS_PATH)}>
            {S.myOrders}
          </a>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={S.choosePayment} onClose={onCancel} busy={placing} className="payment">
      <p className="payment__amount">
        {S.amountToPay} <strong>{formatInr(total)}</strong>
      </p>
      <div className="payment__methods" role="group" aria-label={S.paymentMethod}>
        {PAYMENT_METHODS.filter((m) => !(noCashReason && m === 'Cash on Delivery')).map((m, i) => (
          <button key={m} type="button" autoFocus={i === 0} className={`btn ${method === m ? '' : 'btn-outline'}`} aria-pressed={method === m} onClick={() => choose(m)}>
            {S.paymentMethods[m]}
          </button>
        ))}
      </div>
      {noCashReason && <p className="payment__note">{noCashReason}</p>}

      {method === 'UPI' && (
        <>
          <UpiFields value={upiId} onChange={setUpiId} />
          <button type="button" className="btn btn-outline payment__upi-app" onClick={() => void payFromApp()} disabled={placing}>
            {P.payByQr}
          </button>
        </>
      )}
      {isCardOrBank(method) && cardPayments === 'none' && (
        <p className="payment__note" role="alert">
          {P.gatewayUnavailable}
        </p>
      )}
      {isCardOrBank(method) && cardPayments === 'gateway' && <p className="payment__note">{P.gatewayNote}</p>}
      {method === 'Credit/Debit Card' && cardPayments === 'simulated' && <CardFields card={card} onChange={setCard} />}
      {method === 'Net Banking' && cardPayments === 'simulated' && <NetBankingFields bank={bank} onChange={setBank} />}
      {method === 'Cash on Delivery' && <p className="payment__note">{S.payInCash}</p>}

      <label className="payment__manual">
        <input type="checkbox" checked={isManual} onChange={(e) => setManual(e.target.checked)} /> {S.manualPayment}
      </label>
      {isManual && (
        <>
          <div className="field">
            <label htmlFor="admin-notes">{S.adminNotes}</label>
            <textarea id="admin-notes" rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </div>
          <p className="payment__meta">{S.verifiedBy(VERIFIED_BY)}</p>
        </>
      )}
      <p className="payment__meta" data-testid="transaction-id">
        {S.transactionId} {transactionId}
      </p>

      <div className="payment__actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={placing}>
          {S.cancel}
        </button>
        <button type="button" className="btn" onClick={confirm} disabled={placing} aria-busy={placing}>
          {placing ? S.placingOrder : S.confirmPayment}
        </button>
      </div>
    </Modal>
  );
}
