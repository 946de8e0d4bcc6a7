import { useEffect, useRef, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { ApiError } from '@/lib/api/transport';
import { validateLoginCode, validateLoginMobile } from '@/lib/forms/mobile-login-check';
import { localHref } from '@/lib/i18n/languages';
import { rememberLoginDevice, storedLoginDevice } from '@/lib/login-device';
import { MESSAGES } from '@/lib/messages';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { safeReturnUrl } from '@/lib/return-url';
import { browserTransport } from '@/lib/shop-config';
import { storeLogin } from '@/lib/stores/session';
import TextField from './TextField';

const L = MESSAGES.login;
const W = ON_DEMAND_MESSAGES.mobileLogin;

type Status = { text: string; error: boolean };

/** The server's words for a refusal (wrong code, too many, throttled), else a general one. */
const messageOf = (error: unknown) => (error instanceof ApiError && error.message ? error.message : L.invalidCredentials);

/** Login by mobile: the number, then the 6-digit code the SMS brings. */
export default function MobileLoginForm() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'mobile' | 'code'>('mobile');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ text: '', error: false });
  const mobileError = validateLoginMobile(mobile);
  const codeError = validateLoginCode(code);

  const firstRender = useRef(true);
  useEffect(() => {
    // After a step, the field asked for next takes the focus (a screen reader hears its
    // label); not on the first render, so arrowing through the two ways stays put.
    if (firstRender.current) firstRender.current = false;
    else document.getElementById(step === 'code' ? 'login-code' : 'login-mobile')?.focus();
  }, [step]);

  async function sendCode() {
    setTouched(true);
    if (mobileError || busy) return;
    setBusy(true);
    try {
      const res = await accountApi(browserTransport()).requestLoginCode(mobile.trim());
      setStatus({ text: res.message, error: false });
      setCode('');
      setTouched(false);
      setStep('code');
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
    }
    setBusy(false);
  }

  async function logIn() {
    setTouched(true);
    if (codeError || busy) return;
    setBusy(true);
    try {
      const res = await accountApi(browserTransport()).loginWithCode({ mobile: mobile.trim(), code: code.trim(), device: storedLoginDevice() });
      rememberLoginDevice(res.device);
      if (res.token && res.user?.id && res.user.name) {
        storeLogin({ id: res.user.id, name: res.user.name, email: res.user.email }, res.token);
        location.assign(localHref(safeReturnUrl(new URLSearchParams(location.search).get('returnUrl'))));
        return;
      }
      setStatus({ text: res.message || L.invalidCredentials, error: true });
    } catch (error) {
      // What was typed stays: the shopper corrects the code or asks for a new one.
      setStatus({ text: messageOf(error), error: true });
    }
    setBusy(false);
  }

  function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    void (step === 'mobile' ? sendCode() : logIn());
  }

  function changeNumber() {
    setStep('mobile');
    setStatus({ text: '', error: false });
    setTouched(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="mobile-login">
      <p className={`auth-status${status.error ? ' auth-status--error' : ''}`} role="status" aria-live="polite">{status.text}</p>
      {step === 'mobile' ? (
        <TextField id="login-mobile" label={W.mobile} type="text" inputMode="tel" autoComplete="tel-national" maxLength={16}
          value={mobile} onChange={setMobile} onBlur={() => setTouched(true)}
          error={mobileError} showError={touched} hint={W.mobileHint} />
      ) : (
        <TextField id="login-code" label={W.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
          value={code} onChange={(v) => setCode(v.replace(/\D/g, ''))} onBlur={() => setTouched(true)}
          error={codeError} showError={touched} hint={W.codeHint} />
      )}
      <button className="btn" type="submit" disabled={busy}>
        {step === 'mobile' ? (busy ? W.sendingCode : W.sendCode) : busy ? MESSAGES.shop.loginPage.loggingIn : W.verifyCode}
      </button>
      {step === 'code' && (
        <div className="auth-links">
          <button type="button" className="btn-link" onClick={changeNumber} disabled={busy}>{W.changeNumber}</button>
          <button type="button" className="btn-link" onClick={() => void sendCode()} disabled={busy}>{W.resendCode}</button>
        </div>
      )}
    </form>
  );
}
