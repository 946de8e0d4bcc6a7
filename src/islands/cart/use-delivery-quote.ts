import { useEffect, useRef, useState } from 'react';
import { checkoutApi } from '@/lib/api/checkout';
import { ApiError } from '@/lib/api/transport';
import { browserTransport } from '@/lib/shop-config';

// What delivery costs the cart: the shop's own charge, and once a complete
// pincode is typed, its delivery area's terms (charge, cash on delivery and its
// limit, or why the shop cannot deliver there). Quotes can cross on the way:
// only the latest request's answer counts.

export function useDeliveryQuote(typedPincode: string | null) {
  // Null until the server's charge is known: a total without it would show, then jump.
  const [shopCharge, setShopCharge] = useState<number | null>(null);
  // The pincode's area charge wins over the shop's, whichever answer arrives last.
  const [areaCharge, setAreaCharge] = useState<number | null>(null);
  // Each quote request's number: an answer for a pincode typed over, or
  // cleared, since is not this address's.
  const latestQuote = useRef(0);
  // A note when the shop cannot deliver to the pincode.
  const [note, setNote] = useState('');
  const [cashOffered, setCashOffered] = useState(true);
  // The largest total the shop takes cash on delivery for (known with the pincode's quote).
  const [cashMax, setCashMax] = useState<number | null>(null);

  useEffect(() => {
    checkoutApi(browserTransport())
      .deliveryCharge()
      .then(setShopCharge)
      .catch((err) => {
        // Logged, and the charge is taken as 0.
        console.error('Delivery charge fetch failed', err instanceof Error ? err.message : err);
        setShopCharge(0);
      });
  }, []);

  /** The area's charge and cash on delivery for the pincode, by the rule placing applies; the refusal's message, or null. */
  async function checkArea(pincode: string): Promise<string | null> {
    const asked = ++latestQuote.current;
    try {
      const quote = await checkoutApi(browserTransport()).deliveryQuote(pincode);
      if (latestQuote.current !== asked) return null;
      setAreaCharge(quote.charge);
      setCashOffered(quote.cod);
      setCashMax(quote.cod_max);
      setNote('');
      return null;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) {
        // Placing checks again; the cart goes on with the charge it shows.
        console.error('Delivery quote failed', err instanceof Error ? err.message : err);
        return null;
      }
      // A refusal stops Proceed to Buy for this pincode even when a later request shows.
      if (latestQuote.current === asked) setNote(err.message);
      return err.message;
    }
  }

  // A complete pincode is checked at once, so the charge and any refusal show before Proceed to Buy.
  useEffect(() => {
    if (typedPincode) void checkArea(typedPincode);
    else {
      latestQuote.current++;
      setNote('');
    }
  }, [typedPincode]);

  return { delivery: areaCharge ?? shopCharge, note, cashOffered, cashMax, checkArea };
}
