import { useState } from 'react';
import { hasErrors, validatePlace, validateProfileField, type PlaceValues } from '@/lib/forms/account-forms';
import type { ProfileField } from '@/contract/account.input';
import { MESSAGES } from '@/lib/messages';
import Modal from '../common/Modal';
import PlaceFields from './PlaceFields';
import TextField from './TextField';

interface Props {
  field: ProfileField;
  label: string;
  initial: string;
  /** The address's pincode, city and state, edited with it. */
  initialPlace?: PlaceValues;
  /** Resolves to an error message to show, or null when saved. The e-mail also sends the current password; the address its place. */
  onSave: (value: string, currentPassword?: string, place?: PlaceValues) => Promise<string | null>;
  onClose: () => void;
}

const A = MESSAGES.shop.accountPages;

const INPUT: Record<ProfileField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobile: { type: 'text', autoComplete: 'tel-national', inputMode: 'tel' },
  address: { type: 'text', autoComplete: 'street-address' },
};

/**
 * One-field edit dialog of the profile (the shop's Modal: focus stays inside,
 * Escape cancels, and focus returns to the Edit button). A new e-mail is the
 * new login, so it also asks for the current password.
 */
export default function EditFieldDialog({ field, label, initial, initialPlace, onSave, onClose }: Props) {
  const [value, setValue] = useState(initial);
  const [place, setPlace] = useState<PlaceValues>(initialPlace ?? { pincode: '', city: '', state: '' });
  const withPlace = field === 'address';
  const placeErrors = withPlace ? validatePlace(place) : {};
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const needsPassword = field === 'email' && value.trim().toLowerCase() !== initial.trim().toLowerCase();
  const error = validateProfileField(field, value);
  const passwordError = needsPassword && !password ? MESSAGES.security.currentPasswordRequired : undefined;

  async function onSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || passwordError || hasErrors(placeErrors) || busy) return;
    setBusy(true);
    const message = await onSave(value.trim(), needsPassword ? password : undefined, withPlace ? place : undefined);
    setBusy(false);
    if (message) setServerError(message);
    else onClose();
  }

  return (
    <Modal title={initial ? A.editField(label) : A.addField(label)} onClose={onClose} busy={busy} className="edit-dialog">
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <TextField id={`edit-${field}`} label={label} {...INPUT[field]} multiline={field === 'address'} autoFocus
          value={value} onChange={(v) => { setValue(v); setTouched(true); setServerError(''); }}
          onBlur={() => setTouched(true)} error={error} showError={touched} />
        {withPlace && (
          <PlaceFields idPrefix="edit-address" value={place} onChange={(v) => { setPlace(v); setTouched(true); setServerError(''); }}
            onBlur={() => setTouched(true)} errors={placeErrors} showErrors={touched} />
        )}
        {field === 'email' && (
          <TextField id="edit-current-password" label={A.currentPassword} type="password" autoComplete="current-password"
            value={password} onChange={(v) => { setPassword(v); setServerError(''); }}
            hint={A.currentPasswordHint}
            error={passwordError} showError={touched && needsPassword} />
        )}
        <p className="field-error" role="alert">{serverError}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>{MESSAGES.shop.cancel}</button>
          <button type="submit" className="btn" disabled={Boolean(error) || busy}>{busy ? A.saving : A.save}</button>
        </div>
      </form>
    </Modal>
  );
}
