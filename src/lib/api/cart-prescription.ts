import { readCartPrescription } from '@/contract/cart-prescription';
import type { Transport } from './transport';

// The prescription uploaded in the cart before paying (the caller's own;
// bearer token). Apart from prescriptions.ts so the cart does not carry the
// order readers.

const auth = { auth: true } as const;

export function cartPrescriptionApi(t: Transport) {
  return {
    current: () => t.request('GET', 'cart-prescription', readCartPrescription, auth),
    upload: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return t.request('POST', 'cart-prescription', readCartPrescription, { ...auth, body: form });
    },
  };
}
