import { z } from 'zod';
import { wordKey } from './word-key';
import { passwordField, profileFields } from './account.input';
import { STAFF_ROLES } from './staff';
import '@/lib/zod-config';

// What the Staff routes read: a new staff member (the sign-up's rules for
// each field, plus a role) and a change of role.

const roleField = z.enum(STAFF_ROLES, {
  error: wordKey('consoleDay.staff.roleInvalid'),
});

export const newStaffPayload = z.object({
  name: profileFields.name,
  email: profileFields.email,
  mobile: profileFields.mobile,
  password: passwordField,
  role: roleField,
});

export const staffRolePayload = z.object({ role: roleField });
