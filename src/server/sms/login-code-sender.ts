import { isLocalEnv } from '../mail/mailer';
import { writeOutbox } from '../mail/outbox';
import { smsProviderFor } from './sms-settings';
import type { SmsProvider } from './sms-provider';

// Who carries a login code. A shop switched on for SMS (sms-settings.ts) sends
// it through MSG91. Local development and tests, without that, write the SMS
// into the development outbox (as mail is), so a person reads the code at
// /dev/outbox. Deployed without SMS there is no sender: login by mobile is off.

/** The outbox row of an SMS: the number as its recipient, the text as its body. */
function outboxSms(db: D1Database, distributorId: number, subject: string): SmsProvider {
  return {
    send: (mobile, text) => writeOutbox(db, distributorId, { to: `+${mobile}`, subject, text }),
  };
}

export function loginCodeSender(env: Env, distributor: { id: number; slug: string }, outboxSubject: string): SmsProvider | null {
  const live = smsProviderFor(env, distributor.slug);
  if (live) return live;
  return isLocalEnv(env) ? outboxSms(env.DB, distributor.id, outboxSubject) : null;
}
