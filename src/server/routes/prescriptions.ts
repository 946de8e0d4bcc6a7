import { routeList } from '../http/route-list';
import { prescriptionRejectPayload } from '@/contract/prescriptions.input';
import { MESSAGES } from '@/lib/messages';
import { DomainError } from '../domain-error';
import { formFile } from '../http/form-file';
import { orderRefParam, readJson } from '../http/validate';
import { acceptPrescriptionOf, prescriptionFileOf, rejectPrescriptionOf, uploadPrescription } from '../services/prescriptions';
import { WORDS } from '@/lib/words';

// Prescriptions (mounted at /api/prescriptions/{order}): the order's shopper
// uploads the file (multipart, field "file") and reads it back; the shop's
// admins read it and accept or reject it. The file is never cached anywhere.

const M = MESSAGES.prescription;

export const prescriptions = routeList()
  .post('/:order', { access: 'signed-in' }, async (c) => {
    const file = await formFile(c, 'file', () => new DomainError('PRESCRIPTION_FILE', WORDS.prescription.fileMissing));
    const order = await uploadPrescription(c.env, c.var.db, c.var.distributor, c.var.user, orderRefParam(c, 'order'), file);
    return c.json({ message: M.uploaded, order }, 201);
  })
  .get('/:order', { access: 'signed-in' }, async (c) => {
    const object = await prescriptionFileOf(c.env, c.var.db, c.var.distributor.id, c.var.user, orderRefParam(c, 'order'));
    const type = object.httpMetadata?.contentType ?? 'application/octet-stream';
    return new Response(object.body, {
      headers: {
        'content-type': type,
        'content-length': String(object.size),
        'cache-control': 'private, no-store',
        'content-disposition': `inline; filename="prescription.${type === 'application/pdf' ? 'pdf' : type.split('/')[1]}"`,
        'x-content-type-options': 'nosniff',
        // Opened on its own, the file runs nothing.
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      },
    });
  })
  .post('/:order/accept', { access: 'admin', audit: 'order.prescription_accept' }, async (c) => {
    const order = await acceptPrescriptionOf(c.var.db, c.var.events, c.var.distributor.id, c.var.user, orderRefParam(c, 'order'));
    return c.json({ message: M.accepted, order });
  })
  .post('/:order/reject', { access: 'admin', audit: 'order.prescription_reject', body: prescriptionRejectPayload }, async (c) => {
    const { reason } = await readJson(c, prescriptionRejectPayload);
    const order = await rejectPrescriptionOf(c.var.db, c.var.events, c.var.distributor.id, c.var.user, orderRefParam(c, 'order'), reason);
    return c.json({ message: M.rejected, order });
  });
