import { useState } from 'react';
import type { ConsoleCoupon } from '@/contract/console';
import { consoleCouponsApi, type CouponFields } from '@/lib/api/console-catalogue';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';

// The shop's coupons for an operator: every field in a table, and one form to
// add a coupon or edit one. The server checks the rules (a code used twice, a
// percent above 100, dates the wrong way round) and its message is shown; a
// refused save keeps everything typed. An edit sends only what was changed.

const K = MESSAGES.console.coupons;
const F = K.fields;
const O = MESSAGES.console.orders;

interface Draft {
  code: string;
  kind: 'percent' | 'flat';
  value: string;
  max_discount: string;
  min_order_amount: string;
  valid_from: string;
  valid_to: string;
  per_customer_limit: string;
  description: string;
  active: boolean;
}
type TextKey = Exclude<keyof Draft, 'kind' | 'active'>;

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  max_discount: '',
  min_order_amount: '0',
  valid_from: '',
  valid_to: '',
  per_customer_limit: '1',
  description: '',
  active: true,
};

function draftOf(c: ConsoleCoupon): Draft {
  return {
    code: c.code,
    kind: c.kind === 'flat' ? 'flat' : 'percent',
    value: String(c.value),
    max_discount: c.max_discount === null ? '' : String(c.max_discount),
    min_order_amount: String(c.min_order_amount),
    valid_from: c.valid_from.slice(0, 10),
    valid_to: c.valid_to.slice(0, 10),
    per_customer_limit: String(c.per_customer_limit),
    description: c.description,
    active: c.active,
  };
}

const amount = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function fieldsOf(d: Draft): CouponFields {
  return {
    code: d.code.trim(),
    kind: d.kind,
    value: amount(d.value),
    max_discount: d.max_discount.trim() === '' ? null : amount(d.max_discount),
    min_order_amount: d.min_order_amount.trim() === '' ? 0 : amount(d.min_order_amount),
    valid_from: d.valid_from,
    valid_to: d.valid_to,
    per_customer_limit: amount(d.per_customer_limit),
    description: d.description.trim(),
    active: d.active,
  };
}

/** The fields that differ from the coupon as loaded (an edit leaves the rest as stored). */
function changedFields(before: Draft, after: Draft): Partial<CouponFields> {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const out: Partial<Record<keyof CouponFields, unknown>> = {};
  for (const key of Object.keys(b) as (keyof CouponFields)[]) if (!Object.is(a[key], b[key])) out[key] = b[key];
  return out as Partial<CouponFields>;
}

/**
 * The first field the server would refuse for its shape (a number or date left
 * empty or not one), named as the form labels it; the server's own messages
 * name its fields as the API does. The rules across fields stay the server's.
 */
function draftProblem(d: Draft): { key: TextKey; message: string } | null {
  const notNumber = (v: string, optional: boolean) => !(optional && v.trim() === '') && !Number.isFinite(amount(v));
  if (notNumber(d.value, false)) return { key: 'value', message: K.needNumber(F.value) };
  if (notNumber(d.max_discount, true)) return { key: 'max_discount', message: K.needNumber(F.cap) };
  if (notNumber(d.min_order_amount, true)) return { key: 'min_order_amount', message: K.needNumber(F.min) };
  if (!Number.isInteger(amount(d.per_customer_limit))) return { key: 'per_customer_limit', message: K.needWholeNumber(F.limit) };
  if (d.valid_from === '') return { key: 'valid_from', message: K.needDate(F.from) };
  if (d.valid_to === '') return { key: 'valid_to', message: K.needDate(F.to) };
  return null;
}

const shortDate = (iso: string) => iso.slice(0, 10);
const valueText = (c: ConsoleCoupon) => (c.kind === 'percent' ? `${c.value}%` : formatInr(c.value));

