import { useRef, useState } from 'react';
import type { DeliveryArea } from '@/contract/delivery-areas';
import { deliveryAreasApi } from '@/lib/api/delivery-areas';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';

// The shop's delivery areas for an operator: each area's pincodes, charge,
// cash on delivery and expected days, edited in place and saved whole. The
// server checks every part and names the one that is wrong; a refused save
// keeps everything typed.

const K = MESSAGES.console.deliveryAreas;

interface Draft {
  key: number;
  pincodes: string;
  charge: string;
  cod: boolean;
  days_min: string;
  days_max: string;
}
type TextKey = 'pincodes' | 'charge' | 'days_min' | 'days_max';

const draftOf = (a: DeliveryArea, key: number): Draft => ({
  key,
  pincodes: a.pincodes,
  charge: String(a.charge),
  cod: a.cod,
  days_min: String(a.days_min),
  days_max: String(a.days_max),
});

/** The areas to send, or the first number that is not one. */
function areasOf(drafts: Draft[]): { areas: DeliveryArea[] } | { problem: string } {
  const areas: DeliveryArea[] = [];
  for (const d of drafts) {
    const numbers = { charge: [d.charge, K.charge], days_min: [d.days_min, K.daysMin], days_max: [d.days_max, K.daysMax] } as const;
    for (const [value, label] of Object.values(numbers)) if (value.trim() === '' || !Number.isFinite(Number(value))) return { problem: K.numberInvalid(label) };
    areas.push({ pincodes: d.pincodes.trim(), charge: Number(d.charge), cod: d.cod, days_min: Number(d.days_min), days_max: Number(d.days_max) });
  }
  return { areas };
}

function Editor({ initial }: { initial: DeliveryArea[] }) {
  const next = useRef(initial.length);
  const [drafts, setDrafts] = useState(() => initial.map(draftOf));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const change = (key: number, patch: Partial<Draft>) => {
    setStatus(null);
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  };
  const add = () => {
    setStatus(null);
    setDrafts((list) => [...list, { key: next.current++, pincodes: '', charge: '0', cod: true, days_min: '1', days_max: '2' }]);
  };
  async function remove(key: number, n: number) {
    if (!(await showConfirm(K.removeConfirm(n), '', K.remove(n)))) return;
    setDrafts((list) => list.filter((d) => d.key !== key));
  }

  async function save(event: React.SubmitEvent) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    const checked = areasOf(drafts);
    if ('problem' in checked) return setError(checked.problem);
    setBusy(true);
    try {
      const answer = await deliveryAreasApi(browserTransport()).save(checked.areas);
      setDrafts(answer.areas.map((a, i) => draftOf(a, drafts[i]?.key ?? next.current++)));
      setStatus(answer.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const text = (d: Draft, n: number, key: TextKey, label: string, extra: Record<string, string> = {}) => (
    <div className="console-field">
      <label htmlFor={`area-${d.key}-${key}`}>{label}</label>
      <input id={`area-${d.key}-${key}`} value={d[key]} onChange={(e) => change(d.key, { [key]: e.target.value })} {...extra}
        aria-describedby={key === 'pincodes' ? `area-${d.key}-hint` : undefined} data-area={n} />
    </div>
  );

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-busy={busy}>
      <p className="console-note">{K.intro}</p>
      {drafts.length === 0 && <p className="console-note">{K.empty}</p>}
      {drafts.map((d, i) => (
        <fieldset key={d.key} className="console-field">
          <legend>{K.area(i + 1)}</legend>
          {text(d, i + 1, 'pincodes', K.pincodes, { autoComplete: 'off', maxLength: '2000' })}
          <p id={`area-${d.key}-hint`} className="console-note">{K.pincodesHint}</p>
          <div className="console-grid">
            {text(d, i + 1, 'charge', K.charge, { type: 'number', min: '0', step: '0.01', inputMode: 'decimal' })}
            {text(d, i + 1, 'days_min', K.daysMin, { type: 'number', min: '0', max: '60', step: '1', inputMode: 'numeric' })}
            {text(d, i + 1, 'days_max', K.daysMax, { type: 'number', min: '0', max: '60', step: '1', inputMode: 'numeric' })}
          </div>
          <div className="console-field">
            <label>
              <input type="checkbox" checked={d.cod} onChange={(e) => change(d.key, { cod: e.target.checked })} /> {K.cod}
            </label>
          </div>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void remove(d.key, i + 1)}>
            {K.remove(i + 1)}
          </button>
        </fieldset>
      ))}
      <div aria-live="polite">
        {error && <p className="console-error">{error}</p>}
        {status && <p className="console-status">{status}</p>}
      </div>
      <p className="console-actions">
        <button type="button" className="btn btn-outline" onClick={add}>{K.add}</button>
        <button type="submit" className="btn" disabled={busy}>{busy ? K.saving : K.save}</button>
      </p>
    </form>
  );
}

export default function DeliveryAreasPanel() {
  const { state, reload } = useGatedLoad((t) => deliveryAreasApi(t).list());
  return (
    <Gate title={MESSAGES.console.sections.delivery} state={state} reload={reload}>
      {(data) => <Editor initial={data.areas} />}
    </Gate>
  );
}
