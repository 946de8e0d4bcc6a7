import type { PaymentMethod } from '@/contract/orders';

// How a shopper pays for one placing request, as the route read it.

export interface PaymentDetails {
  method: PaymentMethod;
  upiId?: string | null;
  card?: { name: string; number: string; expiry: string; cvv: string } | null;
  netBanking?: { bank: string; accountNumber?: string | null; ifsc?: string | null } | null;
  clientReference?: string | null;
  /** Operator-only: the route passes these for an admin caller alone. */
  isManualPayment?: boolean;
  adminNotes?: string | null;
}
