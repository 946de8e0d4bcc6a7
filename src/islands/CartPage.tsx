import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { checkoutApi } from '@/lib/api/checkout';
import { hasPlaceErrors, validatePlace, type PlaceValues } from '@/lib/forms/place-check';
import { parsePincode, pincodeInText } from '@/lib/india/pincode';
import type { Address } from '@/contract/account';
import { linesToFix, lineStock, sellableLines } from '@/lib/checkout-cart';
import { addressIssue } from '@/lib/address-check';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { productName } from '@/lib/i18n/product-words';
import { cartTotalPaise, formatInr, itemsTotalPaise, toPaise, toRupees } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import { STORAGE } from '@/lib/storage-keys';
import { $session, isLoggedIn } from '@/lib/stores/session';
import AddressPicker, { placeOf } from './cart/AddressPicker';
import { BUYER_GSTIN_ID, buyerGstinIssue } from './cart/BuyerGstin';
import CartItemRow from './cart/CartItemRow';
import CartSummary from './cart/CartSummary';
import CouponBox from './cart/CouponBox';
import { useCart } from './cart/use-cart';
import { useCheckout } from './cart/use-checkout';
import { useCoupon } from './cart/use-coupon';
import { useDeliveryQuote } from './cart/use-delivery-quote';
import '@/styles/cart.css';

// The protected cart and checkout page. Lines the stock no longer covers are
// marked, left out of every total, and must be fixed before Proceed to Buy.
const PaymentDialog = lazy(() => import('./cart/PaymentDialog'));
// Only a cart holding a prescription medicine loads the upload (and its words).
const CartPrescription = lazy(() => import('./cart/CartPrescription'));

/** How the shop takes cards and net banking: its gateway's Checkout, the local simulation, or not at all. */
export type CardPayments = 'gateway' | 'simulated' | 'none';

