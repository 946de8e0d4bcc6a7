import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { showAlert } from '@/lib/dialogs';
import { givenPlace, hasErrors, validatePlace, validateProfileField, type PlaceValues } from '@/lib/forms/account-forms';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { readStoredSession } from '@/lib/stores/session';
import { handleUnauthorized } from '@/lib/stores/session-watch';
import PlaceFields from './account/PlaceFields';
import TextField from './account/TextField';
import { useHydrated, useTakeOverInputs } from './account/use-form';
import '@/styles/account.css';

const A = MESSAGES.address;

/** Add New Address: saved on the profile, then back to the shop. */
export default function AddAddressForm() {
  const [address, setAddress] = useState('');
  const [place, setPlace] = useState<PlaceValues>({ pincode: '', city: '', state: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useTakeOverInputs({ address: 'new-address' }, (typed) => {
    setAddress(typed.address ?? '');
    setTouched(true);
  });
  // Until hydrated a click would send the form as a plain GET (the address in the URL).
  const hydrated = useHydrated();
  const error = validateProfileField('address', address);
  const placeErrors = validatePlace(place);

  async function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    // The address's own message first, then those of its pincode, city and state.
    if (error || hasErrors(placeErrors) || busy) return;
    // Read at the moment of saving: the session may have ended in another tab.
    const { userId } = readStoredSession();
    if (userId === null) {
      await showAlert(A.notLoggedIn, undefined, 'error');
      return;
    }
    setBusy(true);
    try {
      await accountApi(browserTransport()).updateProfile(userId, { address: address.trim(), ...givenPlace(place) });
      await showAlert(A.added, undefined, 'success', 1500);
      location.assign('/ecommerce');
      return;
    } catch (err) {
      if (handleUnauthorized(err)) return;
      await showAlert(A.failed, undefined, 'error');
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField id="new-address" label={MESSAGES.shop.accountPages.address} multiline autoComplete="street-address"
        hint={MESSAGES.shop.accountPages.addressHint} value={address}
        onChange={(v) => { setAddress(v); setTouched(true); }} onBlur={() => setTouched(true)}
        error={error} showError={touched} />
      <PlaceFields idPrefix="new-address" value={place} onChange={(v) => { setPlace(v); setTouched(true); }} onBlur={() => setTouched(true)}
        errors={placeErrors} showErrors={touched} />
      <button className="btn" type="submit" disabled={busy || !hydrated}>{busy ? MESSAGES.shop.accountPages.saving : MESSAGES.shop.accountPages.saveAddress}</button>
    </form>
  );
}
