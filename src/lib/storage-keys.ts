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
  /** The console's sound for new orders, on or off (src/lib/console-alerts.ts); a choice of the browser's, kept past logout. */
  consoleSound: 'console_sound',
  /** Session storage: the order just placed, whose confirmation My Orders shows once. */
  placedOrder: 'placed_order',
} as const;
