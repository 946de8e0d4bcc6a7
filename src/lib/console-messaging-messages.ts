import { localised, type Widen } from './i18n/catalogue';

// The console's words for the shop's SMS and WhatsApp settings: a section of
// their own (`consoleMessaging`), read only by that page's island, so no shop
// page carries them. Hindi: src/lib/i18n/hi-IN/console-messaging.ts, in the
// operators' chunk.

export const EN_CONSOLE_MESSAGING = {
  intro:
    'Order messages always go by e-mail. Switch SMS and WhatsApp on here once the provider has approved your templates: a template not ticked as approved is not sent on that channel (that message goes by e-mail only).',
  smsTitle: 'SMS (MSG91)',
  whatsappTitle: 'WhatsApp (Cloud API)',
  enabled: (channel: string) => `Send ${channel} messages`,
  deployed: 'Not saved here yet: this channel follows the shop’s setup from deployment.',
  smsSender: 'Sender id (6 letters, as DLT approved it)',
  whatsappSender: 'Phone number id (from WhatsApp Manager)',
  smsKey: 'MSG91 auth key',
  whatsappKey: 'Access token',
  keySet: (last4: string) => `A key is saved, ending in ${last4}. Leave the field empty to keep it.`,
  keyNotSet: 'No key saved yet.',
  removeKey: 'Remove the saved key when saving',
  approvedTitle: 'Templates the provider approved',
  approvedHint: 'Tick each template exactly as approved in MSG91 or WhatsApp Manager (npm run templates prints them to register).',
  save: 'Save',
  saving: 'Saving…',
  sendTest: 'Send me a test',
  sendingTest: 'Sending…',
  testHint: 'Sends the test_message template to the mobile number of your own account, with the settings as saved.',
  templateIdsTitle: 'MSG91 template ids',
  templateIdsHint: 'For each template MSG91 approved, the flow template id MSG91 shows for it, in English and in Hindi. Left empty, the id set at deployment is used.',
  template: 'Template',
  english: 'English',
  hindi: 'Hindi',
  templateIdLabel: (name: string, language: string) => `${name}, ${language}`,
} as const;

/** What another language's `consoleMessaging` section holds: every English key with its arguments. */
export type ConsoleMessagingCatalogue = Widen<typeof EN_CONSOLE_MESSAGING>;

/** The words in the page's language. */
export const CONSOLE_MESSAGING_MESSAGES = localised(EN_CONSOLE_MESSAGING, 'consoleMessaging');