function CouponForm({
  coupon,
  done,
  cancel,
}: {
  coupon: ConsoleCoupon | null;
  done: (c: ConsoleCoupon, created: boolean, note?: string) => void;
  cancel: () => void;
}) {
  const start = coupon ? draftOf(coupon) : { ...EMPTY, valid_from: today() };
  const [draft, setDraft] = useState<Draft>(start);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<TextKey | null>(null);
  const set = (key: TextKey) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  async function save(event: React.SubmitEvent) {
    event.preventDefault();
    const problem = draftProblem(draft);
    setInvalid(problem?.key ?? null);
    if (problem) {
      setError(problem.message);
      document.getElementById(`k-${problem.key}`)?.focus();
      return;
    }
    const changes = coupon && changedFields(start, draft);
    // An edit that changed nothing closes without asking the server for anything.
    if (coupon && changes && Object.keys(changes).length === 0) return done(coupon, false, K.noChanges);
    setBusy(true);
    setError(null);
    try {
      const api = consoleCouponsApi(browserTransport());
      const answer = coupon && changes ? await api.update(coupon.id, changes) : await api.create(fieldsOf(draft));
      done(answer.coupon, coupon === null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const input = (key: TextKey, label: string, type = 'text', extra: Record<string, string> = {}) => (
    <div className="console-field">
      <label htmlFor={`k-${key}`}>{label}</label>
      <input
        id={`k-${key}`}
        type={type}
        value={draft[key]}
        onChange={set(key)}
        aria-invalid={invalid === key || undefined}
        aria-describedby={invalid === key ? 'coupon-form-error' : undefined}
        {...extra}
      />
    </div>
  );

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title">{coupon ? K.editTitle(coupon.code) : K.addTitle}</h2>
      <div className="console-grid">
        {input('code', F.code, 'text', { maxLength: '40', autoCapitalize: 'characters', autoComplete: 'off' })}
        <div className="console-field">
          <label htmlFor="k-kind">{F.kind}</label>
          <select id="k-kind" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value === 'flat' ? 'flat' : 'percent' })}>
            <option value="percent">{K.percent}</option>
            <option value="flat">{K.flat}</option>
          </select>
        </div>
        {input('value', `${F.value} (${F.valueHint})`, 'number', { step: '0.01', min: '0', inputMode: 'decimal' })}
        {input('max_discount', F.cap, 'number', { step: '0.01', min: '0', inputMode: 'decimal' })}
        {input('min_order_amount', F.min, 'number', { step: '0.01', min: '0', inputMode: 'decimal' })}
        {input('per_customer_limit', F.limit, 'number', { step: '1', min: '1', inputMode: 'numeric' })}
        {input('valid_from', F.from, 'date')}
        {input('valid_to', F.to, 'date')}
      </div>
      <div className="console-field">
        <label htmlFor="k-description">{F.description}</label>
        <textarea id="k-description" rows={2} maxLength={500} value={draft.description} onChange={set('description')} />
      </div>
      <div className="console-field">
        <label>
          <input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} /> {F.active}
        </label>
      </div>
      <div aria-live="polite">
        {error && (
          <p className="console-error" id="coupon-form-error">
            {error}
          </p>
        )}
      </div>
      <p className="console-actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? K.saving : coupon ? K.save : K.create}
        </button>
        <button type="button" className="btn btn-outline" onClick={cancel}>
          {K.cancel}
        </button>
      </p>
    </form>
  );
}

function Listing({ initial }: { initial: ConsoleCoupon[] }) {
  const [list, setList] = useState(initial);
  // null: no form; 'new': the add form; a number: the coupon being edited.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const current = typeof editing === 'number' ? (list.find((c) => c.id === editing) ?? null) : null;

  function done(coupon: ConsoleCoupon, created: boolean, note?: string) {
    setList(created ? [coupon, ...list] : list.map((c) => (c.id === coupon.id ? coupon : c)));
    setEditing(null);
    setStatus(note ?? (created ? K.created : K.saved));
  }

  return (
    <>
      <p>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setStatus(null);
            setEditing('new');
          }}
        >
          {K.add}
        </button>
      </p>
      <div aria-live="polite">{status && <p className="console-status">{status}</p>}</div>
      {editing !== null && <CouponForm key={String(editing)} coupon={current} done={done} cancel={() => setEditing(null)} />}
      {list.length === 0 ? (
        <p className="console-note">{K.empty}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{F.code}</th>
              <th scope="col">{F.kind}</th>
              <th scope="col">{F.value}</th>
              <th scope="col">{F.capShort}</th>
              <th scope="col">{F.min}</th>
              <th scope="col">{F.from}</th>
              <th scope="col">{F.to}</th>
              <th scope="col">{F.limit}</th>
              <th scope="col">{F.active}</th>
              <th scope="col">{O.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <tr key={c.id}>
                <td data-label={F.code}>{c.code}</td>
                <td data-label={F.kind}>{c.kind === 'flat' ? K.flat : K.percent}</td>
                <td data-label={F.value}>{valueText(c)}</td>
                <td data-label={F.capShort}>{c.max_discount === null ? K.noCap : formatInr(c.max_discount)}</td>
                <td data-label={F.min}>{formatInr(c.min_order_amount)}</td>
                <td data-label={F.from}>{shortDate(c.valid_from)}</td>
                <td data-label={F.to}>{shortDate(c.valid_to)}</td>
                <td data-label={F.limit}>{c.per_customer_limit}</td>
                <td data-label={F.active}>{c.active ? K.yes : K.no}</td>
                <td data-label={O.actions}>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => {
                      setStatus(null);
                      setEditing(c.id);
                    }}
                  >
                    {K.edit(c.code)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default function CouponsPanel() {
  const { state, reload } = useGatedLoad((t) => consoleCouponsApi(t).list());
  return (
    <Gate title={MESSAGES.console.sections.coupons} state={state} reload={reload}>
      {(data) => <Listing initial={data} />}
    </Gate>
  );
}
