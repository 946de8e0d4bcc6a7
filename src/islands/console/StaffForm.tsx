import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { useState, type FormEvent } from 'react';
import type { StaffMember, StaffRole } from '@/contract/staff';
import { consoleStaffApi, type NewStaff } from '@/lib/api/console-staff';
import { browserTransport } from '@/lib/shop-config';
import { useSave } from './use-save';

// Adding a rider or an admin: name, e-mail, mobile, a first password and the
// role. The server checks every field (as at sign-up); its refusal shows
// here and what was typed stays. After a success the form empties for the next.

const W = CONSOLE_DAY.staff;
const EMPTY: NewStaff = {
  name: '',
  email: '',
  mobile: '',
  password: '',
  role: 'delivery',
};
type TextKey = Exclude<keyof NewStaff, 'role'>;

export default function StaffForm({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const [draft, setDraft] = useState<NewStaff>(EMPTY);
  const { busy, result, run } = useSave();

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const { member } = await consoleStaffApi(browserTransport()).add(draft);
      onAdded(member);
      setDraft(EMPTY);
      return W.added(member.name);
    });
  }

  const field = (key: TextKey, label: string, type: string, autoComplete: string) => (
    <div className="console-field">
      <label htmlFor={`staff-${key}`}>{label}</label>
      <input
        id={`staff-${key}`}
        type={type}
        value={draft[key]}
        autoComplete={autoComplete}
        required
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        aria-describedby={result && !result.ok ? 'staff-form-result' : undefined}
      />
    </div>
  );

  return (
    <form className="console-form console-section" onSubmit={submit} noValidate aria-labelledby="staff-form-title">
      <h2 id="staff-form-title">{W.addTitle}</h2>
      <div className="console-grid">
        {field('name', W.name, 'text', 'off')}
        {field('email', W.email, 'email', 'off')}
        {field('mobile', W.mobile, 'tel', 'off')}
        {field('password', W.password, 'password', 'new-password')}
        <div className="console-field">
          <label htmlFor="staff-role">{W.role}</label>
          <select id="staff-role" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as StaffRole })}>
            <option value="delivery">{W.roles.delivery}</option>
            <option value="admin">{W.roles.admin}</option>
          </select>
        </div>
      </div>
      <p aria-live="polite" id="staff-form-result" className={result ? (result.ok ? 'console-status' : 'console-error') : undefined}>
        {result?.text}
      </p>
      <p className="console-actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? W.adding : W.add}
        </button>
      </p>
    </form>
  );
}
