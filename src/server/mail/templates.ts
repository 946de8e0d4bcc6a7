import { RESET_TOKEN_MINUTES } from '../data/password-resets';
import type { MailMessage } from './message';
import { escapeHtml } from '../../lib/html';

// Mail texts. Plain text always; the HTML part escapes every value it shows.

export function resetPasswordMail(args: { to: string; name: string; shopName: string; link: string }): MailMessage {
  const subject = `${args.shopName}: reset your password`;
  const text = [
    `Hello ${args.name},`,
    '',
    `We received a request to reset the password of your ${args.shopName} account.`,
    `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password (it works once):`,
    '',
    args.link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(args.name)},</p>
<p>We received a request to reset the password of your ${escapeHtml(args.shopName)} account.
Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password (it works once):</p>
<p><a href="${escapeHtml(args.link)}">Reset your password</a></p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`;
  return { to: args.to, subject, text, html };
}

export function newsletterConfirmMail(args: { to: string; shopName: string; link: string }): MailMessage {
  const subject = `${args.shopName}: confirm your newsletter subscription`;
  const text = [
    `Someone (we hope you) asked to receive the ${args.shopName} newsletter at this address.`,
    'Open this link to confirm:',
    '',
    args.link,
    '',
    'If it was not you, ignore this e-mail: nothing will be sent to you.',
  ].join('\n');
  const html = `<p>Someone (we hope you) asked to receive the ${escapeHtml(args.shopName)} newsletter at this address.</p>
<p><a href="${escapeHtml(args.link)}">Confirm your subscription</a></p>
<p>If it was not you, ignore this e-mail: nothing will be sent to you.</p>`;
  return { to: args.to, subject, text, html };
}
