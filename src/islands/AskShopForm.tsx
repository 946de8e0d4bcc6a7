import { useState, type SubmitEvent } from 'react';
import { askShopFor } from '@/lib/api/search';
import { ApiError } from '@/lib/api/transport';
import type { AskFormWords } from '@/lib/search-page-messages';
import { browserTransport } from '@/lib/shop-config';
import { useHydrated, useTakeOverInputs } from './account/use-form';
import '@/styles/ask-shop.css';

// "Ask the shop for it", under a search that found nothing: what the shopper
// looks for (the query, to start with), and how the shop may reach them if
// they wish. The request reaches the shop's admins as a message; a refusal
// names its reason and keeps everything typed. Its words come from the page,
// in the page's language, so no shop page's script bundle carries them.

const IDS = { what: 'ask-shop-what', name: 'ask-shop-name', phone: 'ask-shop-phone' } as const;
type Field = keyof typeof IDS;

export default function AskShopForm({ what: initialWhat, words: A }: { what: string; words: AskFormWords }) {
  const [values, setValues] = useState<Record<Field, string>>({ what: initialWhat, name: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  useTakeOverInputs(IDS, (typed) => setValues((v) => ({ ...v, ...typed })));
  // Until hydrated a click would send the form as a plain GET to this page.
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // An empty or overlong request is refused by the server, in words the form shows.
    const what = values.what.trim();
    setError('');
    setBusy(true);
    try {
      const name = values.name.trim();
      const phone = values.phone.trim();
      await askShopFor(browserTransport(), { what, ...(name ? { name } : {}), ...(phone ? { phone } : {}) });
      setSent(A.sent);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 && err.message ? err.message : A.failed);
    } finally {
      setBusy(false);
    }
  }

  const field = (key: Field, label: string, extra: Record<string, string | number>) => (
    <div className="ask-shop__field">
      <label htmlFor={IDS[key]}>{label}</label>
      <input id={IDS[key]} name={key} value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} {...extra} />
    </div>
  );
  return (
    <>
      {/* One live region, there from the start, so the receipt is announced when the form gives way to it. */}
      <p className="ask-shop__sent" role="status">
        {sent}
      </p>
      {!sent && (
        <form className="ask-shop__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
          {field('what', A.what, { maxLength: 200, required: 'required', autoComplete: 'off' })}
          {field('name', A.name, { maxLength: 80, autoComplete: 'name' })}
          {field('phone', A.phone, { type: 'text', inputMode: 'tel', maxLength: 16, autoComplete: 'tel-national', 'aria-describedby': 'ask-shop-phone-hint' })}
          <p id="ask-shop-phone-hint" className="ask-shop__hint">
            {A.phoneHint}
          </p>
          <p className="field-error" role="alert">
            {error}
          </p>
          <button className="btn" type="submit" disabled={busy || !hydrated}>
            {busy ? A.sending : A.send}
          </button>
        </form>
      )}
    </>
  );
}
