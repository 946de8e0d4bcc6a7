// Optional WhatsApp settings (see src/server/whatsapp/whatsapp-settings.ts).
// Declared here because `wrangler types` only sees what wrangler.toml holds.
declare namespace Cloudflare {
  interface Env {
    WHATSAPP_SHOPS?: string;
    WHATSAPP_ACCESS_TOKEN?: string;
    WHATSAPP_PHONE_NUMBER_ID?: string;
    WHATSAPP_TEMPLATE_LANGUAGE?: string;
    WHATSAPP_TEMPLATE_LANGUAGES?: string;
    WHATSAPP_API_URL?: string;
  }
}
interface Env {
  WHATSAPP_SHOPS?: string;
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_TEMPLATE_LANGUAGE?: string;
  WHATSAPP_TEMPLATE_LANGUAGES?: string;
  WHATSAPP_API_URL?: string;
}
