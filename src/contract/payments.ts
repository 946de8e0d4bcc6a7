import { bool, fields, num, optNum, optStr, str, type Reader } from './read';

// Direct UPI payment of an order (GET placeOrder/{orderId}/upi-payment): what
// the shopper's UPI app is asked to pay, built by the server from the order's
// stored total and the shop's payee. `link` is the upi://pay intent link; the
// QR code holds the same text.

export interface UpiPayment {
  order_id: string;
  link: string;
  payee_vpa: string;
  payee_name: string;
  /** Rupees. */
  amount: number;
  /** The order id, as the link's tr. */
  reference: string;
  /** ISO time after which the order is cancelled unless paid. */
  expires_at: string;
}

export const readUpiPayment: Reader<UpiPayment> = /* @__PURE__ */ fields({
  order_id: str,
  link: str,
  payee_vpa: str,
  payee_name: str,
  amount: num,
  reference: str,
  expires_at: str,
});

// Gateway payment of an order (GET placeOrder/{orderId}/gateway-checkout):
// the options the page opens Razorpay Checkout with. The amount is the
// server's stored total; key_id is the shop's public key id.
export interface GatewayCheckout {
  order_id: string;
  key_id: string;
  gateway_order_id: string;
  /** Paise, as Checkout wants it. */
  amount: number;
  currency: 'INR';
  shop_name: string;
  /** The Checkout script to load. */
  script_url: string;
  expires_at: string | null;
  /** Seconds Checkout stays open (its `timeout` option): it closes before the order stops waiting for payment. */
  timeout: number | null;
}

export const readGatewayCheckout: Reader<GatewayCheckout> = /* @__PURE__ */ fields({
  order_id: str,
  key_id: str,
  gateway_order_id: str,
  amount: num,
  currency: str as Reader<'INR'>,
  shop_name: str,
  script_url: str,
  expires_at: optStr,
  timeout: optNum,
});

/** A shop's payment settings as the console sees them: never a key, only whether one is set. */
export interface PaymentSettingsView {
  payee_vpa: string | null;
  payee_name: string | null;
  unpaid_expiry_minutes: number;
  gateway: { provider: 'razorpay'; keys_set: boolean; key_id_last4: string | null };
}

export const readPaymentSettings: Reader<PaymentSettingsView> = /* @__PURE__ */ fields({
  payee_vpa: optStr,
  payee_name: optStr,
  unpaid_expiry_minutes: num,
  gateway: /* @__PURE__ */ fields({ provider: (() => 'razorpay') as Reader<'razorpay'>, keys_set: bool, key_id_last4: optStr }),
});

/** What a change of the settings answers: a message and the settings as they are now. */
export const readPaymentSettingsSaved: Reader<{ message: string; settings: PaymentSettingsView }> = /* @__PURE__ */ fields({
  message: str,
  settings: readPaymentSettings,
});
