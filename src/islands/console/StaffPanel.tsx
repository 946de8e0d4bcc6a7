import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { useEffect, useState } from 'react';
import type { StaffList, StaffMember, StaffRole } from '@/contract/staff';
import { consoleStaffApi } from '@/lib/api/console-staff';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import StaffForm from './StaffForm';
import { useSave } from './use-save';
import { useGatedLoad } from './use-gated-load';

// The shop's staff: its admins and riders, each with a role to change and
// access to remove (confirmed first: their sessions end at once). The admin's
// own row offers neither, as the server refuses both; it also keeps the
// shop's last admin.

const W = CONSOLE_DAY.staff;
const O = MESSAGES.console.orders;

interface RowProps {
  member: StaffMember;
  self: boolean;
  onChange: (member: StaffMember) => void;
  onRemoved: (id: number) => void;
}

function StaffRow({ member, self, onChange, onRemoved }: RowProps) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const { busy, result, run } = useSave();
  const api = () => consoleStaffApi(browserTransport());
  useEffect(() => setRole(member.role), [member.role]);

  const saveRole = () =>
    run(async () => {
      const answer = await api().setRole(member.id, role);
      onChange(answer.member);
      return W.roleSaved(member.name, W.roles[answer.member.role] ?? answer.member.role);
    });

  async function remove() {
    if (!(await showConfirm(W.removeTitle(member.name), W.removeText, W.removeConfirm, W.cancel))) return;
    await run(async () => {
      await api().remove(member.id);
      onRemoved(member.id);
      return W.removed(member.name);
    });
  }

  const selectId = `staff-role-${member.id}`;
  return (
    <tr>
      <td data-label={W.name}>
        {member.name} {self && <span className="console-note">{W.you}</span>}
      </td>
      <td data-label={W.email}>{member.email}</td>
      <td data-label={W.mobile}>{member.mobile}</td>
      <td data-label={W.role}>
        {self ? (
          W.roles[member.role]
        ) : (
          <span className="console-inline">
            <label className="visually-hidden" htmlFor={selectId}>
              {W.changeRole(member.name)}
            </label>
            <select id={selectId} value={role} disabled={busy} onChange={(e) => setRole(e.target.value as StaffRole)}>
              <option value="delivery">{W.roles.delivery}</option>
              <option value="admin">{W.roles.admin}</option>
            </select>
            {role !== member.role && (
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => void saveRole()}>
                {W.saveRole}
              </button>
            )}
          </span>
        )}
      </td>
      <td data-label={W.actions}>
        {!self && (
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void remove()} aria-label={`${W.remove}: ${member.name}`}>
            {W.remove}
          </button>
        )}
        <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
      </td>
    </tr>
  );
}

function StaffTable({ initial }: { initial: StaffList }) {
  const [staff, setStaff] = useState(initial.staff);
  // A removed member's row stays until the next load, so the outcome stays readable beside it.
  const [removed, setRemoved] = useState<number[]>([]);
  const replace = (m: StaffMember) => setStaff((all) => all.map((s) => (s.id === m.id ? m : s)));
  return (
    <>
      <p className="console-note">{W.intro}</p>
      {staff.length === 0 ? (
        <p className="console-note">{W.empty}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{W.name}</th>
              <th scope="col">{W.email}</th>
              <th scope="col">{W.mobile}</th>
              <th scope="col">{W.role}</th>
              <th scope="col">{O.actions}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((m) =>
              removed.includes(m.id) ? (
                <tr key={m.id}>
                  <td colSpan={5} className="console-status" role="status">
                    {W.removed(m.name)}
                  </td>
                </tr>
              ) : (
                <StaffRow key={m.id} member={m} self={m.id === initial.me} onChange={replace} onRemoved={(id) => setRemoved((r) => [...r, id])} />
              ),
            )}
          </tbody>
        </table>
      )}
      <StaffForm onAdded={(m) => setStaff((all) => [...all, m])} />
    </>
  );
}

export default function StaffPanel() {
  const { state, reload } = useGatedLoad((t) => consoleStaffApi(t).list());
  return (
    <Gate title={MESSAGES.console.sections.staff} state={state} reload={reload}>
      {(data) => <StaffTable initial={data} />}
    </Gate>
  );
}
