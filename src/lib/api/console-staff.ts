import { readStaffChange, readStaffList, readStaffRemoval, type StaffRole } from '@/contract/staff';
import type { Transport } from './transport';

// The console's Staff calls: the shop's admins and riders, added, re-roled and removed by an admin.

const auth = { auth: true } as const;

export interface NewStaff {
  name: string;
  email: string;
  mobile: string;
  password: string;
  role: StaffRole;
}

export function consoleStaffApi(t: Transport) {
  return {
    list: () => t.request('GET', 'admin/staff', readStaffList, auth),
    add: (member: NewStaff) =>
      t.request('POST', 'admin/staff', readStaffChange, {
        ...auth,
        body: { ...member },
      }),
    setRole: (id: number, role: StaffRole) =>
      t.request('PUT', `admin/staff/${id}`, readStaffChange, {
        ...auth,
        body: { role },
      }),
    remove: (id: number) => t.request('DELETE', `admin/staff/${id}`, readStaffRemoval, auth),
  };
}
