import { useEffect, useMemo, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { ApiError } from '@/lib/api/transport';
import { captchaMatches, generateCaptcha } from '@/lib/captcha';
import { loginPastChallenge } from '@/lib/api/login';
import { rememberLoginDevice, storedLoginDevice } from '@/lib/login-device';
import { showAlert, showToast } from '@/lib/dialogs';
import { hasErrors, validateLogin } from '@/lib/forms/account-forms';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';
import { safeReturnUrl } from '@/lib/return-url';
import { browserTransport } from '@/lib/shop-config';
import { STORAGE } from '@/lib/storage-keys';
import { isKeptSignedIn, markKeptSignedIn, storeLogin } from '@/lib/stores/session';
import { resumeKeptSession } from '@/lib/stores/kept-session';
import TextField from './account/TextField';
import { useForm } from './account/use-form';
import '@/styles/account.css';

const L = MESSAGES.login;
const W = MESSAGES.shop.loginPage;
const REASONS: Record<string, string> = {
  expired: MESSAGES.account.sessionExpired,
  inactive: MESSAGES.account.inactiveLogout,
};

/** The message an HTTP error of login shows. */
function loginErrorMessage(error: unknown): string {
  // The server's message says why (wrong password, a deleted account, too many tries).
  return error instanceof ApiError && error.message ? error.message : L.invalidEmailOrPassword;
}

/** Whether the login leads to the console or the rider screen (optionally under a language prefix): staff may keep the device signed in. */
function forStaff(returnUrl: string | null): boolean {
  return !!returnUrl && /^(\/[a-z]{2}(-[A-Z]{2})?)?\/(admin|rider)(\/|\?|$)/.test(returnUrl);
}

/** Stores a login and opens where it leads. */
function enter(user: { id: number; name: string; email: string }, token: string, kept: boolean): void {
  storeLogin(user, token);
  markKeptSignedIn(kept);
  location.assign(localHref(safeReturnUrl(new URLSearchParams(location.search).get('returnUrl'))));
}

/** Login with a text captcha. */
export default function LoginForm() {
  const form = useForm(
    { email: '', password: '', captcha: '' },
    { email: 'login-email', password: 'login-password', captcha: 'login-captcha' },
  );
  const { values, touched } = form;
  const [captcha, setCaptcha] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [signupHref, setSignupHref] = useState('/ecommerce/signup');
  const [staffLogin, setStaffLogin] = useState(false);
  const [keep, setKeep] = useState(false);
  const errors = useMemo(() => validateLogin(values), [values]);
  const invalid = hasErrors(errors) || !captcha;

  useEffect(() => {
    // Made in the browser only: the server's HTML must not hold it.
    setCaptcha(generateCaptcha());
    const params = new URLSearchParams(location.search);
    setNotice(REASONS[params.get('reason') ?? ''] ?? '');
    const returnUrl = params.get('returnUrl');
    if (returnUrl) setSignupHref(localHref(`/ecommerce/signup?${new URLSearchParams({ returnUrl })}`));
    setStaffLogin(forStaff(returnUrl));
    // A device a staff member kept signed in: its cookie signs them in again, no form.
    if (isKeptSignedIn()) {
      setBusy(true);
      setNotice(W.resuming);
      void resumeKeptSession().then((answer) => {
        if (answer?.token && answer.user) return enter(answer.user, answer.token, true);
        setNotice(REASONS[params.get('reason') ?? ''] ?? '');
        setBusy(false);
      });
    }
    const remembered = localStorage.getItem(STORAGE.email);
    if (remembered) form.setValues((v) => ({ ...v, email: v.email || remembered }));
    // Once, on mount: what the browser alone knows (captcha, query, remembered e-mail).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function refreshCaptcha() {
    setCaptcha(generateCaptcha());
    form.setValues((v) => ({ ...v, captcha: '' }));
  }

  async function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    form.setTouched({ email: true, password: true, captcha: true });
    if (invalid || busy) return;
    if (!captchaMatches(captcha, values.captcha)) {
      refreshCaptcha();
      await showAlert(L.captchaMismatch, undefined, 'error');
      return;
    }
    setBusy(true);
    let challenged = false;
    try {
      const res = await loginPastChallenge(
        accountApi(browserTransport()),
        { email: values.email.trim(), password: values.password, device: storedLoginDevice(), ...(staffLogin && keep ? { keep_signed_in: true } : {}) },
        () => {
          challenged = true;
          setNotice(L.checkingDevice);
        },
      );
      rememberLoginDevice(res.device);
      if (!res.token) {
        // An answer without a token is no login; its message says why.
        await showAlert(res.message || L.invalidCredentials, undefined, 'error');
      } else if (!res.user?.name || !res.token || !res.user.id) {
        // A login without a user name leaves the visitor logged out.
        await showAlert(L.invalidCredentials, undefined, 'error');
      } else {
        enter({ id: res.user.id, name: res.user.name, email: res.user.email || values.email.trim() }, res.token, res.kept_signed_in === true);
        return;
      }
    } catch (error) {
      void showToast(loginErrorMessage(error), 'error');
    }
    if (challenged) setNotice('');
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className="auth-status" role="status" aria-live="polite">{notice}</p>
      <TextField id="login-email" label={W.email} type="email" autoComplete="email" inputMode="email"
        value={values.email} onChange={form.set('email')} onBlur={form.touch('email')}
        error={errors.email} showError={touched.email} />
      <TextField id="login-password" label={W.password} type="password" autoComplete="current-password"
        value={values.password} onChange={form.set('password')} onBlur={form.touch('password')}
        error={errors.password} showError={touched.password} />
      <div className="captcha-row">
        <div className="captcha-box" data-testid="captcha-text" role="img" aria-label={`CAPTCHA: ${captcha.split('').join(' ')}`}>
          {captcha || '······'}
        </div>
        <button type="button" className="btn btn-outline captcha-refresh" onClick={refreshCaptcha} aria-label={W.refreshCaptcha} title={W.refreshCaptcha}>
          <span aria-hidden="true">↻</span>
        </button>
      </div>
      <TextField id="login-captcha" label={W.enterCaptcha} autoComplete="off" maxLength={6}
        value={values.captcha} onChange={form.set('captcha')} onBlur={form.touch('captcha')}
        error={errors.captcha} showError={touched.captcha} hint={W.captchaCase} />
      {staffLogin && (
        <div className="auth-keep">
          <label>
            <input type="checkbox" id="login-keep" checked={keep} onChange={(e) => setKeep(e.target.checked)} aria-describedby="login-keep-hint" />
            {W.keepSignedIn}
          </label>
          <p id="login-keep-hint" className="auth-keep-hint">{W.keepSignedInHint}</p>
        </div>
      )}
      <button className="btn" type="submit" disabled={invalid || busy}>
        {busy ? W.loggingIn : W.title}
      </button>
      <div className="auth-links">
        <a href="/ecommerce/forgot-password">{W.forgot}</a>
        <a href={signupHref}>{W.newHere}</a>
      </div>
    </form>
  );
}
