import { UnexpectedAnswer, fields, listOf, num, str, type Reader } from './read';

// The shop's staff as the console's Staff page reads and changes them: its
// admins and riders. A role is one of the two; customers are not staff.

export const STAFF_ROLES = ['admin', 'delivery'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  mobile: string;
  role: StaffRole;
  created_at: string;
}

export interface StaffList {
  staff: StaffMember[];
  /** The admin asking: the page offers them no change of their own role or access. */
  me: number;
}

const role: Reader<StaffRole> = (raw) => {
  const value = str(raw);
  if (value !== 'admin' && value !== 'delivery') throw new UnexpectedAnswer(`not a staff role: ${value}`);
  return value;
};

const readMember: Reader<StaffMember> = /* @__PURE__ */ fields({
  id: num,
  name: str,
  email: str,
  mobile: str,
  role,
  created_at: str,
});

export const readStaffList: Reader<StaffList> = (raw) => ({
  staff: listOf(readMember, 'staff')(raw),
  me: fields({ me: num })(raw).me,
});

export const readStaffChange: Reader<{ message: string; member: StaffMember }> = /* @__PURE__ */ fields({ message: str, member: readMember });
export const readStaffRemoval: Reader<{ message: string }> = /* @__PURE__ */ fields({ message: str });
