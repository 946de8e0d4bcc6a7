import type { PlaceErrors, PlaceField, PlaceValues } from '@/lib/forms/place-check';
import { stateChoices } from '@/lib/india/states';
import { MESSAGES } from '@/lib/messages';
import TextField from './TextField';

const A = MESSAGES.address;

interface Props {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  value: PlaceValues;
  onChange: (value: PlaceValues) => void;
  onBlur?: () => void;
  errors: PlaceErrors;
  showErrors: boolean;
}

/** An address's Pincode, City and State beside its free text (add-address, profile, the cart). */
export default function PlaceFields({ idPrefix, value, onChange, onBlur, errors, showErrors }: Props) {
  const set = (field: PlaceField) => (v: string) => onChange({ ...value, [field]: v });
  const stateId = `${idPrefix}-state`;
  const stateError = showErrors ? errors.state : undefined;
  return (
    <div className="place-fields">
      <TextField id={`${idPrefix}-pincode`} label={A.pincodeLabel} inputMode="numeric" autoComplete="postal-code" maxLength={7}
        value={value.pincode} onChange={set('pincode')} onBlur={onBlur} error={errors.pincode} showError={showErrors} />
      <TextField id={`${idPrefix}-city`} label={A.cityLabel} autoComplete="address-level2" maxLength={80}
        value={value.city} onChange={set('city')} onBlur={onBlur} error={errors.city} showError={showErrors} />
      <div className="field">
        <label htmlFor={stateId}>{A.stateLabel}</label>
        <select id={stateId} name={stateId} value={value.state} autoComplete="address-level1" onChange={(e) => set('state')(e.target.value)} onBlur={onBlur}
          aria-invalid={Boolean(stateError)} aria-describedby={stateError ? `${stateId}-error` : undefined}>
          <option value="">{A.stateChoose}</option>
          {stateChoices().map(([code, name]) => <option key={code} value={code}>{name}</option>)}
        </select>
        {stateError && <span id={`${stateId}-error`} className="field-error" role="alert">{stateError}</span>}
      </div>
    </div>
  );
}
