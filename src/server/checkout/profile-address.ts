import { WORDS } from '@/lib/words';
import { badRequest } from '../domain-error';
import { getCustomer } from '../data/customers';

/** Where an order placed from given products goes: the address saved with the buyer's profile, which must be there. */
export async function profileDeliveryAddress(db: D1Database, distributorId: number, customerId: number): Promise<string> {
  const profile = await getCustomer(db, distributorId, customerId);
  const address = profile?.address.trim() ?? '';
  if (address.length < 2) throw badRequest(WORDS.checkout.noProfileAddress);
  return address;
}
