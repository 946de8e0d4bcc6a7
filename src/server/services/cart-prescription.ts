import { cartPrescriptionOf, putCartPrescription } from '../data/cart-prescriptions';
import { DomainError } from '../domain-error';
import { storePrescription } from '../media/prescription-file';
import { WORDS } from '@/lib/words';

// The prescription a shopper uploads in the cart, before paying, for the
// prescription medicines in it. The same private file as an order's (the
// bytes decide its type; at most 2 MB); placing the order takes it along
// (data/order-write.ts). Always the caller's own: the session says whose.


export interface CartPrescriptionView {
  /** Null until the shopper uploaded one. */
  prescription: { type: string; size: number; uploaded_at: string } | null;
}

interface Shop {
  id: number;
  slug: string;
}

export async function cartPrescriptionView(db: D1Database, shopId: number, customerId: number): Promise<CartPrescriptionView> {
  const row = await cartPrescriptionOf(db, shopId, customerId);
  return { prescription: row ? { type: row.file_type, size: row.file_size, uploaded_at: row.uploaded_at } : null };
}

export async function uploadCartPrescription(env: Env, db: D1Database, shop: Shop, customerId: number, file: File | null): Promise<CartPrescriptionView> {
  if (!file) throw new DomainError('PRESCRIPTION_FILE', WORDS.prescription.fileMissing);
  const stored = await storePrescription(env.MEDIA, shop.slug, file);
  let replaced: string | null;
  let uploadedAt: string;
  try {
    ({ replaced, uploaded_at: uploadedAt } = await putCartPrescription(db, shop.id, customerId, stored));
  } catch (err) {
    await env.MEDIA.delete(stored.key);
    throw err;
  }
  if (replaced && replaced !== stored.key) await env.MEDIA.delete(replaced);
  return { prescription: { type: stored.type, size: stored.size, uploaded_at: uploadedAt } };
}
