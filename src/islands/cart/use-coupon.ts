import { useState } from 'react';
import { checkoutApi } from '@/lib/api/checkout';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

// The coupon box's states (spec 4): not applied -> applied -> removed (0).
// The server computes the discount from the cart; the amount sent is only
// checked to be a valid non-zero number.

export interface AppliedCoupon {
  code: string;
  discount: number;
}

export function useCoupon() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);

  async function apply(rawCode: string, orderAmount: number, quiet = false): Promise<void> {
    const code = rawCode.trim();
    if (!code) return setError(MESSAGES.coupon.empty);
    if (!Number.isFinite(orderAmount) || orderAmount <= 0) return setError(MESSAGES.coupon.invalidAmount);
    setApplying(!quiet);
    try {
      const answer = await checkoutApi(browserTransport()).applyCoupon(code, orderAmount);
      if (answer.success) {
        setApplied({ code: code.toUpperCase(), discount: answer.discountAmount });
        setError('');
      } else {
        setApplied(null);
        setError(answer.message || MESSAGES.coupon.invalid);
      }
    } catch {
      if (!quiet) setError(MESSAGES.coupon.failed);
    } finally {
      setApplying(false);
    }
  }

  function remove() {
    setApplied(null);
    setError('');
  }

  return { applied, error, applying, apply, remove };
}
