import type { Distributor } from '@/contract/catalogue';
import type { CustomerRow } from '../data/customers';
import { createResetToken } from '../data/password-resets';
import { mailerFor } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { shopOrigin } from '../shop-origin';
import { pathIn } from '@/lib/i18n/languages';
import { requestTag } from '../i18n/request-language';

/** Makes a reset link for the account (to the reset page in the request's language) and mails it to the account's address. */
export async function mailResetLink(env: Env, db: D1Database, distributor: Distributor, account: Pick<CustomerRow, 'id' | 'email' | 'name'>): Promise<void> {
  const token = await createResetToken(db, account.id);
  const link = `${shopOrigin(env, distributor.slug)}${pathIn(requestTag(), `/ecommerce/reset-password/reset/${token}`)}`;
  await mailerFor(env, db, distributor).send(resetPasswordMail({ to: account.email, name: account.name, shopName: distributor.name, link }));
}
