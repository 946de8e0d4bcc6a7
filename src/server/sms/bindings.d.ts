// Optional SMS settings (see src/server/sms/sms-settings.ts). Declared here
// because `wrangler types` only sees what wrangler.toml holds.
declare namespace Cloudflare {
  interface Env {
    SMS_SHOPS?: string;
    MSG91_AUTH_KEY?: string;
    MSG91_TEMPLATE_IDS?: string;
    MSG91_URL?: string;
    MESSAGING_STAND_IN?: string;
  }
}
interface Env {
  SMS_SHOPS?: string;
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATE_IDS?: string;
  MSG91_URL?: string;
  MESSAGING_STAND_IN?: string;
}
