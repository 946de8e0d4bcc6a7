import type { StaffList, StaffMember, StaffRole } from '@/contract/staff';
import { hashPassword } from '../auth/password';
import { emailTaken } from '../data/customers';
import { getStaffMember, insertStaff, listStaff, removeStaff, setStaffRole } from '../data/staff';
import { conflict, notFound } from '../domain-error';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import { WORDS } from '@/lib/words';

// The shop's staff, managed by its admins: add a rider or an admin, change a
// role, end someone's access. The caller never changes their own role or
// access (they would lock themself out), and the shop always keeps an admin.
// Each change is a shop event: the audit log names the member and keeps their
// name, role and access before → after (never a password).

const memberEvent = (type: ShopEvent['type'], id: number, detail?: ShopEvent['detail']): ShopEvent => ({ type, target: { kind: 'customer', ref: id }, detail });

export async function staffOf(db: D1Database, distributorId: number, callerId: number): Promise<StaffList> {
  return { staff: await listStaff(db, distributorId), me: callerId };
}

export async function addStaff(
  db: D1Database,
  events: RequestEvents,
  distributorId: number,
  input: {
    name: string;
    email: string;
    mobile: string;
    password: string;
    role: StaffRole;
  },
): Promise<StaffMember> {
  const email = input.email.toLowerCase();
  // Checked before hashing so a duplicate costs no CPU; the insert re-checks (UNIQUE).
  if (await emailTaken(db, distributorId, email)) throw conflict(WORDS.consoleDay.staff.emailTaken);
  // A create: the member is the shop's newest account once the insert has run.
  const event: ShopEvent = { type: 'staff.add', target: { kind: 'customer', newest: 'customers' }, detail: { name: input.name, role: input.role } };
  const member = await insertStaff(events.database(db, event), distributorId, {
    name: input.name,
    email,
    mobile: input.mobile,
    passwordHash: await hashPassword(input.password),
    role: input.role,
  });
  if (!member) throw conflict(WORDS.consoleDay.staff.emailTaken);
  return member;
}

/** The member `id` as the caller may change them: one of the shop's staff, not the caller. */
async function changeable(db: D1Database, distributorId: number, id: number, callerId: number): Promise<StaffMember> {
  const member = await getStaffMember(db, distributorId, id);
  if (!member) throw notFound(WORDS.consoleDay.staff.notStaff);
  if (member.id === callerId) throw conflict(WORDS.consoleDay.staff.notYourself);
  return member;
}

export async function changeStaffRole(
  db: D1Database,
  events: RequestEvents,
  distributorId: number,
  id: number,
  callerId: number,
  role: StaffRole,
): Promise<StaffMember> {
  const member = await changeable(db, distributorId, id, callerId);
  if (member.role === role) return member;
  if (!(await setStaffRole(events.database(db, memberEvent('staff.role', id, { role })), distributorId, id, callerId, role))) {
    // The guarded statement refused: the member changed meanwhile, or was the last admin.
    const now = await getStaffMember(db, distributorId, id);
    if (!now) throw notFound(WORDS.consoleDay.staff.notStaff);
    if (now.role === role) return now;
    throw conflict(WORDS.consoleDay.staff.lastAdmin);
  }
  return { ...member, role };
}

export async function endStaffAccess(db: D1Database, events: RequestEvents, distributorId: number, id: number, callerId: number): Promise<void> {
  await changeable(db, distributorId, id, callerId);
  if (!(await removeStaff(events.database(db, memberEvent('staff.remove', id)), distributorId, id, callerId))) {
    if (!(await getStaffMember(db, distributorId, id))) throw notFound(WORDS.consoleDay.staff.notStaff);
    throw conflict(WORDS.consoleDay.staff.lastAdmin);
  }
}
