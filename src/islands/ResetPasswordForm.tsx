import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { validateNewPassword } from '@/lib/forms/account-forms';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { $session, clearSession } from '@/lib/stores/session';
import TextField from './account/TextField';
import { useTakeOverInputs } from './account/use-form';
import '@/styles/account.css';

const P = MESSAGES.password;
const A = MESSAGES.shop.accountPages;

interface Props {
  token: string;
  /** False when the link's token cannot be one we issued (checked by the page). */
  wellFormed: boolean;
}

function InvalidLink() {
  return (
    <p className="auth-status auth-status--error" role="alert">
      {P.invalidLink} <a href="/ecommerce/forgot-password">{A.requestNewLink}</a>
    </p>
  );
}

/** Sets a new password from a mailed link. */
export default function ResetPasswordForm({ token, wellFormed }: Props) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'invalid' | 'failed' | null>(wellFormed ? null : 'invalid');
  useTakeOverInputs({ password: 'reset-password' }, (typed) => {
    setPassword(typed.password ?? '');
    setTouched(true);
  });
  const error = validateNewPassword(password);

  async function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || busy || !token) return;
    setBusy(true);
    setFailure(null);
    try {
      await accountApi(browserTransport()).resetPassword(token, password);
      // Every session issued before the reset is void now, this browser's too.
      if ($session.get().userId !== null) clearSession();
      await showAlert(P.resetSuccess, undefined, 'success', 2000);
      location.assign('/ecommerce/login');
      return;
    } catch (err) {
      // The password was checked here already, so a refusal means the link is used up or unknown.
      setFailure(err instanceof ApiError && err.status === 400 ? 'invalid' : 'failed');
    }
    setBusy(false);
  }

  if (!wellFormed) return <InvalidLink />;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div aria-live="polite">
        {failure === 'invalid' && <InvalidLink />}
        {failure === 'failed' && <p className="auth-status auth-status--error" role="alert">{P.resetFailed}</p>}
      </div>
      <TextField id="reset-password" label={A.newPassword} type="password" autoComplete="new-password"
        hint={A.passwordHint} value={password} onChange={(v) => { setPassword(v); setTouched(true); }}
        onBlur={() => setTouched(true)} error={error} showError={touched} />
      <button className="btn" type="submit" disabled={Boolean(error) || busy}>
        {busy ? A.saving : A.resetPassword}
      </button>
    </form>
  );
}
