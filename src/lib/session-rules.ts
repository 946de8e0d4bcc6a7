// The browser session's rules in one place: where it is kept and how long it
// lasts. The session store, its watch and the inline guard of protected pages
// (built into a string at build time, so this module imports nothing) all read
// them from here, so a change is one edit.

/** Local storage keys of the session (names kept as the API contract's clients use them). */
export const SESSION_STORAGE = {
  userId: 'user_id',
  userName: 'user_name',
  /** The session's token: the key the session reads. */
  userToken: 'user_token',
  /** The token again, under the contract's other name: a signup's, then the login's (never read as a session). */
  token: 'token',
  email: 'email',
  /** Last activity time (ms), shared between tabs for the inactivity time-out. */
  lastActivity: 'last_activity',
  /** Written on every logout so other tabs hear it through the storage event. */
  logoutSignal: 'logout_signal',
  /** '1' when a staff member chose "Keep me signed in" here: no idle logout; the server's device cookie renews the token. */
  keptSignedIn: 'kept_signed_in',
} as const;

/** 30 minutes without activity in any tab ends the session. */
export const INACTIVITY_MS = 30 * 60 * 1000;
/** A kept session asks for a fresh token once its token has less than this left. */
export const RENEW_BEFORE_MS = 2 * 60 * 60 * 1000;
/** The token's expiry is checked this often (besides a timer set for it). */
export const EXPIRY_CHECK_MS = 60 * 1000;
/** Activity is written to storage at most this often (scroll fires a lot). */
export const ACTIVITY_WRITE_MS = 5 * 1000;
/** Where an ended session (and a guest on a protected page) is sent. */
export const LOGIN_PATH = '/ecommerce/login';
