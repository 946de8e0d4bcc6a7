// Optional mail bindings (see src/server/mail/mailer.ts). Declared here
// because `wrangler types` only sees bindings present in wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    EMAIL?: SendEmail;
    MAIL_FROM?: string;
  }
}
interface Env {
  EMAIL?: SendEmail;
  MAIL_FROM?: string;
}
