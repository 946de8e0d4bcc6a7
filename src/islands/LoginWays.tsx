import { useState } from 'react';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import LoginForm from './LoginForm';
import MobileLoginForm from './account/MobileLoginForm';
import '@/styles/account.css';

const W = ON_DEMAND_MESSAGES.mobileLogin;
type Way = 'email' | 'mobile';

/**
 * The login page's two ways in: e-mail and password (as before), or mobile and
 * a code by SMS. A pair of native radio buttons: arrow keys move between them,
 * and a screen reader hears the choice and its group.
 */
export default function LoginWays() {
  const [way, setWay] = useState<Way>('email');
  const option = (value: Way, label: string) => (
    <label className="login-way">
      <input type="radio" name="login-way" value={value} checked={way === value} onChange={() => setWay(value)} />
      <span>{label}</span>
    </label>
  );
  return (
    <>
      <fieldset className="login-ways">
        <legend className="visually-hidden">{W.ways}</legend>
        {option('email', W.withEmail)}
        {option('mobile', W.withMobile)}
      </fieldset>
      {way === 'email' ? <LoginForm /> : <MobileLoginForm />}
    </>
  );
}
