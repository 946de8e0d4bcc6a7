import { localised, type Widen } from './i18n/catalogue';
// The page's language is loaded before these words are first read (as messages.ts does).
import './i18n/page-catalogue';

// The words of the header both operator screens share (who is signed in,
// logout, the console's alerts). A section of their own (`consoleHeader`;
// Hindi: i18n/hi-IN/console-header.ts, in the operators' chunk), so a screen's
// header does not bring the words of every console page with it.

export const EN_CONSOLE_HEADER = {
  signedInAs: (name: string) => `Signed in as ${name}`,
  logout: 'Log out',
  loggingOut: 'Logging out…',
  keptOnDevice: 'Signed in on this device',
  signOutOthers: 'Sign out other devices',
  signOutOthersTitle: 'Sign out your other devices?',
  signOutOthersText: 'Every other phone or computer signed in as you is logged out at once. This one stays signed in.',
  signingOutOthers: 'Signing out…',
  signedOutOthers: 'Your other devices are signed out.',
  cancel: 'Cancel',
  // The API's answers.
  deviceResumed: 'Signed in on this device.',
  deviceEnded: 'This device is no longer kept signed in. Please login again.',
  sound: 'Sound for new orders',
  allowAlerts: 'Alert me in the browser',
  newOrders: (n: number) => (n === 1 ? 'A new order is waiting' : `${n} new orders are waiting`),
  waitingNow: (n: number) => `${n} waiting for you (orders to approve, payments to verify, prescriptions to review)`,
} as const;

/** What another language's `consoleHeader` section holds: every English key with its arguments. */
export type ConsoleHeaderCatalogue = Widen<typeof EN_CONSOLE_HEADER>;

/** The words in the page's language. */
export const CONSOLE_HEADER = localised(EN_CONSOLE_HEADER, 'consoleHeader');
