import { readConsolePackSizes, readPackSizesSaved } from '@/contract/pack-sizes';
import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's pack-size calls (api/admin/products/{id}/variants), with the admin's token.

const auth = { auth: true } as const;
const path = (id: number) => `admin/products/${id}/variants`;

export function packSizesApi(t: Transport) {
  return {
    /** Every member of the product's group, withdrawn ones too (empty: in none). */
    of: (id: number) => t.request('GET', path(id), readConsolePackSizes, auth),
    /** Sets the group whole: these products (the product itself among them) with their labels. */
    set: (id: number, variants: { product_id: number; pack_size: string }[]) => t.request('PUT', path(id), readPackSizesSaved, { ...auth, body: { variants } }),
    /** Takes the product out of its group. */
    leave: (id: number) => t.request('DELETE', path(id), readMessage, auth),
  };
}
