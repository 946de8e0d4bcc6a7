import { afterEach, describe, expect, it } from 'vitest';
import { subscribePayload } from '@/contract/catalogue.input';
import { MESSAGES } from './messages';
import { checkSubscriberEmail } from './newsletter';
import { registerCatalogue, setLanguageSource } from './i18n/catalogue';
import { HI_IN } from './i18n/hi-IN';
import { renderWords } from './words';

let language = 'en-IN';
setLanguageSource(() => language);
registerCatalogue('hi-IN', HI_IN);
afterEach(() => {
  language = 'en-IN';
});

const samples = [
  '', '   ', 'a@b.in', ' Reader@Example.com ', 'not-an-email', 'a@b', 'a@b.c', '.a@b.in', 'a..b@c.in', 'a.b@c.co.in',
  "o'neil@example.com", 'a+tag@example.com', 'a@-b.in', 'a b@c.in', 'a@b..in', `${'a'.repeat(250)}@x.in`, 'ünï@example.com',
];

describe('checkSubscriberEmail', () => {
  it.each(['en-IN', 'hi-IN'])('agrees with the API schema on every sample, in %s', (tag) => {
    language = tag;
    for (const raw of samples) {
      const mine = checkSubscriberEmail(raw);
      const api = subscribePayload.safeParse({ subscriber_email: raw });
      expect(mine.ok, raw).toBe(api.success);
      // The schema's message is a catalogue key: compared as a person reads it.
      if (!mine.ok && !api.success) expect(mine.message, raw).toBe(renderWords(api.error.issues[0]!.message));
      if (mine.ok && api.success) expect(mine.email).toBe(api.data.subscriber_email);
    }
  });

  it('uses the exact wording', () => {
    expect(checkSubscriberEmail('')).toEqual({ ok: false, message: MESSAGES.login.emailRequired });
    expect(checkSubscriberEmail('x@')).toEqual({ ok: false, message: MESSAGES.login.emailInvalid });
  });
});
