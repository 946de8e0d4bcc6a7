import { RESET_TOKEN_MINUTES } from '../data/password-resets';
import type { MailMessage } from './message';
import { escapeHtml } from '../../lib/html';
import { NOTIFICATION_MESSAGES } from '../../lib/notification-messages';

// Mail texts, in the language of the request that asks for them. Plain text
// always; the HTML part escapes every value it shows.

export function resetPasswordMail(args: { to: string; name: string; shopName: string; link: string }): MailMessage {
  const N = NOTIFICATION_MESSAGES;
  const M = N.accountMail;
  const subject = M.resetSubject(args.shopName);
  const text = [N.greeting(args.name), '', M.resetRequested(args.shopName), M.resetWithin(RESET_TOKEN_MINUTES), '', args.link, '', M.resetIgnore].join('\n');
  const html = `<p>${escapeHtml(N.greeting(args.name))}</p>
<p>${escapeHtml(M.resetRequested(args.shopName))}
${escapeHtml(M.resetWithin(RESET_TOKEN_MINUTES))}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(M.resetLink)}</a></p>
<p>${escapeHtml(M.resetIgnore)}</p>`;
  return { to: args.to, subject, text, html };
}

export function newsletterConfirmMail(args: { to: string; shopName: string; link: string }): MailMessage {
  const M = NOTIFICATION_MESSAGES.accountMail;
  const subject = M.newsletterSubject(args.shopName);
  const text = [M.newsletterAsked(args.shopName), M.newsletterOpen, '', args.link, '', M.newsletterIgnore].join('\n');
  const html = `<p>${escapeHtml(M.newsletterAsked(args.shopName))}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(M.newsletterLink)}</a></p>
<p>${escapeHtml(M.newsletterIgnore)}</p>`;
  return { to: args.to, subject, text, html };
}
