import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { ApiError } from '@/lib/api/transport';
import { validateEmail } from '@/lib/forms/account-forms';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import TextField from './account/TextField';
import { useTakeOverInputs } from './account/use-form';
import '@/styles/account.css';

const P = MESSAGES.password;
const A = MESSAGES.shop.accountPages;

/** Asks for a reset link by e-mail. */
export default function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  useTakeOverInputs({ email: 'forgot-email' }, (typed) => {
    setEmail(typed.email ?? '');
    setTouched(true);
  });
  const error = validateEmail(email);

  async function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    setStatus({ text: '', error: false });
    try {
      await accountApi(browserTransport()).forgotPassword(email.trim());
      setStatus({ text: P.emailSent, error: false });
    } catch (err) {
      // Too many requests says so; anything else is the shop's failure message.
      const text = err instanceof ApiError && err.status === 429 ? err.message : P.emailFailed;
      setStatus({ text, error: true });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={`auth-status${status.error ? ' auth-status--error' : ''}`} role="status" aria-live="polite">
        {status.text}
      </p>
      <TextField id="forgot-email" label={A.email} type="email" autoComplete="email" inputMode="email"
        value={email} onChange={(v) => { setEmail(v); setTouched(true); }} onBlur={() => setTouched(true)}
        error={error} showError={touched} />
      <button className="btn" type="submit" disabled={Boolean(error) || busy}>
        {busy ? A.sending : A.sendResetLink}
      </button>
      <div className="auth-links">
        <a href="/ecommerce/login">{A.backToLogin}</a>
      </div>
    </form>
  );
}
