import { useState, type SubmitEvent } from 'react';
import { subscribeNewsletter } from '@/lib/api/catalogue';
import { MESSAGES } from '@/lib/messages';
import { checkSubscriberEmail } from '@/lib/newsletter';
import { browserTransport } from '@/lib/shop-config';
import { useHydrated, useTakeOverInputs } from './account/use-form';
import '@/styles/newsletter.css';

// Footer newsletter: a required, valid e-mail. An invalid form
// sends nothing and shows the field's message; the answer is announced.

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

export default function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  useTakeOverInputs({ email: 'newsletter-email' }, (typed) => setEmail(typed.email ?? ''));
  // Until hydrated a click would send the form as a plain GET to this page: nothing would subscribe.
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const checked = checkSubscriberEmail(email);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError('');
    setBusy(true);
    try {
      await subscribeNewsletter(browserTransport(), checked.email);
      setEmail('');
      setOutcome({ kind: 'success', text: MESSAGES.newsletter.success });
    } catch {
      setOutcome({ kind: 'failure', text: MESSAGES.newsletter.failure });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="newsletter" noValidate onSubmit={onSubmit} aria-label={MESSAGES.shop.footer.newsletterForm}>
      <div className="newsletter__row">
        {/* Not plain "Email": the login, sign-up and reset forms above have that field, and one name should find one field. */}
        <label className="visually-hidden" htmlFor="newsletter-email">
          {MESSAGES.shop.footer.newsletterEmail}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="subscriber_email"
          placeholder="you@example.com"
          autoComplete="email"
          required
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'newsletter-email-error' : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError('');
          }}
        />
        <button className="btn btn-small" type="submit" disabled={busy || !hydrated} aria-busy={busy}>
          {MESSAGES.shop.footer.subscribe}
        </button>
      </div>
      {fieldError && (
        <p id="newsletter-email-error" className="field-error newsletter__error">
          {fieldError}
        </p>
      )}
      <p className={`newsletter__status newsletter__status--${outcome?.kind ?? 'none'}`} role="status" aria-live="polite">
        {outcome?.text ?? ''}
      </p>
    </form>
  );
}
