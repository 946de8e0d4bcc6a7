import { useEffect, useState } from 'react';
import type { ConsoleProduct } from '@/contract/console';
import { consoleProductsApi } from '@/lib/api/console-products';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';

// Finds a product of the shop by name to add as one more pack size. Asks the
// console's product list once typing pauses; the products already listed as
// sizes are left out of the matches.

const W = CONSOLE_DAY.packSizes;
const MIN_LETTERS = 2;
const PAUSE_MS = 300;

interface Props {
  exclude: number[];
  onAdd: (product: ConsoleProduct) => void;
}

export default function PackSizeSearch({ exclude, onAdd }: Props) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<ConsoleProduct[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const text = q.trim();
    if (text.length < MIN_LETTERS) {
      setFound(null);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      setError(null);
      consoleProductsApi(browserTransport())
        .list({ q: text, page: 1, limit: 8 })
        .then((page) => current && setFound(page.products))
        .catch((err: unknown) => current && setError(err instanceof Error ? err.message : String(err)))
        .finally(() => current && setSearching(false));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  const matches = (found ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <div className="console-field pack-size-search">
      <label htmlFor="pack-size-search">{W.search}</label>
      <input
        id="pack-size-search"
        type="search"
        value={q}
        maxLength={100}
        autoComplete="off"
        aria-describedby="pack-size-search-hint"
        onChange={(e) => setQ(e.target.value)}
      />
      <p id="pack-size-search-hint" className="console-note">
        {W.searchHint}
      </p>
      <div aria-live="polite">
        {searching && <p className="console-note">{W.searching}</p>}
        {error && <p className="console-error">{error}</p>}
        {!searching && found && !matches.length && <p className="console-note">{W.noMatch}</p>}
      </div>
      {matches.length > 0 && (
        <ul className="pack-size-matches">
          {matches.map((p) => (
            <li key={p.id}>
              <span>
                {p.product_name} <span className="console-note">{formatInr(p.product_price)}</span>
              </span>
              <button type="button" className="btn btn-outline btn-small" onClick={() => onAdd(p)}>
                {W.add(p.product_name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
