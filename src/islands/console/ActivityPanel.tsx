import { consoleActivityApi } from '@/lib/api/console-activity';
import { MESSAGES } from '@/lib/messages';
import ActivityTable from './ActivityTable';
import Gate from './Gate';
import { pushListQuery, useAddressQuery } from './list-address';
import Pager from './Pager';
import { useGatedLoad } from './use-gated-load';

// The shop's audit log, newest first, a page at a time (the page lives in
// the address). Read only: nothing here changes a row.

const A = MESSAGES.console.activity;
const LIMIT = 25;

function readPage(): number {
  const page = Number(new URLSearchParams(location.search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function ActivityPanel() {
  const [page, setPage] = useAddressQuery(readPage);
  const { state, reload } = useGatedLoad(
    (t) => (page ? consoleActivityApi(t).page({ page, limit: LIMIT }) : new Promise<never>(() => {})),
    String(page ?? ''),
  );
  function go(next: number) {
    pushListQuery({ page: next });
    setPage(next);
  }
  return (
    <Gate title={MESSAGES.console.sections.activity} state={state} reload={reload}>
      {(data) => {
        const current = page ?? 1;
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            {data.entries.length === 0 ? <p className="console-note">{A.empty}</p> : <ActivityTable entries={data.entries} />}
            <Pager page={current} pages={pages} label={A.pageOf(current, pages, data.total)} onPage={go} />
          </>
        );
      }}
    </Gate>
  );
}
