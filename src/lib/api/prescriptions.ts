import { readOrderChange } from '@/contract/orders';
import { MESSAGES } from '@/lib/messages';
import { ApiError, errorFromBody, type Transport } from './transport';

// Prescription calls (bearer token on all): the shopper's upload, reading the
// file back (the shopper or the shop's admins), and the admin's decision.

const auth = { auth: true } as const;
const P = MESSAGES.prescription;
const path = (orderId: string) => `prescriptions/${encodeURIComponent(orderId)}`;

export function prescriptionsApi(t: Transport) {
  return {
    upload: (orderId: string, file: File) => {
      const form = new FormData();
      form.set('file', file);
      return t.request('POST', path(orderId), readOrderChange, { ...auth, body: form });
    },
    /** The file itself, to show in the page (it is never a plain link: the request needs the token). */
    file: async (orderId: string): Promise<Blob> => {
      let response: Response;
      try {
        response = await t.raw('GET', path(orderId), auth);
      } catch {
        throw new ApiError(0, P.viewFailed, 'NETWORK');
      }
      if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null), P.viewFailed);
      return response.blob();
    },
    accept: (orderId: string) => t.request('POST', `${path(orderId)}/accept`, readOrderChange, { ...auth, body: {} }),
    reject: (orderId: string, reason: string) => t.request('POST', `${path(orderId)}/reject`, readOrderChange, { ...auth, body: { reason } }),
  };
}
