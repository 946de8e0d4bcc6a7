import type { Address } from '@/contract/account';
import { STORAGE } from '@/lib/storage-keys';
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
}

/**
 * 'Delivering to': a choice among saved addresses ('add-new' goes to the
 * add-address page, any other choice is kept as selectedAddress) and the
 * address textarea with its inline error.
 */
export default function AddressPicker({ addresses, address, error, onChange, onBlur }: Props) {
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
          onBlur={onBlur}
        />
        <p id="delivery-address-error" className="field-error" aria-live="polite">
          {error}
        </p>
      </div>
    </section>
  );
}
