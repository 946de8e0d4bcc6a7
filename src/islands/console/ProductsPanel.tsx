import { useState } from 'react';
import type { ConsoleProduct, ConsoleProductsPage } from '@/contract/console';
import type { Category } from '@/contract/catalogue';
import { catalogueApi } from '@/lib/api/catalogue';
import { consoleProductsApi } from '@/lib/api/console-products';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import { pushListQuery, useAddressQuery } from './list-address';
import Pager from './Pager';
import ProductsCsv from './ProductsCsv';
import { useRowAction } from './use-row-action';
import { useGatedLoad } from './use-gated-load';

// The shop's products for an operator: search, one category, a page at a
// time (the server pages, so 10,000 products load as fast as 20), and
// withdraw or put back, each confirmed. The filters live in the address.

const P = MESSAGES.console.products;
const O = MESSAGES.console.orders;
const LIMIT = 20;

interface Query {
  q: string;
  category: string;
  page: number;
}

function readQuery(): Query {
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', category: params.get('category') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function Row({ initial }: { initial: ConsoleProduct }) {
  const [product, setProduct] = useState(initial);
  const { busy, result, run } = useRowAction();
  const name = product.product_name;

  function toggle() {
    const api = consoleProductsApi(browserTransport());
    return run(
      product.on_sale ? P.withdrawConfirm(name) : P.putBackConfirm(name),
      () => (product.on_sale ? api.withdraw(product.id) : api.putBack(product.id)),
      () => setProduct({ ...product, on_sale: !product.on_sale }),
    );
  }

  return (
    <tr>
      <td data-label={P.fields.name}>
        {product.on_sale ? (
          <a href={`/admin/products/${product.id}`} aria-label={P.edit(name)}>
            {name}
          </a>
        ) : (
          name
        )}
      </td>
      <td data-label={P.fields.price}>{formatInr(product.product_price)}</td>
      <td data-label={P.fields.stock}>{product.total_stock}</td>
      <td data-label={O.status}>{product.on_sale ? P.onSale : P.withdrawn}</td>
      <td data-label={O.actions}>
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={toggle}>
          {product.on_sale ? P.withdraw(name) : P.putBack(name)}
        </button>
        <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
      </td>
    </tr>
  );
}

function Listing({ data, query, categories, go, reload }: { data: ConsoleProductsPage; query: Query; categories: Category[]; go: (q: Query) => void; reload: () => void }) {
  const [text, setText] = useState(query.q);
  const pages = Math.max(1, Math.ceil(data.total / LIMIT));
  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    go({ ...query, q: text.trim(), page: 1 });
  };
  return (
    <>
      <p>
        <a className="btn" href="/admin/products/new">
          {P.add}
        </a>
      </p>
      <ProductsCsv onImported={reload} />
      <form className="console-filters" role="search" onSubmit={submit}>
        <div>
          <label htmlFor="product-search">{P.search}</label>
          <input id="product-search" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
        <div>
          <label htmlFor="product-category">{P.category}</label>
          <select id="product-category" value={query.category} onChange={(e) => go({ ...query, q: text.trim(), category: e.target.value, page: 1 })}>
            <option value="">{P.allCategories}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.category}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          {P.searchButton}
        </button>
      </form>
      {data.products.length === 0 ? (
        <p className="console-note">{P.empty}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{P.fields.name}</th>
              <th scope="col">{P.fields.price}</th>
              <th scope="col">{P.fields.stock}</th>
              <th scope="col">{O.status}</th>
              <th scope="col">{O.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((p) => (
              // Keyed by what it shows, so a reload after an import draws the new figures.
              <Row key={`${p.id}:${p.product_price}:${p.total_stock}:${p.on_sale}`} initial={p} />
            ))}
          </tbody>
        </table>
      )}
      <Pager page={query.page} pages={pages} label={P.pageOf(query.page, pages, data.total)} onPage={(page) => go({ ...query, page })} />
    </>
  );
}

export default function ProductsPanel() {
  const [query, setQuery] = useAddressQuery(readQuery);
  const { state, reload } = useGatedLoad(
    async (t) => {
      if (!query) return new Promise<never>(() => {});
      const list = await consoleProductsApi(t).list({ q: query.q || undefined, category: Number(query.category) || undefined, page: query.page, limit: LIMIT });
      return { list, categories: await catalogueApi(t).categories() };
    },
    query ? JSON.stringify(query) : '',
  );

  function go(next: Query) {
    pushListQuery({ q: next.q, category: next.category, page: next.page });
    setQuery(next);
  }

  return (
    <Gate title={MESSAGES.console.sections.products} state={state} reload={reload}>
      {(data) => <Listing key={JSON.stringify(query)} data={data.list} query={query ?? { q: '', category: '', page: 1 }} categories={data.categories} go={go} reload={reload} />}
    </Gate>
  );
}
