import type { ActivityEntry, ActivityValue } from '@/contract/activity';
import { formatPaise } from '@/lib/pricing';
import { formatIndianDateTime } from '@/lib/dates';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';

// Rows of the audit log: when, who, what (with the fields kept and an edit's
// before → after), about what. The order page shows its own rows with the same table.

const A = MESSAGES.console.activity;
const F = CONSOLE_DAY.activityLog;

/** A field's value as a person reads it: money in rupees, rates in per cent, states in words. */
function shown(field: string, value: ActivityValue): string {
  if (value === null || value === '') return F.none;
  if (typeof value === 'number') {
    if (field === 'price_paise') return formatPaise(value);
    if (field === 'discount') return `${value}%`;
    if (field === 'gst_rate_bp') return `${value / 100}%`;
    if (field === 'active') return value ? F.yes : F.no;
    return String(value);
  }
  return F.values[value] ?? value.replace(/_/g, ' ');
}

function Changes({ entry }: { entry: ActivityEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  if (!changes.length) return null;
  return (
    <ul className="activity-changes" aria-label={F.changes}>
      {changes.map(([field, [before, after]]) => (
        <li key={field}>
          {F.fields[field] ?? field.replace(/_/g, ' ')}: <del>{shown(field, before)}</del> → <ins>{shown(field, after)}</ins>
        </li>
      ))}
    </ul>
  );
}

function what(entry: ActivityEntry): string {
  const label = A.actions[entry.action] ?? CONSOLE_DAY.staff.logActions[entry.action] ?? entry.action;
  // The rider by name rather than by the id the log keeps.
  const kept = Object.entries(entry.detail).filter(([k]) => !(entry.rider_name && k === 'assigned_deliveryboy_id'));
  const detail = [...kept.map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v}`), ...(entry.rider_name ? [`${A.rider}: ${entry.rider_name}`] : [])];
  return detail.length ? `${label} (${detail.join(', ')})` : label;
}

function about(entry: ActivityEntry): string {
  const target = A.targets[entry.target_kind];
  const thing = target ? target(entry.target_ref ?? '') : `${entry.target_kind} ${entry.target_ref ?? ''}`;
  return entry.target_name ? `${entry.target_name} (${thing})` : thing;
}

export default function ActivityTable({ entries, caption }: { entries: ActivityEntry[]; caption?: string }) {
  return (
    <table className="console-table" data-activity>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{A.when}</th>
          <th scope="col">{A.who}</th>
          <th scope="col">{A.what}</th>
          <th scope="col">{A.about}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td data-label={A.when}>{formatIndianDateTime(e.at)}</td>
            <td data-label={A.who}>{e.actor_role === 'delivery' ? `${e.actor_name} (${A.rider})` : e.actor_name}</td>
            <td data-label={A.what}>
              {/* One block beside the label on a phone. */}
              <div>
                {what(e)}
                <Changes entry={e} />
              </div>
            </td>
            <td data-label={A.about}>
              {e.target_kind === 'order' && e.target_ref ? <a href={`/admin/orders/${encodeURIComponent(e.target_ref)}`}>{about(e)}</a> : about(e)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
