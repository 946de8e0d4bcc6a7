import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { ACTIVITY_KINDS } from '@/contract/activity';
import { consoleActivityApi } from '@/lib/api/console-activity';
import { MESSAGES } from '@/lib/messages';
import ActivityTable from './ActivityTable';
import Gate from './Gate';
import { pushListQuery, useAddressQuery } from './list-address';
import Pager from './Pager';
import { useGatedLoad } from './use-gated-load';

// The shop's audit log, newest first, a page at a time, narrowed by kind of
// thing and by person (page and filters live in the address, so a reload or a
// shared link shows the same). Read only: nothing here changes a row.

const A = MESSAGES.console.activity;
const F = CONSOLE_DAY.activityLog;
const LIMIT = 25;

interface Query {
  page: number;
  kind: string;
  who: string;
}

function readQuery(): Query {
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  const kind = params.get('kind') ?? '';
  const who = params.get('who') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    kind: (ACTIVITY_KINDS as readonly string[]).includes(kind) ? kind : '',
    who: /^\d{1,10}$/.test(who) ? who : '',
  };
}

export default function ActivityPanel() {
  const [query, setQuery] = useAddressQuery(readQuery);
  const { state, reload } = useGatedLoad(
    (t) =>
      query
        ? consoleActivityApi(t).page({ page: query.page, limit: LIMIT, kind: query.kind || undefined, who: query.who ? Number(query.who) : undefined })
        : new Promise<never>(() => {}),
    query ? `${query.page}:${query.kind}:${query.who}` : '',
  );
  function go(next: Query) {
    pushListQuery({ kind: next.kind, who: next.who, page: next.page });
    setQuery(next);
  }
  const current = query ?? { page: 1, kind: '', who: '' };
  return (
    <Gate title={MESSAGES.console.sections.activity} state={state} reload={reload}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        const people = data.people ?? [];
        const filtered = current.kind !== '' || current.who !== '';
        return (
          <>
            <form className="console-filters" aria-label={F.filters} onSubmit={(e) => e.preventDefault()}>
              <div>
                <label htmlFor="activity-kind">{F.kind}</label>
                <select id="activity-kind" value={current.kind} onChange={(e) => go({ ...current, kind: e.target.value, page: 1 })}>
                  <option value="">{F.allKinds}</option>
                  {ACTIVITY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {F.kinds[k]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="activity-who">{F.person}</label>
                <select id="activity-who" value={current.who} onChange={(e) => go({ ...current, who: e.target.value, page: 1 })}>
                  <option value="">{F.everyone}</option>
                  {people.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.role === 'delivery' ? `${p.name} (${A.rider})` : p.name}
                    </option>
                  ))}
                </select>
              </div>
              {filtered && (
                <button type="button" className="btn btn-outline" onClick={() => go({ page: 1, kind: '', who: '' })}>
                  {F.clear}
                </button>
              )}
              <p className="console-note" role="status" aria-live="polite">{F.showing(data.total)}</p>
            </form>
            {data.entries.length === 0 ? <p className="console-note">{A.empty}</p> : <ActivityTable entries={data.entries} />}
            <Pager page={current.page} pages={pages} label={A.pageOf(current.page, pages, data.total)} onPage={(page) => go({ ...current, page })} />
          </>
        );
      }}
    </Gate>
  );
}
