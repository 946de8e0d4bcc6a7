import { useEffect, useState } from 'react';
import type { Product } from '@/contract/catalogue';
import type { ConsoleProduct } from '@/contract/console';
import type { ConsolePackSize } from '@/contract/pack-sizes';
import { packSizesApi } from '@/lib/api/pack-sizes';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { showConfirm } from '@/lib/dialogs';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import PackSizeSearch from './PackSizeSearch';
import { useSave } from './use-save';

// The product page's "Pack sizes" section: the products sold as sizes of
// this one, each with the label shoppers read. Products found by name join
// the list and are saved together with the labels; taking a saved size out
// is confirmed first and happens at once. Labels typed and not yet saved
// stay when a request fails.

const W = CONSOLE_DAY.packSizes;

interface Row {
  id: number;
  name: string;
  pack_size: string;
  price: number;
  stock: number;
  on_sale: boolean;
  saved: boolean;
}

const fromMember = (m: ConsolePackSize): Row => ({
  id: m.id,
  name: m.product_name,
  pack_size: m.pack_size,
  price: m.product_price,
  stock: m.total_stock,
  on_sale: m.on_sale,
  saved: true,
});
const fromProduct = (p: Pick<ConsoleProduct, 'id' | 'product_name' | 'product_price' | 'total_stock'>, packSize = ''): Row => ({
  id: p.id,
  name: p.product_name,
  pack_size: packSize,
  price: p.product_price,
  stock: p.total_stock,
  on_sale: true,
  saved: false,
});

/** The group as the server now holds it, keeping labels typed there and sizes not saved yet. */
function merged(saved: ConsolePackSize[], local: Row[], selfId: number): Row[] {
  const typed = new Map(local.map((r) => [r.id, r.pack_size]));
  const rows = saved.map((m) => ({
    ...fromMember(m),
    pack_size: typed.get(m.id) ?? m.pack_size,
  }));
  const pending = local.filter((r) => !r.saved && !rows.some((s) => s.id === r.id));
  const all = [...rows, ...pending];
  // Only this product left, unsaved: no group to show.
  return all.length === 1 && all[0]!.id === selfId && !all[0]!.saved ? [] : all;
}

export default function PackSizesPanel({ product }: { product: Product }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const { busy, result, setResult, run } = useSave();
  const api = () => packSizesApi(browserTransport());

  useEffect(() => {
    api()
      .of(product.id)
      .then((group) => setRows(group.variants.map(fromMember)))
      .catch((err: unknown) => {
        setRows([]);
        setResult({
          ok: false,
          text: err instanceof Error ? err.message : String(err),
        });
      });
    // Loaded once per product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  if (rows === null) return null;
  const list = rows;

  const add = (p: ConsoleProduct) => {
    const withSelf = list.some((r) => r.id === product.id) ? list : [fromProduct(product, product.pack_size), ...list];
    setRows([...withSelf, fromProduct(p)]);
    setResult(null);
  };
  const setLabel = (id: number, value: string) => setRows(list.map((r) => (r.id === id ? { ...r, pack_size: value } : r)));

  const save = () =>
    run(async () => {
      const answer = await api().set(
        product.id,
        list.map((r) => ({ product_id: r.id, pack_size: r.pack_size })),
      );
      setRows(answer.variants.map(fromMember));
      return answer.message;
    });

  async function remove(row: Row) {
    if (!row.saved) {
      const rest = list.filter((r) => r.id !== row.id);
      setRows(rest.length === 1 && rest[0]!.id === product.id && !rest[0]!.saved ? [] : rest);
      return;
    }
    if (!(await showConfirm(W.removeConfirm(row.name), '', W.remove(row.name)))) return;
    await run(async () => {
      const answer = await api().leave(row.id);
      // Taking this product itself out leaves it in no group; otherwise the group as it now stands.
      const group = row.id === product.id ? { variants: [] } : await api().of(product.id);
      setRows(
        merged(
          group.variants,
          list.filter((r) => r.id !== row.id),
          product.id,
        ),
      );
      return answer.message;
    });
  }

  return (
    <section className="console-section pack-sizes" aria-labelledby="pack-sizes-heading" data-testid="pack-sizes-panel">
      <h2 id="pack-sizes-heading">{W.heading}</h2>
      <p className="console-note">{W.intro}</p>
      {rows.length === 0 ? (
        <p>{W.none}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{W.heading}</th>
              <th scope="col">{W.price}</th>
              <th scope="col">{W.stock}</th>
              <th scope="col">
                <span className="visually-hidden">{W.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const name = r.id === product.id ? `${r.name} (${W.thisProduct})` : r.name;
              return (
                <tr key={r.id} data-testid={`pack-size-row-${r.id}`}>
                  <td data-label={W.heading}>
                    <div className="console-field">
                      <label htmlFor={`pack-size-${r.id}`}>{W.label(name)}</label>
                      <input
                        id={`pack-size-${r.id}`}
                        type="text"
                        value={r.pack_size}
                        maxLength={40}
                        required
                        aria-describedby="pack-size-hint"
                        onChange={(e) => setLabel(r.id, e.target.value)}
                      />
                      {!r.on_sale && <span className="console-note">{W.withdrawn}</span>}
                      {!r.saved && <span className="console-note">{W.unsaved}</span>}
                    </div>
                  </td>
                  <td data-label={W.price}>{formatInr(r.price)}</td>
                  <td data-label={W.stock}>{r.stock}</td>
                  <td data-label={W.actions}>
                    <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void remove(r)}>
                      {r.saved ? W.remove(r.name) : W.removeUnsaved(r.name)}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows.length > 0 && (
        <p id="pack-size-hint" className="console-note">
          {W.labelHint}
        </p>
      )}
      <PackSizeSearch exclude={rows.length ? rows.map((r) => r.id) : [product.id]} onAdd={add} />
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      {rows.length > 1 && (
        <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
          {busy ? W.saving : W.save}
        </button>
      )}
    </section>
  );
}
