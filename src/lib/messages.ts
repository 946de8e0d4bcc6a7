import type { EN_CONSOLE_DAY } from './console-day-messages';
import { SHOP_MESSAGES } from './shop-messages';
import { ORDER_MESSAGES } from './order-messages';
import { englishSection, localised, type Widen } from './i18n/catalogue';
import './i18n/page-catalogue';
import type { NotificationCatalogue } from './notification-messages';
import type { OnDemandCatalogue } from './on-demand-messages';
import type { OrderViewCatalogue } from './order-view-messages';
import type { StateNamesCatalogue } from './india/states';
import type { ConsoleSearchCatalogue } from './console-search-messages';
import type { SearchPageCatalogue } from './search-page-messages';
import type { EN_OPERATOR_MESSAGES } from './operator-messages';

// Every user-facing message, in one place. The UI and the
// tests import them from here so wording cannot drift. The console's and the
// rider screen's words are in console-messages.ts and rider-messages.ts, the
// back office's (operator answers, sign-in limits, invoice PDF, GST) in
// back-office-messages.ts, all loaded through operator-messages.ts; the e-mails'
// and SMS in notification-messages.ts; buying and what follows it (cart,
// coupons, checkout, payment, returns, invoices, delivery, prescriptions) in
// order-messages.ts.

type OperatorWords = typeof EN_OPERATOR_MESSAGES;

/** A section kept in operator-messages.ts, as registered (absent on a shop page, which never shows it). */
const operatorSection = <K extends keyof OperatorWords>(section: K) => englishSection(section) as OperatorWords[K];

