import type { Address } from '@/contract/account';
import { STORAGE } from '@/lib/storage-keys';

const ADD_NEW = 'add-new';
const ADD_ADDRESS_PATH = '/ecommerce/add-address';

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
      location.assign(ADD_ADDRESS_PATH);
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
      <h2 id="address-heading">Delivering to</h2>
      <div className="field">
        <label htmlFor="saved-address">Saved addresses</label>
        <select id="saved-address" value={selected ? String(selected.id) : ''} onChange={(e) => choose(e.target.value)}>
          <option value="">{addresses.length ? 'Choose a saved address' : 'No saved addresses'}</option>
          {addresses.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.full_address}
            </option>
          ))}
          <option value={ADD_NEW}>+ Add a new address</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="delivery-address">Delivery address</label>
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
