import { routeList } from '../http/route-list';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { DomainError } from '../domain-error';
import { formFile } from '../http/form-file';
import { cartPrescriptionView, uploadCartPrescription } from '../services/cart-prescription';
import { WORDS } from '@/lib/words';

// /api/cart-prescription: the prescription uploaded in the cart before paying
// (multipart, field "file"), and whether there is one. The caller's own only.


export const cartPrescription = routeList()
  .get('/', { access: 'signed-in' }, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await cartPrescriptionView(c.var.db, c.var.distributor.id, c.var.user.id));
  })
  .post('/', { access: 'signed-in' }, async (c) => {
    const file = await formFile(c, 'file', () => new DomainError('PRESCRIPTION_FILE', WORDS.prescription.fileMissing));
    const view = await uploadCartPrescription(c.env, c.var.db, c.var.distributor, c.var.user.id, file);
    return c.json({ message: ON_DEMAND_MESSAGES.cartPrescription.uploaded, ...view }, 201);
  });
