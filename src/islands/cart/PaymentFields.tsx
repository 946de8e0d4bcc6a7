import { useState } from 'react';
import { BANKS } from '@/lib/api/schemas/orders';
import { INPUT_LIMITS, digitsOnly, expiryBlurIssue, formatExpiryInput } from '@/lib/checkout-validation';

// The method-specific fields of the payment popup, with the spec's length
// limits (account 18, IFSC 11, card 16, CVV 3, expiry 5).

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

export function UpiFields({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor="upi-id">UPI ID</label>
      <input id="upi-id" value={value} maxLength={INPUT_LIMITS.upiId} placeholder="name@bank" autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function CardFields({ card, onChange }: { card: CardState; onChange: (card: CardState) => void }) {
  const [expiryError, setExpiryError] = useState('');
  const set = (patch: Partial<CardState>) => onChange({ ...card, ...patch });
  return (
    <div className="payment__fields">
      <div className="field">
        <label htmlFor="card-name">Cardholder name</label>
        <input id="card-name" value={card.name} maxLength={INPUT_LIMITS.cardName} autoComplete="cc-name" onChange={(e) => set({ name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="card-number">Card number</label>
        <input
          id="card-number"
          value={card.number}
          maxLength={INPUT_LIMITS.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          onChange={(e) => set({ number: digitsOnly(e.target.value, INPUT_LIMITS.cardNumber) })}
        />
      </div>
      <div className="payment__row">
        <div className="field">
          <label htmlFor="card-expiry">Expiry (MM/YY)</label>
          <input
            id="card-expiry"
            value={card.expiry}
            maxLength={INPUT_LIMITS.expiry}
            inputMode="numeric"
            placeholder="MM/YY"
            autoComplete="cc-exp"
            aria-invalid={expiryError ? true : undefined}
            aria-describedby="card-expiry-error"
            onChange={(e) => {
              setExpiryError('');
              set({ expiry: formatExpiryInput(e.target.value) });
            }}
            onBlur={() => setExpiryError(expiryBlurIssue(card.expiry) ?? '')}
          />
          <p id="card-expiry-error" className="field-error" role="alert">
            {expiryError}
          </p>
        </div>
        <div className="field">
          <label htmlFor="card-cvv">CVV</label>
          <input
            id="card-cvv"
            type="password"
            value={card.cvv}
            maxLength={INPUT_LIMITS.cvv}
            inputMode="numeric"
            autoComplete="cc-csc"
            onChange={(e) => set({ cvv: digitsOnly(e.target.value, INPUT_LIMITS.cvv) })}
          />
        </div>
      </div>
    </div>
  );
}

export function NetBankingFields({ bank, onChange }: { bank: BankState; onChange: (bank: BankState) => void }) {
  const set = (patch: Partial<BankState>) => onChange({ ...bank, ...patch });
  return (
    <div className="payment__fields">
      <div className="field">
        <label htmlFor="bank-name">Bank</label>
        <select id="bank-name" value={bank.bank} onChange={(e) => set({ bank: e.target.value })}>
          <option value="">Select your bank</option>
          {BANKS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="account-number">Account number</label>
        <input
          id="account-number"
          value={bank.accountNumber}
          maxLength={INPUT_LIMITS.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => set({ accountNumber: digitsOnly(e.target.value, INPUT_LIMITS.accountNumber) })}
        />
      </div>
      <div className="field">
        <label htmlFor="ifsc-code">IFSC code</label>
        <input
          id="ifsc-code"
          value={bank.ifsc}
          maxLength={INPUT_LIMITS.ifsc}
          autoComplete="off"
          onChange={(e) => set({ ifsc: e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, '') })}
        />
      </div>
    </div>
  );
}
