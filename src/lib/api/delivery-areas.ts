import { readDeliveryAreas, type DeliveryArea } from '@/contract/delivery-areas';
import type { Transport } from './transport';

// The console's delivery-area calls: read the shop's areas and replace them
// whole, with the admin's token (the server checks the role and every part).

const auth = { auth: true } as const;

export function deliveryAreasApi(t: Transport) {
  return {
    list: () => t.request('GET', 'delivery/areas', readDeliveryAreas, auth),
    save: (areas: DeliveryArea[]) => t.request('PUT', 'delivery/areas', readDeliveryAreas, { ...auth, body: { areas } }),
  };
}
