import { z } from 'zod';
import { LANGUAGES } from '@/lib/i18n/languages';
import { MESSAGE_TEMPLATES, TEMPLATE_ID_KEYS } from '@/lib/message-templates';
import '@/lib/zod-config';

// A shop's SMS or WhatsApp settings (PUT admin/messaging-settings/{channel}).
// `key` is a new provider key (sealed, never answered); left out, the stored
// key stays; `remove_key` removes it. A channel switched on needs its sender.
// SMS may carry `template_ids`, the shop's own MSG91 flow ids (left out: the
// saved ones stay).

const approved = z
  .array(z.string({ error: 'Each approved template must be a template name.' }), { error: 'Please send the approved templates as a list.' })
  .max(Object.keys(MESSAGE_TEMPLATES).length * 2, 'Too many approved templates.')
  .refine((names) => names.every((n) => Object.hasOwn(MESSAGE_TEMPLATES, n)), 'An approved template is not one of the shop’s templates.')
  .transform((names) => [...new Set(names)]);

/**
 * The shop's own MSG91 flow template id per template and language
 * (`order_placed_hi`: "64f1…"): letters and digits, as MSG91 shows them. An
 * empty id is none (that template falls back to the deploy-time id).
 */
const templateIds = z
  .record(
    z.string(),
    z.string({ error: 'Each MSG91 template id must be text.' }).trim().regex(/^[A-Za-z0-9]{0,40}$/, 'An MSG91 template id is up to 40 letters and digits, as MSG91 shows it.'),
    { error: 'Please send the MSG91 template ids as an object of names and ids.' },
  )
  .refine((ids) => Object.keys(ids).every((k) => TEMPLATE_ID_KEYS.includes(k)), 'A template id is given for a template the shop does not have (names are like order_placed_en).')
  .transform((ids) => Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== '')));

function channelPayload(sender: z.ZodType<string>, key: z.ZodType<string>, senderMissing: string, extra: { template_ids?: typeof templateIds } = {}) {
  return z
    .object({
      enabled: z.boolean({ error: 'Please say whether the channel is on.' }),
      sender: sender,
      key: key.optional(),
      remove_key: z.boolean().optional(),
      approved,
      template_ids: (extra.template_ids ?? z.undefined({ error: 'Template ids are entered for SMS only.' })).optional(),
    })
    .strict()
    .refine((s) => !s.enabled || s.sender !== '', { message: senderMissing, path: ['sender'] })
    .refine((s) => !(s.key && s.remove_key), { message: 'Send a new key or remove the key, not both.', path: ['key'] });
}

export const smsSettingsPayload = channelPayload(
  z
    .string({ error: 'Please enter the sender id.' })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{6})?$/, 'The sender id is the 6 letters DLT approved for the shop (like SEHATM).')),
  z.string({ error: 'Please enter the MSG91 auth key.' }).trim().regex(/^[A-Za-z0-9]{16,64}$/, 'The MSG91 auth key is 16 to 64 letters and digits.'),
  'Please enter the sender id before switching SMS on.',
  { template_ids: templateIds },
);

export const whatsappSettingsPayload = channelPayload(
  z.string({ error: 'Please enter the phone number id.' }).trim().regex(/^(\d{10,20})?$/, 'The phone number id is the 10 to 20 digit id WhatsApp Manager shows for the number.'),
  z
    .string({ error: 'Please enter the access token.' })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{20,1024}$/, 'The access token is the long text WhatsApp Manager gives (20 characters or more, no spaces).'),
  'Please enter the phone number id before switching WhatsApp on.',
);

export type MessagingSettingsPayload = z.infer<typeof smsSettingsPayload>;

const TAGS = LANGUAGES.map((l) => l.tag);
/** "en-IN or hi-IN" (with a third: "en-IN, hi-IN or ta-IN"). */
const TAGS_TEXT = `${TAGS.slice(0, -1).join(', ')} or ${TAGS.at(-1)}`;

// A test message to the admin's own mobile (POST admin/messaging-settings/{channel}/test), in the console's language.
export const messagingTestPayload = z.object({ language: z.enum(TAGS, { error: `The language must be ${TAGS_TEXT}.` }).optional() }).strict();
