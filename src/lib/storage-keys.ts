// Browser storage keys (kept as the API contract's clients name them).
export const STORAGE = {
  userToken: 'user_token',
  userName: 'user_name',
  userId: 'user_id',
  token: 'token',
  distributorId: 'distributor_id',
  selectedAddress: 'selectedAddress',
  email: 'email',
  hasSeenPopup: 'hasSeenPopup',
  helpfulReviews: 'helpfulReviews',
  /** Written on every logout so other tabs hear it through the storage event. */
  logoutSignal: 'logout_signal',
  /** Last known cart count, shared between tabs. */
  cartCount: 'cart_count',
  /** Last activity time (ms), shared between tabs for the inactivity time-out. */
  lastActivity: 'last_activity',
} as const;
