import { useState } from 'react';
import type { ConsoleCustomer } from '@/contract/console';
import { consoleCustomersApi } from '@/lib/api/console-customers';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import Pager from './Pager';
import { useRowAction } from './use-row-action';
import { useGatedLoad } from './use-gated-load';

// The shop's accounts, newest first, a page at a time; an account is soft
// deleted (it can no longer log in) or restored, each confirmed first.

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
      <td data-label={U.role}>{customer.role}</td>
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

export default function CustomersPanel() {
  const [page, setPage] = useState(1);
  const { state, reload, userId } = useGatedLoad((t) => consoleCustomersApi(t).page({ limit: LIMIT, offset: (page - 1) * LIMIT }), String(page));
  return (
    <Gate title={MESSAGES.console.sections.customers} state={state} reload={reload}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            {data.customers.length === 0 ? (
              <p className="console-note">{U.empty}</p>
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
            <Pager page={page} pages={pages} label={U.pageOf(page, pages, data.total)} onPage={setPage} />
          </>
        );
      }}
    </Gate>
  );
}