export const EN_MESSAGES = {
  general: {
    imageNotAvailable: 'Image not available',
    /** Text over a field's limit is refused with this, never cut short. */
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    noProducts: 'No products found.',
    guestName: 'Guest',
    /** The × in a dialog's corner, to a screen reader. */
    closeDialog: 'Close dialog',
  },
  newsletter: {
    success: 'Subscription successful! Check your inbox.',
    failure: 'Subscription failed. Try again later.',
    confirmed: 'Your newsletter subscription is confirmed. Thank you!',
    confirmInvalid: 'This confirmation link is invalid or was already used. Please subscribe again from the footer.',
  },
  login: {
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email.',
    passwordRequired: 'Password is required.',
    captchaRequired: 'CAPTCHA is required.',
    captchaMismatch: 'Incorrect CAPTCHA. Please try again.',
    success: 'Login successful',
    invalidCredentials: 'Invalid credentials',
    invalidEmailOrPassword: 'Invalid email or password',
    accountDeleted: 'Your account has been deleted by admin.',
    challengeRequired: 'There were many failed logins on this account. Solve the login check to continue.',
    checkingDevice: 'Many failed logins were seen on this account: running a quick security check before logging you in…',
  },
  signup: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
    mobileRequired: 'Mobile Number is required',
    mobileInvalid: 'Please enter a valid 10-digit mobile number',
    passwordRequired: 'Password is required',
    passwordShort: 'Password must be at least 6 characters',
    passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
    nameTooLong: (max: number) => `Name must be at most ${max} characters`,
    emailTooLong: (max: number) => `Email must be at most ${max} characters`,
    confirmRequired: 'Confirm Password is required',
    passwordsMismatch: "Passwords don't match",
    success: 'Registration successful',
    failed: 'Signup failed',
    emailExists: 'Email already exists',
  },
  session: {
    logoutTitle: 'Are you sure?',
    logoutText: 'Do you really want to logout?',
    logoutConfirm: 'Yes, logout',
    cancel: 'Cancel',
    /** The button that closes an alert and confirms a one-line question. */
    ok: 'OK',
    loggedOutTitle: 'Logged out!',
    loggedOutText: 'You have been successfully logged out.',
    otherTab: 'You have been logged out in another tab.',
  },
  password: {
    resetSuccess: 'Password has been reset successfully.',
    resetFailed: 'Failed to reset password. Please try again.',
    emailSent: 'Password reset email has been sent.',
    emailFailed: 'Failed to send password reset email. Please try again.',
    invalidLink: 'Invalid or expired reset link. Please request a new one.',
  },
  messagePreferences: {
    heading: 'Messages',
    intro: 'Choose which messages you get. Order confirmations, cancellations and password changes are always sent.',
    kinds: {
      order_updates: 'Order updates (payment, approval, rider and delivery)',
      returns_refunds: 'Returns and refunds',
    },
    channels: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    loadFailed: 'Could not load your message choices.',
    invalidLink: 'This unsubscribe link is not valid.',
    unsubscribeHeading: 'Unsubscribe',
    unsubscribeAsk: 'Stop order update and refund e-mails? You will still get order confirmations, cancellations and password mails.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed. You can change this in your profile under Messages.',
    backToShop: 'Back to shop',
    loading: 'Loading your message choices…',
  },
  account: {
    throttled: 'Too many attempts. Please wait a minute and try again.',
    profileUpdated: 'Profile updated successfully.',
    profileLoadFailed: 'Could not load your profile. Please try again.',
    profileSaveFailed: 'Could not save your profile. Please try again.',
    userDeleted: 'User deleted successfully.',
    userRestored: 'User restored successfully.',
    cannotDeleteSelf: 'You cannot delete your own account.',
    customerNotFound: 'Customer not found.',
    sessionExpired: 'Your session has expired. Please login again.',
    inactiveLogout: 'You were logged out after 30 minutes without activity.',
  },
  security: {
    currentPasswordRequired: 'Please enter your current password to change your email.',
    currentPasswordWrong: 'Your current password is not correct.',
    emailOwnerOnly: 'Only the account holder can change the e-mail of an account.',
    loggedOut: 'You have been logged out.',
  },
  address: {
    required: 'Address is required',
    tooLong: (max: number) => `Address must be at most ${max} characters`,
    added: 'Address added successfully!',
    failed: 'Failed to add address!',
    notLoggedIn: 'User not logged in!',
    // The structured part of an address, beside the free text.
    pincodeLabel: 'Pincode',
    cityLabel: 'City',
    stateLabel: 'State',
    stateChoose: 'Choose a state',
    pincodeInvalid: 'Pincode must be 6 digits, such as 560038.',
    cityTooLong: 'City must be at most 80 characters.',
    stateInvalid: 'Please choose a state from the list.',
  },
  stock: {
    noMore: 'No more stock available.',
    notEnough: 'Out of Stock: Not enough stock available for the selected quantity.',
    stockout: 'Stockout',
    inStock: 'In Stock',
    // Cart lines the stock no longer covers (marked on the cart page).
    outOfStock: 'Out of stock',
    onlyLeft: (left: number) => `Only ${left} left`,
    /** The over-sell message, then which products are short: "(Paracetamol 500 mg: 2 left)". */
    notEnoughFor: (products: ReadonlyArray<{ product_name: string; available: number }>) =>
      products.length
        ? `Out of Stock: Not enough stock available for the selected quantity. (${products
            .map((p) => `${p.product_name}: ${p.available > 0 ? `${p.available} left` : 'out of stock'}`)
            .join('; ')})`
        : 'Out of Stock: Not enough stock available for the selected quantity.',
  },
  reviews: {
    loginRequired: 'Login Required',
    notAllowedTitle: 'Not Allowed',
    notAllowed: 'You cannot review this product.',
    alreadySubmittedTitle: 'Review Already Submitted',
    alreadySubmitted: 'You cannot change your review once it is submitted.',
    alreadyReviewed: 'You have already reviewed this product.',
    mayReview: 'You can review this product.',
    afterDelivery: 'You can review a product after an order with it has been delivered to you.',
    invalidRatingTitle: 'Invalid Rating',
    invalidRating: 'Rating must be an integer between 1 and 5.',
    ratingRange: 'Rating must be between 1 and 5.',
    emptyTitle: 'Empty Review',
    empty: 'Please enter your review text.',
    emptyShort: 'Review cannot be empty.',
    submitted: 'Review submitted!',
    failed: 'Failed to submit review, please try again later.',
    eligibilityFailed: 'Unable to verify review eligibility.',
    verifiedBuyer: 'Verified Buyer',
    alreadyMarked: 'Already Marked',
    helpfulThanks: 'Thanks! Marked as helpful.',
    helpfulFailed: 'Failed to mark as helpful.',
    reportSubmitted: 'Your report has been submitted.',
    loadFailed: 'Reviews could not be loaded.',
    reportFailed: 'Failed to report review.',
    reportReasonRequired: 'Please give a reason.',
  },
  live: {
    upgradeRequired: 'This address takes WebSocket connections only.',
    updatedAt: (time: string) => `Last updated ${time}`,
    deliveryStatus: (label: string) => `Delivery: ${label}`,
    /** While the order is out for delivery: the code the shopper gives the rider (shown to that shopper only). */
    deliveryCodeLabel: 'Delivery code',
    deliveryCodeHint: 'Give this code to the delivery person when your order reaches you, not before.',
  },
  ...ORDER_MESSAGES,
  /** The shop's own words around the messages above: headings, buttons and labels of the pages and islands. */
  shop: SHOP_MESSAGES,
  // The words of operator-messages.ts: registered by the page catalogue where they are needed.
  get throttle() {
    return operatorSection('throttle');
  },
  get admin() {
    return operatorSection('admin');
  },
  get invoicePdf() {
    return operatorSection('invoicePdf');
  },
  get gst() {
    return operatorSection('gst');
  },
  get console() {
    return operatorSection('console');
  },
  get rider() {
    return operatorSection('rider');
  },
} as const;

/** Every word in the page's or request's language (src/lib/i18n/catalogue.ts); English where none is chosen. */
export const MESSAGES = localised(EN_MESSAGES);

/**
 * What another language's catalogue holds for the shop: every English key with
 * its arguments but the operators' screens, and the e-mail and SMS words
 * (notification-messages.ts, its `notifications` section).
 */
export type ShopperCatalogue = Widen<Omit<typeof EN_MESSAGES, 'console' | 'rider'>> & {
  readonly notifications: NotificationCatalogue;
  readonly onDemand: OnDemandCatalogue;
  /** My Orders' compact cards and the confirmation after placing (order-view-messages.ts). */
  readonly orderView: OrderViewCatalogue;
  /** The states' names (india/states.ts). */
  readonly stateNames: StateNamesCatalogue;
  /** The search words only the server reads (search-page-messages.ts). */
  readonly searchPage: SearchPageCatalogue;
};

/** The console's and the rider screen's words in another language: a chunk of their own, never loaded by a shop page. */
export type OperatorCatalogue = Widen<Pick<typeof EN_MESSAGES, 'console' | 'rider'> & { consoleDay: typeof EN_CONSOLE_DAY }> & {
  /** The console's search words, which only their page's island loads (console-search-messages.ts). */
  readonly consoleSearch: ConsoleSearchCatalogue;
};
