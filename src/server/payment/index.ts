import { MESSAGES } from '@/lib/messages';
import { gatewayKeys } from '../data/gateway-keys';
import type { Authorization, PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay-gateway';
import { RAZORPAY_API, RAZORPAY_CHECKOUT_JS, type RazorpayKeys } from './razorpay';
import { razorpayStandInFetch, STAND_IN_CHECKOUT_PATH } from './razorpay-stand-in';
import { simulatedGateway } from './simulated';

export type { GatewayName, PaymentRequest } from './gateway';

// Which gateway a shop takes money through: Razorpay with the shop's own
// keys; without keys, direct UPI and cash only, except locally and in tests,
// where the simulated gateway stands in (PAYMENT_SIMULATOR=on, written by the
// local setup, never deployed). The Razorpay API is the live one unless the
// local setup switches on the stand-in (RAZORPAY_STAND_IN=on).

/** The local stand-ins are on: the local setup says so and this is not production. */
export function razorpayStandInOn(env: Env): boolean {
  return env.RAZORPAY_STAND_IN === 'on' && env.APP_ENV !== 'production';
}

export function simulatorOn(env: Env): boolean {
  return env.PAYMENT_SIMULATOR === 'on' && env.APP_ENV !== 'production';
}

/** Where the Razorpay API is and how it is called (the stand-in is served in-process). */
export function razorpayTransport(env: Env): { apiBase: string; fetcher?: typeof fetch } {
  if (razorpayStandInOn(env)) return { apiBase: RAZORPAY_API, fetcher: razorpayStandInFetch(env) };
  return { apiBase: env.RAZORPAY_API_BASE || RAZORPAY_API };
}

/** The Checkout script the cart page loads (its origin is the only gateway origin the page's CSP allows). */
export function razorpayCheckoutScript(env: Env): string {
  if (razorpayStandInOn(env)) return `/api${STAND_IN_CHECKOUT_PATH}`;
  return env.RAZORPAY_CHECKOUT_URL || RAZORPAY_CHECKOUT_JS;
}

const unavailable: PaymentGateway = {
  kind: 'none',
  async authorize(request): Promise<Authorization> {
    if (request.gateway === 'COD') return { ok: true, transactionId: `COD-${request.orderId}`, gateway: 'COD' };
    return { ok: false, message: MESSAGES.payments.gatewayUnavailable, code: 'GATEWAY_NOT_SET_UP' };
  },
  async capture() {},
  async void() {},
};

export interface ShopGateway {
  gateway: PaymentGateway;
  /** The shop's keys when it has them (Razorpay), for checking signatures. */
  keys: RazorpayKeys | null;
}

/** The gateway for this shop's payments. */
export async function shopGateway(env: Env, db: D1Database, distributorId: number): Promise<ShopGateway> {
  const keys = await gatewayKeys(db, env.PAYMENT_KEYS_SECRET, distributorId);
  if (keys) return { gateway: razorpayGateway(keys, razorpayTransport(env)), keys };
  return { gateway: simulatorOn(env) ? simulatedGateway() : unavailable, keys: null };
}
