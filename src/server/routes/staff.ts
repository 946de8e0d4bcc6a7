import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { Hono } from 'hono';
import { newStaffPayload, staffRolePayload } from '@/contract/staff.input';
import { requireAuth } from '../auth/guard';
import { idParam, readJson } from '../http/validate';
import { addStaff, changeStaffRole, endStaffAccess, staffOf } from '../services/staff';
import type { AppEnv } from '../types';

// The console's Staff page (mounted at /api/admin/staff): the shop's admins
// list, add, re-role and remove its admins and riders. Admins of this shop only.

const admin = requireAuth('admin');
const W = CONSOLE_DAY.staff;

export const staffRoutes = new Hono<AppEnv>()
  .get('/', admin, async (c) => c.json(await staffOf(c.env.DB, c.var.distributor.id, c.var.user.id)))
  .post('/', admin, async (c) => {
    const input = await readJson(c, newStaffPayload);
    const member = await addStaff(c.env.DB, c.var.distributor.id, input);
    return c.json({ message: W.addedMessage, member }, 201);
  })
  .put('/:id', admin, async (c) => {
    const id = idParam(c);
    const { role } = await readJson(c, staffRolePayload);
    const member = await changeStaffRole(c.env.DB, c.var.distributor.id, id, c.var.user.id, role);
    return c.json({ message: W.roleChangedMessage, member });
  })
  .delete('/:id', admin, async (c) => {
    await endStaffAccess(c.env.DB, c.var.distributor.id, idParam(c), c.var.user.id);
    return c.json({ message: W.removedMessage });
  });
