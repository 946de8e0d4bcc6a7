import type { Address } from '@/contract/account';
import type { PlaceErrors, PlaceValues } from '@/lib/forms/place-check';
import { pincodeInText } from '@/lib/india/pincode';
import { STORAGE } from '@/lib/storage-keys';
import PlaceFields from '../account/PlaceFields';
import BuyerGstin from './BuyerGstin';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';

const ADD_NEW = 'add-new';
const ADD_ADDRESS_PATH = '/ecommerce/add-address';
const S = MESSAGES.shop;

interface Props {
  addresses: Address[];
  address: string;
  error: string;
  onChange: (address: string) => void;
  onBlur: () => void;
  place: PlaceValues;
  placeErrors: PlaceErrors;
  onPlaceChange: (place: PlaceValues) => void;
  /** Why the shop cannot deliver to the pincode (or why it is needed), said under the fields. */
  deliveryNote: string;
  /** The business buyer's GSTIN (optional) and why it was refused. */
  gstin: { value: string; error: string; onChange: (value: string) => void };
}

/** A saved address's pincode, city and state; a pincode written in its text is suggested when none was saved. */
export function placeOf(a: Pick<Address, 'full_address' | 'pincode' | 'city' | 'state'>): PlaceValues {
  return { pincode: a.pincode || pincodeInText(a.full_address) || '', city: a.city ?? '', state: a.state ?? '' };
}

/**
 * 'Delivering to': a choice among saved addresses ('add-new' goes to the
 * add-address page, any other choice is kept as selectedAddress), the
 * address textarea with its inline error, and a business buyer's GSTIN.
 */
export default function AddressPicker({ addresses, address, error, onChange, onBlur, place, placeErrors, onPlaceChange, deliveryNote, gstin }: Props) {
  const selected = addresses.find((a) => a.full_address === address);

  function choose(value: string) {
    if (value === ADD_NEW) {
      location.assign(localHref(ADD_ADDRESS_PATH));
      return;
    }
    const chosen = addresses.find((a) => String(a.id) === value);
    if (!chosen) return;
    try {
      localStorage.setItem(STORAGE.selectedAddress, chosen.full_address);
    } catch {
      // Without storage the choice still fills the textarea.
    }
    onChange(chosen.full_address);
    onPlaceChange(placeOf(chosen));
  }

  return (
    <section className="address card" aria-labelledby="address-heading">
      <h2 id="address-heading">{S.deliveringTo}</h2>
      <div className="field">
        <label htmlFor="saved-address">{S.savedAddresses}</label>
        <select id="saved-address" value={selected ? String(selected.id) : ''} onChange={(e) => choose(e.target.value)}>
          <option value="">{addresses.length ? S.chooseSavedAddress : S.noSavedAddresses}</option>
          {addresses.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.full_address}
            </option>
          ))}
          <option value={ADD_NEW}>{S.addNewAddress}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="delivery-address">{S.deliveryAddress}</label>
        <textarea
          id="delivery-address"
          rows={3}
          value={address}
          autoComplete="street-address"
          aria-invalid={error ? true : undefined}
          aria-describedby="delivery-address-error"
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            onBlur();
            if (!place.pincode.trim()) onPlaceChange({ ...place, pincode: pincodeInText(address) ?? '' });
          }}
        />
        <p id="delivery-address-error" className="field-error" aria-live="polite">
          {error}
        </p>
      </div>
      <PlaceFields idPrefix="delivery" value={place} onChange={onPlaceChange} errors={placeErrors} showErrors />
      <p id="delivery-area-note" className="field-error" aria-live="polite" data-testid="delivery-area-note">
        {deliveryNote}
      </p>
      <BuyerGstin {...gstin} />
    </section>
  );
}
