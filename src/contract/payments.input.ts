import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// An admin verifying a direct UPI payment (PUT placeOrder/{orderId}/verify-payment).
// Who verified, the manual flag and the time are the server's to set.

export const verifyPaymentPayload = z.object({
  utr: z
    .string({ error: wordKey('payments.utrRequired') })
    .trim()
    .min(1, wordKey('payments.utrRequired'))
    .regex(/^[A-Za-z0-9]{12,22}$/, wordKey('payments.utrFormat'))
    .transform((utr) => utr.toUpperCase()),
  // The spec's manual-payment record: the admin says how the payment was checked.
  admin_notes: z.string({ error: wordKey('payments.notesRequired') }).trim().min(1, wordKey('payments.notesRequired')).max(500, 'Admin notes must be at most 500 characters.'),
});

// What Razorpay Checkout hands the page after a payment, passed on as it came
// (PUT placeOrder/{orderId}/gateway-payment). The server trusts none of it
// until the signature checks out under the shop's key secret.
const gatewayId = (prefix: string) =>
  z
    .string({ error: wordKey('payments.signatureInvalid') })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), wordKey('payments.signatureInvalid'));

export const gatewayPaymentPayload = z.object({
  razorpay_payment_id: gatewayId('pay'),
  razorpay_order_id: gatewayId('order'),
  razorpay_signature: z.string({ error: wordKey('payments.signatureInvalid') }).trim().regex(/^[0-9a-f]{64}$/, wordKey('payments.signatureInvalid')),
});

// A shop's payee and time to pay (PUT admin/payment-settings).
export const paymentSettingsPayload = z.object({
  payee_vpa: z
    .string()
    .trim()
    .max(255, 'The UPI address must be at most 255 characters.')
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'Please enter a UPI address like shop@okaxis.')
    .nullish()
    .or(z.literal('').transform(() => null)),
  payee_name: z.string().trim().min(1, 'Please enter the payee name.').max(80, 'The payee name must be at most 80 characters.').nullish(),
  unpaid_expiry_minutes: z
    .number({ error: 'The time to pay must be a number of minutes.' })
    .int('The time to pay must be a whole number of minutes.')
    .min(5, 'The time to pay must be at least 5 minutes.')
    .max(1440, 'The time to pay must be at most 1440 minutes (a day).'),
});

// A shop's Razorpay keys (PUT admin/payment-keys): stored sealed, never answered.
export const gatewayKeysPayload = z.object({
  key_id: z.string({ error: 'Please enter the key id.' }).trim().regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'The key id starts with rzp_test_ or rzp_live_.'),
  key_secret: z.string({ error: 'Please enter the key secret.' }).trim().min(8, 'Please enter the key secret.').max(200, 'The key secret is too long.'),
  webhook_secret: z.string({ error: 'Please enter the webhook secret.' }).trim().min(8, 'The webhook secret must be at least 8 characters.').max(200, 'The webhook secret is too long.'),
});
