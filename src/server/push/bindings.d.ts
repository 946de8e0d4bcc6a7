// Web Push settings (docs/notifications.md, "Web Push to the console").
// Declared here because `wrangler types` only sees what wrangler.toml holds.
declare namespace Cloudflare {
  interface Env {
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    PUSH_STAND_IN?: string;
  }
}
interface Env {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_STAND_IN?: string;
}
