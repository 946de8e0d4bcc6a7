import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { routeList } from '../http/route-list';
import { newStaffPayload, staffRolePayload } from '@/contract/staff.input';
import { idParam, readJson } from '../http/validate';
import { addStaff, changeStaffRole, endStaffAccess, staffOf } from '../services/staff';

// The console's Staff page (mounted at /api/admin/staff): the shop's admins
// list, add, re-role and remove its admins and riders. Admins of this shop only.

const W = CONSOLE_DAY.staff;

export const staffRoutes = routeList()
  .get('/', { access: 'admin' }, async (c) => c.json(await staffOf(c.var.db, c.var.distributor.id, c.var.user.id)))
  // Never the password: the log keeps who was added and as what.
  .post('/', { access: 'admin', audit: 'staff.add', body: newStaffPayload }, async (c) => {
    const input = await readJson(c, newStaffPayload);
    const member = await addStaff(c.var.db, c.var.events, c.var.distributor.id, input);
    return c.json({ message: W.addedMessage, member }, 201);
  })
  .put('/:id', { access: 'admin', audit: 'staff.role', body: staffRolePayload }, async (c) => {
    const id = idParam(c);
    const { role } = await readJson(c, staffRolePayload);
    const member = await changeStaffRole(c.var.db, c.var.events, c.var.distributor.id, id, c.var.user.id, role);
    return c.json({ message: W.roleChangedMessage, member });
  })
  .delete('/:id', { access: 'admin', audit: 'staff.remove' }, async (c) => {
    await endStaffAccess(c.var.db, c.var.events, c.var.distributor.id, idParam(c), c.var.user.id);
    return c.json({ message: W.removedMessage });
  });
