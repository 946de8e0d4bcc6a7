import { z } from 'zod';
import { wordKey, type WordKey } from './word-key';
import { LANGUAGES } from '@/lib/i18n/languages';
import { MESSAGE_TEMPLATES, TEMPLATE_ID_KEYS } from '@/lib/message-templates';
import '@/lib/zod-config';

// A shop's SMS or WhatsApp settings (PUT admin/messaging-settings/{channel}).
// `key` is a new provider key (sealed, never answered); left out, the stored
// key stays; `remove_key` removes it. A channel switched on needs its sender.
// SMS may carry `template_ids`, the shop's own MSG91 flow ids (left out: the
// saved ones stay).

const approved = z
  .array(z.string({ error: wordKey('apiAnswers.messaging.approvedNotName') }), { error: wordKey('apiAnswers.messaging.approvedNotList') })
  .max(Object.keys(MESSAGE_TEMPLATES).length * 2, wordKey('apiAnswers.messaging.approvedTooMany'))
  .refine((names) => names.every((n) => Object.hasOwn(MESSAGE_TEMPLATES, n)), wordKey('apiAnswers.messaging.approvedUnknown'))
  .transform((names) => [...new Set(names)]);

/**
 * The shop's own MSG91 flow template id per template and language
 * (`order_placed_hi`: "64f1…"): letters and digits, as MSG91 shows them. An
 * empty id is none (that template falls back to the deploy-time id).
 */
const templateIds = z
  .record(
    z.string(),
    z.string({ error: wordKey('apiAnswers.messaging.templateIdNotText') }).trim().regex(/^[A-Za-z0-9]{0,40}$/, wordKey('apiAnswers.messaging.templateIdShape')),
    { error: wordKey('apiAnswers.messaging.templateIdsNotObject') },
  )
  .refine((ids) => Object.keys(ids).every((k) => TEMPLATE_ID_KEYS.includes(k)), wordKey('apiAnswers.messaging.templateIdUnknown'))
  .transform((ids) => Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== '')));

function channelPayload(sender: z.ZodType<string>, key: z.ZodType<string>, senderMissing: WordKey, extra: { template_ids?: typeof templateIds } = {}) {
  return z
    .object({
      enabled: z.boolean({ error: wordKey('apiAnswers.messaging.enabledMissing') }),
      sender: sender,
      key: key.optional(),
      remove_key: z.boolean().optional(),
      approved,
      template_ids: (extra.template_ids ?? z.undefined({ error: wordKey('apiAnswers.messaging.templateIdsSmsOnly') })).optional(),
    })
    .strict()
    .refine((s) => !s.enabled || s.sender !== '', { message: senderMissing, path: ['sender'] })
    .refine((s) => !(s.key && s.remove_key), { message: wordKey('apiAnswers.messaging.keyOrRemove'), path: ['key'] });
}

export const smsSettingsPayload = channelPayload(
  z
    .string({ error: wordKey('apiAnswers.messaging.senderRequired') })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{6})?$/, wordKey('apiAnswers.messaging.senderShape'))),
  z.string({ error: wordKey('apiAnswers.messaging.smsKeyRequired') }).trim().regex(/^[A-Za-z0-9]{16,64}$/, wordKey('apiAnswers.messaging.smsKeyShape')),
  wordKey('apiAnswers.messaging.senderFirst', 'SMS'),
  { template_ids: templateIds },
);

export const whatsappSettingsPayload = channelPayload(
  z.string({ error: wordKey('apiAnswers.messaging.phoneIdRequired') }).trim().regex(/^(\d{10,20})?$/, wordKey('apiAnswers.messaging.phoneIdShape')),
  z.string({ error: wordKey('apiAnswers.messaging.tokenRequired') }).trim().regex(/^[A-Za-z0-9_.-]{20,1024}$/, wordKey('apiAnswers.messaging.tokenShape')),
  wordKey('apiAnswers.messaging.phoneIdFirst', 'WhatsApp'),
);

export type MessagingSettingsPayload = z.infer<typeof smsSettingsPayload>;

const TAGS = LANGUAGES.map((l) => l.tag);

// A test message to the admin's own mobile (POST admin/messaging-settings/{channel}/test), in the console's language.
export const messagingTestPayload = z
  .object({ language: z.enum(TAGS, { error: wordKey('apiAnswers.messaging.languageInvalid', TAGS.join(', ')) }).optional() })
  .strict();
