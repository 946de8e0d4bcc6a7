import { localised, type Widen } from './i18n/catalogue';

/**
 * Words only a few screens need, in English: login by mobile (the login page's
 * second way and the API's answers to it), the prescription asked for in
 * the cart, and the product page's pack sizes (read on the server only). A
 * module of its own, like the e-mail words, so the catalogue every shop page
 * downloads does not carry them: the islands that show them load it with
 * themselves (the mobile form, the cart's lazy prescription part). Other
 * languages write them in their catalogue's `onDemand` section
 * (src/lib/i18n/hi-IN/on-demand.ts).
 */
export const EN_ON_DEMAND = {
  mobileLogin: {
    ways: 'How would you like to log in?',
    withEmail: 'E-mail and password',
    withMobile: 'Login with mobile',
    mobile: 'Mobile number',
    mobileHint: '10 digits, for example 98765 43210',
    sendCode: 'Send code',
    sendingCode: 'Sending code…',
    code: 'Code from the SMS',
    codeHint: '6 digits. The code works for 5 minutes.',
    verifyCode: 'Log in with code',
    changeNumber: 'Change number',
    resendCode: 'Send a new code',
    mobileInvalid: 'Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).',
    codeInvalid: 'Please enter the 6-digit code from the SMS.',
    sent: 'If this number belongs to an account here, a 6-digit code is on its way by SMS. It works for 5 minutes.',
    wrong: 'That code is not right, or it has expired. Check the SMS, or ask for a new code.',
    tooManyTries: 'Too many wrong codes: that code no longer works. Please ask for a new one.',
    ambiguous: 'This number belongs to more than one account. Please log in with your e-mail and password.',
    unavailable: 'Login by mobile is not available in this shop. Please log in with your e-mail.',
    throttled: 'Many codes were asked for this number or from your network. Please wait 15 minutes, or log in with your e-mail.',
  },
  cartPrescription: {
    markDetail: 'Sold against a doctor’s prescription: you upload a photo or PDF of it in the cart, before payment.',
    heading: 'Prescription needed before payment',
    needed: (names: string) =>
      `${names} needs a doctor’s prescription. Upload a photo or PDF of it here: the shop checks it before your order goes ahead, and time to pay by UPI starts only once the shop accepts it.`,
    uploaded: 'Prescription uploaded. It goes with your order, and the shop checks it.',
    ready: 'Prescription uploaded. You can upload another to replace it.',
    uploadFirst: 'Please upload the prescription first: a medicine in your cart needs one.',
  },
  /** The product page's choice of the sizes it is also sold in (server-rendered links). */
  packSizes: {
    heading: 'Pack size',
    current: 'Selected',
    outOfStock: 'Out of stock',
  },
} as const;

/** What another language writes for these words. */
export type OnDemandCatalogue = Widen<typeof EN_ON_DEMAND>;

export const ON_DEMAND_MESSAGES = localised(EN_ON_DEMAND, 'onDemand');
