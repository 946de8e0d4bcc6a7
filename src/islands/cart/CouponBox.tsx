import { useState, type SubmitEvent } from 'react';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import type { AppliedCoupon } from './use-coupon';

interface Props {
  applied: AppliedCoupon | null;
  error: string;
  applying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Coupon input, Apply Coupon, the error line; once applied 'Coupon Applied: -amount' and Remove Coupon. */
export default function CouponBox({ applied, error, applying, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code);
  }

  if (applied) {
    return (
      <div className="coupon coupon--applied" aria-live="polite">
        <p className="coupon__applied" data-testid="coupon-applied">
          {MESSAGES.coupon.applied(formatInr(applied.discount))} <span className="coupon__code">({applied.code})</span>
        </p>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => {
            setCode('');
            onRemove();
          }}
        >
          {MESSAGES.shop.removeCoupon}
        </button>
      </div>
    );
  }

  return (
    <form className="coupon" onSubmit={submit} noValidate>
      <div className="field coupon__field">
        <label htmlFor="coupon-code">{MESSAGES.shop.couponCode}</label>
        <div className="coupon__row">
          <input
            id="coupon-code"
            value={code}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby="coupon-error"
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn" disabled={applying}>
            {applying ? MESSAGES.shop.applying : MESSAGES.shop.applyCoupon}
          </button>
        </div>
        <p id="coupon-error" className="field-error" role="status" aria-live="polite">
          {error}
        </p>
      </div>
    </form>
  );
}
