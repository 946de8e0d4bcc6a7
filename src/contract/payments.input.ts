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
  admin_notes: z.string({ error: wordKey('payments.notesRequired') }).trim().min(1, wordKey('payments.notesRequired')).max(500, wordKey('general.tooLong', wordKey('apiAnswers.fields.adminNotes'), 500)),
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
    .max(255, wordKey('apiAnswers.payments.payeeVpaTooLong', 255))
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, wordKey('apiAnswers.payments.payeeVpaShape'))
    .nullish()
    .or(z.literal('').transform(() => null)),
  payee_name: z.string().trim().min(1, wordKey('apiAnswers.payments.payeeNameRequired')).max(80, wordKey('apiAnswers.payments.payeeNameTooLong', 80)).nullish(),
  unpaid_expiry_minutes: z
    .number({ error: wordKey('apiAnswers.payments.expiryNumber') })
    .int(wordKey('apiAnswers.payments.expiryWhole'))
    .min(5, wordKey('apiAnswers.payments.expiryAtLeast', 5))
    .max(1440, wordKey('apiAnswers.payments.expiryAtMost')),
});

// A shop's Razorpay keys (PUT admin/payment-keys): stored sealed, never answered.
export const gatewayKeysPayload = z.object({
  key_id: z.string({ error: wordKey('apiAnswers.payments.keyIdRequired') }).trim().regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, wordKey('apiAnswers.payments.keyIdShape')),
  key_secret: z
    .string({ error: wordKey('apiAnswers.payments.keySecretRequired') })
    .trim()
    .min(8, wordKey('apiAnswers.payments.keySecretRequired'))
    .max(200, wordKey('apiAnswers.payments.keySecretTooLong')),
  webhook_secret: z
    .string({ error: wordKey('apiAnswers.payments.webhookSecretRequired') })
    .trim()
    .min(8, wordKey('apiAnswers.payments.webhookSecretShort', 8))
    .max(200, wordKey('apiAnswers.payments.webhookSecretTooLong')),
});