export default function CartPage({ apiRoot, cardPayments = 'simulated' }: { apiRoot: string; cardPayments?: CardPayments }) {
  const session = useStore($session);
  const userId = isLoggedIn(session) ? session.userId : null;
  const cart = useCart(userId);
  const coupon = useCoupon(userId);
  // A business buyer's GSTIN (optional), and why it was refused: kept as typed.
  const [gstin, setGstin] = useState('');
  const [gstinError, setGstinError] = useState('');
  // Checked at Proceed to Buy (not on leaving the field: a message appearing then would move
  // the button from under the tap); once refused, each change is checked again.
  const typedGstin = (value: string) => {
    setGstin(value);
    if (gstinError) setGstinError(buyerGstinIssue(value));
  };
  const checkout = useCheckout(() => void cart.reload(), (message) => {
    setGstinError(message);
    document.getElementById(BUYER_GSTIN_ID)?.focus();
  });
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [address, setAddress] = useState('');
  const [addressTouched, setAddressTouched] = useState(false);
  const [paying, setPaying] = useState(false);
  const [place, setPlace] = useState<PlaceValues>({ pincode: '', city: '', state: '' });
  // A prescription medicine in the cart: the upload part says whether payment may start (false: it asked).
  const prescriptionGate = useRef<(() => Promise<boolean>) | null>(null);

  useEffect(() => {
    const remembered = localStorage.getItem(STORAGE.selectedAddress) ?? '';
    setAddress(remembered);
    setPlace((p) => (p.pincode ? p : { ...p, pincode: pincodeInText(remembered) ?? '' }));
  }, []);

  useEffect(() => {
    if (userId === null) return;
    checkoutApi(browserTransport())
      .savedAddresses(userId)
      .then((list) => {
        setAddresses(list);
        // The address in the field, when saved, brings its pincode, city and state.
        const saved = list.find((a) => a.full_address === (localStorage.getItem(STORAGE.selectedAddress) ?? ''));
        if (saved) setPlace(placeOf(saved));
      })
      .catch((err) => console.error('Address fetch failed', err instanceof Error ? err.message : err));
  }, [userId]);

  // A complete pincode is checked at once, so the charge and any refusal show before Proceed to Buy.
  const typedPincode = parsePincode(place.pincode);
  const quote = useDeliveryQuote(typedPincode);
  const delivery = quote.delivery;

  const items = cart.items ?? [];
  const sellable = sellableLines(items);
  const itemsPaise = itemsTotalPaise(sellable.map((i) => ({ price_paise: toPaise(i.product_price), discount: i.discount, quantity: i.quantity })));
  const itemsTotal = toRupees(itemsPaise);
  const couponDiscount = coupon.applied?.discount ?? 0;
  const toPay = toRupees(cartTotalPaise(itemsPaise, toPaise(delivery ?? 0), toPaise(couponDiscount)));
  const needPrescription = items.filter((i) => i.prescription_required).map((i) => productName(i));
  const signature = items.map((i) => `${i.id}:${i.quantity}:${lineStock(i).kind}`).join(',');

  // The server computes the discount from the cart: ask again when it changes.
  useEffect(() => {
    if (!coupon.applied) return;
    if (itemsTotal > 0) void coupon.apply(coupon.applied.code, itemsTotal, true);
    else coupon.remove();
    // Only a change of the lines asks again; the coupon's own updates must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  const addressError = addressTouched ? (addressIssue(address) ?? '') : '';
  const placeErrors = validatePlace(place);

  async function proceed() {
    const toFix = linesToFix(items);
    if (toFix) {
      await showAlert(MESSAGES.cart.fixTitle, toFix, 'warning');
      return;
    }
    if (needPrescription.length > 0 && !(await prescriptionGate.current?.())) return;
    setAddressTouched(true);
    const issue = addressIssue(address);
    if (issue) {
      await showAlert(issue, undefined, 'warning');
      document.getElementById('delivery-address')?.focus();
      return;
    }
    const placeIssue = Object.values(placeErrors).find(Boolean);
    if (hasPlaceErrors(placeErrors) && placeIssue) {
      await showAlert(placeIssue, undefined, 'warning');
      document.getElementById('delivery-pincode')?.focus();
      return;
    }
    const gstinIssue = buyerGstinIssue(gstin);
    setGstinError(gstinIssue);
    if (gstinIssue) {
      document.getElementById(BUYER_GSTIN_ID)?.focus();
      return;
    }
    // The shop may deliver by pincode: ask before payment, as placing would
    // (a pincode written in the address counts when the field is empty).
    const pincode = place.pincode.trim() || pincodeInText(address) || '';
    if (pincode !== place.pincode) setPlace({ ...place, pincode });
    const refusal = await quote.checkArea(pincode);
    if (refusal) {
      // Focus moves once, to the pincode as the alert closes: a second move a
      // moment later (the alert handing focus back to Proceed) took keys typed meanwhile.
      await showAlert(refusal, undefined, 'warning', undefined, 'delivery-pincode');
      return;
    }
    setPaying(true);
  }

  if (cart.items === null || delivery === null) {
    return (
      <p className="cart-status" role="status">
        <span className="spinner" aria-hidden="true" /> {MESSAGES.shop.loadingCart}
      </p>
    );
  }

  return (
    <div className="cart-page">
      <div className="cart-page__head">
        <h1>{MESSAGES.shop.shoppingCart}</h1>
        <a className="btn btn-outline" href="/ecommerce">
          {MESSAGES.shop.addItems}
        </a>
      </div>
      {cart.loadFailed && (
        <p className="field-error" role="alert">
          {MESSAGES.shop.cartLoadFailed} <button type="button" className="btn btn-small btn-outline" onClick={() => void cart.reload()}>{MESSAGES.shop.tryAgain}</button>
        </p>
      )}
      {items.length === 0 ? (
        <p className="cart-empty card" data-testid="cart-empty">
          {MESSAGES.cart.empty}
        </p>
      ) : (
        <div className="cart-page__grid">
          <div className="cart-page__main">
            <ul className="cart-items" aria-label={MESSAGES.shop.cartItems}>
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  apiRoot={apiRoot}
                  busy={cart.busyLine === item.id}
                  onIncrease={() => void cart.increase(item)}
                  onDecrease={() => void cart.decrease(item)}
                  onRemove={() => void cart.remove(item)}
                />
              ))}
            </ul>
            {needPrescription.length > 0 && (
              <Suspense fallback={null}>
                <CartPrescription names={needPrescription} gate={prescriptionGate} />
              </Suspense>
            )}
            <AddressPicker addresses={addresses} address={address} error={addressError} onChange={setAddress} onBlur={() => setAddressTouched(true)}
              place={place} placeErrors={placeErrors} onPlaceChange={setPlace} deliveryNote={quote.note}
              gstin={{ value: gstin, error: gstinError, onChange: typedGstin }} />
          </div>
          <aside className="cart-page__side">
            <CouponBox
              applied={coupon.applied}
              error={coupon.error}
              applying={coupon.applying}
              onApply={(code) => void coupon.apply(code, itemsTotal)}
              onRemove={coupon.remove}
            />
            <CartSummary itemsTotal={itemsTotal} delivery={delivery ?? 0} couponDiscount={couponDiscount} toPay={toPay} canProceed={items.length > 0} onProceed={() => void proceed()} />
          </aside>
        </div>
      )}
      {paying && userId !== null && (
        <Suspense fallback={<div className="modal-backdrop"><span className="spinner" role="status" aria-label={MESSAGES.shop.loadingPayment} /></div>}>
          <PaymentDialog
            address={address}
            total={toPay}
            placing={checkout.placing}
            cardPayments={cardPayments}
            noCashReason={
              !quote.cashOffered
                ? MESSAGES.delivery.codNotOffered(typedPincode ?? '')
                : quote.cashMax !== null && toPay > quote.cashMax
                  ? MESSAGES.orderLimits.cod(formatInr(quote.cashMax))
                  : undefined
            }
            onCancel={() => setPaying(false)}
            onConfirm={async (choice) => {
              const outcome = await checkout.place(choice, {
                userId,
                address,
                place,
                buyerGstin: gstin,
                couponCode: coupon.applied?.code ?? null,
                couponDiscount,
                products: items.map((i) => ({ product_id: i.product_id, quantity: i.quantity })),
                signature: `${signature}|${coupon.applied?.code ?? ''}|${address.trim()}|${place.pincode.trim()}|${gstin.trim()}`,
              });
              if (typeof outcome === 'object' && 'gatewayOrderId' in outcome) {
                coupon.remove();
                // The popup closes; Checkout opens its own window over the page.
                setPaying(false);
                const { payThroughGateway } = await import('./payments/gateway-checkout');
                await payThroughGateway(outcome.gatewayOrderId);
                return null;
              }
              if (typeof outcome === 'object') {
                coupon.remove();
                return outcome.awaitingOrderId;
              }
              if (outcome === 'placed') coupon.remove();
              if (outcome !== 'stay') setPaying(false);
              return null;
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
