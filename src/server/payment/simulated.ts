import { isExpiryPast } from '@/lib/payment-checks';
import { MESSAGES } from '@/lib/messages';
import type { Authorization, PaymentGateway, PaymentRequest } from './gateway';

// The local and test gateway: every well-formed payment succeeds at once.
// It checks what a real gateway would refuse, so the flow around it is honest.

const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const CLIENT_REFERENCE = /^TXN-\d{10,16}$/;

function refusal(request: PaymentRequest, now: Date): string | null {
  switch (request.gateway) {
    case 'UPI':
      return request.upiId && UPI_ID.test(request.upiId) ? null : MESSAGES.checkout.upiInvalid;
    case 'CARD': {
      const card = request.card;
      if (!card || !/^\d{16}$/.test(card.number) || !/^\d{3}$/.test(card.cvv)) return MESSAGES.checkout.cardRequired;
      return isExpiryPast(card.expiry, now) ? MESSAGES.checkout.expiryPast : null;
    }
    case 'NETBANKING':
      return request.netBanking?.bank ? null : MESSAGES.checkout.bankRequired;
    case 'COD':
      return null;
  }
}

export function simulatedGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    kind: 'simulated',
    async authorize(request): Promise<Authorization> {
      const message = refusal(request, now());
      if (message) return { ok: false, message };
      const transactionId =
        request.clientReference && CLIENT_REFERENCE.test(request.clientReference)
          ? request.clientReference
          : `TXN-${now().getTime()}`;
      return { ok: true, transactionId, gateway: request.gateway };
    },
    async capture() {},
    async void() {},
  };
}
