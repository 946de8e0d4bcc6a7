import { useState } from 'react';
import type { ConsoleCustomer } from '@/contract/console';
import { consoleCustomersApi } from '@/lib/api/console-customers';
import { consoleReportsApi } from '@/lib/api/console-reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import CsvButton from './CsvButton';
import Gate from './Gate';
import { pushListQuery, useAddressQuery } from './list-address';
import Pager from './Pager';
import { useRowAction } from './use-row-action';
import { useGatedLoad } from './use-gated-load';

// The shop's accounts, newest first, a page at a time, optionally those whose
// name, e-mail or mobile holds the searched text (kept in the address with the
// page); an account is soft deleted (it can no longer log in) or restored,
// each confirmed first.

const U = MESSAGES.console.customers;
const O = MESSAGES.console.orders;
const LIMIT = 25;

function Row({ initial, self }: { initial: ConsoleCustomer; self: boolean }) {
  const [customer, setCustomer] = useState(initial);
  const { busy, result, run } = useRowAction();
  const name = customer.name;

  function toggle() {
    const api = consoleCustomersApi(browserTransport());
    return run(
      customer.deleted ? U.restoreConfirm(name) : U.removeConfirm(name),
      () => (customer.deleted ? api.restore(customer.id) : api.remove(customer.id)),
      () => setCustomer({ ...customer, deleted: !customer.deleted }),
    );
  }

  return (
    <tr>
      <td data-label={U.name}>{name}</td>
      <td data-label={U.email}>{customer.email}</td>
      <td data-label={U.mobile}>{customer.mobile || '–'}</td>
      <td data-label={U.role}>{U.roles[customer.role] ?? customer.role}</td>
      <td data-label={U.state}>{customer.deleted ? U.deleted : U.active}</td>
      <td data-label={O.actions}>
        {!self && (
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={toggle}>
            {customer.deleted ? U.restore(name) : U.remove(name)}
          </button>
        )}
        <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
      </td>
    </tr>
  );
}

interface Query {
  q: string;
  page: number;
}

function readQuery(): Query {
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The search box keeps what is typed until it is submitted. */
function CustomerSearch({ query, go }: { query: Query; go: (q: Query) => void }) {
  const [text, setText] = useState(query.q);
  return (
    <form
      role="search"
      className="console-filters"
      onSubmit={(e) => {
        e.preventDefault();
        go({ q: text.trim(), page: 1 });
      }}
    >
      <label htmlFor="customer-search">{U.search}</label>
      <input id="customer-search" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn-outline btn-small">
        {U.searchButton}
      </button>
    </form>
  );
}

export default function CustomersPanel() {
  const [query, setQuery] = useAddressQuery(readQuery);
  const { state, reload, userId } = useGatedLoad(
    (t) =>
      query
        ? consoleCustomersApi(t).page({ limit: LIMIT, offset: (query.page - 1) * LIMIT, q: query.q || undefined })
        : new Promise<never>(() => {}),
    query ? `${query.q}:${query.page}` : '',
  );

  function go(next: Query) {
    pushListQuery({ q: next.q, page: next.page });
    setQuery(next);
  }

  return (
    <Gate title={MESSAGES.console.sections.customers} state={state} reload={reload}>
      {(data) => {
        const q = query ?? { q: '', page: 1 };
        // A search counts only some way ahead: with more, at least one page follows the last one counted.
        const pages = Math.max(1, Math.ceil(data.total / LIMIT) + (data.more ? 1 : 0));
        return (
          <>
            <CustomerSearch query={q} go={go} />
            <p>
              <CsvButton label={CONSOLE_DAY.reports.customersExport} fetchFile={() => consoleReportsApi(browserTransport()).customersCsv()} />
            </p>
            {data.customers.length === 0 ? (
              <p className="console-note">{q.q ? U.noMatch(q.q) : U.empty}</p>
            ) : (
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{U.name}</th>
                    <th scope="col">{U.email}</th>
                    <th scope="col">{U.mobile}</th>
                    <th scope="col">{U.role}</th>
                    <th scope="col">{U.state}</th>
                    <th scope="col">{O.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.customers.map((c) => (
                    <Row key={c.id} initial={c} self={c.id === userId} />
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={q.page} pages={pages} label={data.more ? U.pageOfMore(q.page, pages, data.total) : U.pageOf(q.page, pages, data.total)} onPage={(page) => go({ ...q, page })} />
          </>
        );
      }}
    </Gate>
  );
}
