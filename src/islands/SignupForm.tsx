import { useMemo, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { hasErrors, validateSignup } from '@/lib/forms/account-forms';
import { MESSAGES } from '@/lib/messages';
import { loginUrl } from '@/lib/return-url';
import { browserTransport } from '@/lib/shop-config';
import { storeSignup } from '@/lib/stores/session';
import TextField from './account/TextField';
import { useForm } from './account/use-form';
import '@/styles/account.css';

const S = MESSAGES.signup;
const A = MESSAGES.shop.accountPages;

/** Signup: every field checked as typed; then the login page. */
export default function SignupForm() {
  const form = useForm(
    { name: '', email: '', mobile: '', password: '', confirmPassword: '' },
    { name: 'signup-name', email: 'signup-email', mobile: 'signup-mobile', password: 'signup-password', confirmPassword: 'signup-confirm' },
  );
  const { values, touched } = form;
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => validateSignup(values), [values]);
  const invalid = hasErrors(errors);

  async function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    form.setTouched({ name: true, email: true, mobile: true, password: true, confirmPassword: true });
    if (invalid || busy) return;
    setBusy(true);
    try {
      const res = await accountApi(browserTransport()).register({
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: values.mobile.trim(),
        password: values.password,
      });
      if (res.user?.id && res.token) {
        storeSignup({ id: res.user.id, email: res.user.email || values.email.trim() }, res.token);
        location.assign(loginUrl(new URLSearchParams(location.search).get('returnUrl') ?? undefined));
        return;
      }
      await showAlert(S.failed, undefined, 'error');
    } catch (error) {
      await showAlert(error instanceof ApiError && error.message ? error.message : S.emailExists, undefined, 'error');
    }
    setBusy(false);
  }

  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: form.set(key),
    onBlur: form.touch(key),
    error: errors[key],
    showError: touched[key],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField id="signup-name" label={A.name} autoComplete="name" {...field('name')} />
      <TextField id="signup-email" label={A.email} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField id="signup-mobile" label={A.mobileNumber} type="text" autoComplete="tel-national" inputMode="tel"
        hint={A.mobileHint} {...field('mobile')} />
      <TextField id="signup-password" label={A.password} type="password" autoComplete="new-password" hint={A.passwordHint} {...field('password')} />
      <TextField id="signup-confirm" label={A.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <button className="btn" type="submit" disabled={invalid || busy}>
        {busy ? A.signingUp : A.signUp}
      </button>
      <div className="auth-links">
        <span>
          {A.haveAccount} <a href="/ecommerce/login">{A.login}</a>
        </span>
      </div>
    </form>
  );
}
