import type { MailMessage } from './message';
import { writeOutbox } from './outbox';

// One way to send mail. Local development and tests (APP_ENV local/test) write
// to the outbox table. Deployed, the Cloudflare Email Service binding sends it;
// add to wrangler.toml:
//
//   [[send_email]]
//   name = "EMAIL"            # env.EMAIL
//   [vars]
//   MAIL_FROM = "no-reply@your-shop-domain"   # a sender verified for the zone
//
// Without the binding (or a sender) a deployed Worker keeps the mail in the
// outbox and logs that it did, rather than losing it.

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

function outboxMailer(db: D1Database, distributorId: number): Mailer {
  return { send: (message) => writeOutbox(db, distributorId, message) };
}

function bindingMailer(binding: SendEmail, from: string, fromName: string): Mailer {
  return {
    async send(message) {
      await binding.send({
        from: { email: from, name: fromName },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

export function isLocalEnv(env: Pick<Env, 'APP_ENV'>): boolean {
  return env.APP_ENV === 'local' || env.APP_ENV === 'test';
}

/** The mailer for this environment and distributor (its name is the sender's name). */
export function mailerFor(env: Env, db: D1Database, distributor: { id: number; name: string }): Mailer {
  const outbox = outboxMailer(db, distributor.id);
  if (isLocalEnv(env)) return outbox;
  if (env.EMAIL && env.MAIL_FROM) return bindingMailer(env.EMAIL, env.MAIL_FROM, distributor.name);
  return {
    async send(message) {
      console.warn('Mail binding EMAIL or MAIL_FROM missing: message kept in the outbox table.');
      await outbox.send(message);
    },
  };
}
