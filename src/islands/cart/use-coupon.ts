import { useEffect, useRef, useState } from 'react';
import { checkoutApi } from '@/lib/api/checkout';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

// The coupon box's states: not applied -> applied -> removed (0).
// The server computes the discount from the cart; the amount sent is only
// checked to be a valid non-zero number. The server also remembers the
// applied coupon with the cart (placing uses it): the page shows it again on
// load, and Remove Coupon makes the server forget it.

/** Coupon codes are at most this long (a longer one is refused with a message, not cut). */
const COUPON_CODE_MAX = 40;

export interface AppliedCoupon {
  code: string;
  discount: number;
}

export function useCoupon(userId: number | null) {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);
  // Remove Coupon wins over answers still on their way: each removal starts a
  // new generation, and an answer from an older one changes nothing. The
  // removal itself waits for an apply in flight, so the server forgets the
  // coupon after it, not before.
  const generation = useRef(0);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (userId === null) return;
    const asked = generation.current;
    checkoutApi(browserTransport())
      .appliedCoupon()
      .then((remembered) => {
        if (remembered && asked === generation.current) {
          setApplied((current) => current ?? { code: remembered.code.toUpperCase(), discount: remembered.discount });
        }
      })
      .catch((err) => console.error('Applied coupon fetch failed', err instanceof Error ? err.message : err));
  }, [userId]);

  async function apply(rawCode: string, orderAmount: number, quiet = false): Promise<void> {
    const code = rawCode.trim();
    if (!code) return setError(MESSAGES.coupon.empty);
    if (code.length > COUPON_CODE_MAX) return setError(MESSAGES.general.tooLong(MESSAGES.shop.couponCode, COUPON_CODE_MAX));
    if (!Number.isFinite(orderAmount) || orderAmount <= 0) return setError(MESSAGES.coupon.invalidAmount);
    setApplying(!quiet);
    const asked = generation.current;
    try {
      const request = checkoutApi(browserTransport()).applyCoupon(code, orderAmount);
      inFlight.current = request.catch(() => undefined);
      const answer = await request;
      if (asked !== generation.current) return;
      if (answer.success) {
        setApplied({ code: code.toUpperCase(), discount: answer.discountAmount });
        setError('');
      } else {
        setApplied(null);
        setError(answer.message || MESSAGES.coupon.invalid);
      }
    } catch {
      if (!quiet && asked === generation.current) setError(MESSAGES.coupon.failed);
    } finally {
      setApplying(false);
    }
  }

  function remove() {
    generation.current += 1;
    setApplied(null);
    setError('');
    inFlight.current
      .then(() => checkoutApi(browserTransport()).removeCoupon())
      .catch((err) => console.error('Coupon removal failed', err instanceof Error ? err.message : err));
  }

  return { applied, error, applying, apply, remove };
}
