import { SESSION_STORAGE } from './session-rules';

// Browser storage keys (kept as the API contract's clients name them). The
// session's own keys live with its timings in session-rules.ts.
export const STORAGE = {
  ...SESSION_STORAGE,
  distributorId: 'distributor_id',
  selectedAddress: 'selectedAddress',
  hasSeenPopup: 'hasSeenPopup',
  helpfulReviews: 'helpfulReviews',
  /** Last known cart count, shared between tabs. */
  cartCount: 'cart_count',
  /** This browser's login device token (src/lib/login-device.ts); outlives logout on purpose. */
  loginDevice: 'login_device',
} as const;
