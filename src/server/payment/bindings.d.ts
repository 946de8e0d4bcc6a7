// Payment settings (see src/server/payment/index.ts). Declared here because
// `wrangler types` only sees what wrangler.toml holds. PAYMENT_KEYS_SECRET is
// a secret (`wrangler secret put PAYMENT_KEYS_SECRET`); the others are
// optional, and the stand-in and simulator switches are local-only.
declare namespace Cloudflare {
  interface Env {
    PAYMENT_KEYS_SECRET?: string;
    RAZORPAY_API_BASE?: string;
    RAZORPAY_CHECKOUT_URL?: string;
    RAZORPAY_STAND_IN?: string;
    PAYMENT_SIMULATOR?: string;
  }
}
interface Env {
  PAYMENT_KEYS_SECRET?: string;
  RAZORPAY_API_BASE?: string;
  RAZORPAY_CHECKOUT_URL?: string;
  RAZORPAY_STAND_IN?: string;
  PAYMENT_SIMULATOR?: string;
}
