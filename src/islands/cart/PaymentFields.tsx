import { useState, type Dispatch, type InputHTMLAttributes, type SetStateAction } from 'react';
import { BANKS } from '@/contract/orders';
import { cleanAccountNumber, cleanCardNumber, cleanCvv, cleanExpiry, cleanIfsc } from '@/lib/checkout-input';
import { expiryBlurIssue } from '@/lib/checkout-validation';
import { INPUT_LIMITS } from '@/lib/payment-checks';
import { MESSAGES } from '@/lib/messages';

// The method-specific fields of the payment popup, with their length limits
// (account 18, IFSC 11, card 16, CVV 3, expiry 5). The limits apply to the
// cleaned value, not to what is typed or pasted: no maxLength on these inputs,
// or a browser would cut "4111 1111 1111 1111" to 16 characters (13 digits)
// before the spaces could be dropped.

export interface CardState {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
}
export interface BankState {
  bank: string;
  accountNumber: string;
  ifsc: string;
}
export const EMPTY_CARD: CardState = { name: '', number: '', expiry: '', cvv: '' };
export const EMPTY_BANK: BankState = { bank: '', accountNumber: '', ifsc: '' };

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
};

/** The fields' words (a view: each read is in the page's language). */
const F = MESSAGES.shop.paymentFields;

/** A labelled text input; with `error`, an inline message announced as it appears. */
function Input({ id, label, value, onValue, error, ...rest }: InputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function UpiFields({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return <Input id="upi-id" label={F.upiId} value={value} onValue={onChange} maxLength={INPUT_LIMITS.upiId} placeholder="name@bank" />;
}

export function CardFields({ card, onChange }: { card: CardState; onChange: Dispatch<SetStateAction<CardState>> }) {
  const [expiryError, setExpiryError] = useState('');
  // Functional updates: two quick edits before a re-render must not undo each other.
  const set = (patch: Partial<CardState>) => onChange((prev) => ({ ...prev, ...patch }));
  const L = INPUT_LIMITS;
  return (
    <div className="payment__fields">
      <Input id="card-name" label={F.cardName} value={card.name} onValue={(name) => set({ name })} maxLength={L.cardName} autoComplete="cc-name" />
      <Input
        id="card-number"
        label={F.cardNumber}
        value={card.number}
        onValue={(v) => set({ number: cleanCardNumber(v) })}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <div className="payment__row">
        <Input
          id="card-expiry"
          label={F.expiry}
          value={card.expiry}
          onValue={(v) => {
            setExpiryError('');
            set({ expiry: cleanExpiry(v) });
          }}
          onBlur={() => setExpiryError(expiryBlurIssue(card.expiry) ?? '')}
          error={expiryError}
          inputMode="numeric"
          placeholder="MM/YY"
          autoComplete="cc-exp"
        />
        <Input
          id="card-cvv"
          label={F.cvv}
          type="password"
          value={card.cvv}
          onValue={(v) => set({ cvv: cleanCvv(v) })}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </div>
    </div>
  );
}

export function NetBankingFields({ bank, onChange }: { bank: BankState; onChange: Dispatch<SetStateAction<BankState>> }) {
  const set = (patch: Partial<BankState>) => onChange((prev) => ({ ...prev, ...patch }));
  return (
    <div className="payment__fields">
      <div className="field">
        <label htmlFor="bank-name">{F.bank}</label>
        <select id="bank-name" value={bank.bank} onChange={(e) => set({ bank: e.target.value })}>
          <option value="">{F.chooseBank}</option>
          {BANKS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
      <Input
        id="account-number"
        label={F.accountNumber}
        value={bank.accountNumber}
        onValue={(v) => set({ accountNumber: cleanAccountNumber(v) })}
        inputMode="numeric"
      />
      <Input
        id="ifsc-code"
        label={F.ifsc}
        value={bank.ifsc}
        onValue={(v) => set({ ifsc: cleanIfsc(v) })}
        placeholder="SBIN0001234"
      />
    </div>
  );
}
