import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { searchProducts } from '@/lib/api/catalogue';
import type { Product } from '@/contract/catalogue';
import { productName } from '@/lib/i18n/product-words';
import { MESSAGES } from '@/lib/messages';
import { discountedPrice, formatInr } from '@/lib/pricing';
import {
  SEARCH_BLUR_CLOSE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_RESULT_LIMIT,
  normaliseQuery,
  productPath,
} from '@/lib/search';
import { browserTransport } from '@/lib/shop-config';
import { useTakeOverInputs } from './account/use-form';
import '@/styles/search.css';

// Header product search: a combobox (ARIA Authoring Practices' list
// autocomplete) over the shop's forgiving search (q + limit): Hindi names,
// synonyms and corrected misspellings come back too, so the answer is shown
// as the server ranked it. Without JavaScript the form submits to
// /ecommerce/search.

type Status = 'idle' | 'loading' | 'done' | 'error';
const H = MESSAGES.shop.header;
const INPUT_ID = 'header-search';
const LIST_ID = 'header-search-list';
const optionId = (i: number) => `header-search-option-${i}`;

function Highlight({ name, query }: { name: string; query: string }) {
  const at = name.toLowerCase().indexOf(query);
  if (!query || at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + query.length)}</mark>
      {name.slice(at + query.length)}
    </>
  );
}

export default function HeaderSearch() {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const q = normaliseQuery(query);
  // Text typed before hydration stays, and its results show while the box has focus.
  useTakeOverInputs({ query: INPUT_ID }, (typed) => {
    setQuery(typed.query ?? '');
    if (document.activeElement?.id === INPUT_ID) setOpen(true);
  });

  // Debounced server search; an answer for an older query is ignored. A layout
  // effect, so the wait starts with the keystroke's render, not a frame later
  // (Preact runs plain effects after the next paint).
  useLayoutEffect(() => {
    if (!q) {
      setResults([]);
      setStatus('idle');
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setStatus('loading');
      searchProducts(browserTransport(), { q, limit: SEARCH_RESULT_LIMIT })
        .then((list) => {
          if (!current) return;
          setResults(list.slice(0, SEARCH_RESULT_LIMIT));
          setActive(-1);
          setStatus('done');
        })
        .catch(() => current && setStatus('error'));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  // A click outside the header closes the list.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const header = rootRef.current?.closest('header') ?? rootRef.current;
      if (header && !header.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const showList = open && q !== '' && results.length > 0;
  const showEmpty = open && q !== '' && status === 'done' && results.length === 0;
  const showError = open && q !== '' && status === 'error';

  function choose(product: Product) {
    setOpen(false);
    // A normal navigation: the product page is server-rendered.
    window.location.assign(productPath(product.id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      if (showList && active >= 0 && results[active]) {
        event.preventDefault();
        choose(results[active]);
      } else if (!q) {
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form
      ref={rootRef}
      className="search"
      role="search"
      action="/ecommerce/search"
      method="get"
      onSubmit={(e) => !q && e.preventDefault()}
    >
      <label className="visually-hidden" htmlFor={INPUT_ID}>
        {H.searchProducts}
      </label>
      <input
        id={INPUT_ID}
        className="search__input"
        name="q"
        // A combobox must be a text input: the HTML standard allows no role on type=search.
        type="text"
        enterKeyHint="search"
        placeholder={H.searchProducts}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={LIST_ID}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      {status === 'loading' && <span className="spinner search__spinner" role="status" aria-label={H.searching} />}
      <ul id={LIST_ID} className="search__list" role="listbox" aria-label={H.matchingProducts} hidden={!showList}>
        {showList &&
          results.map((p, i) => (
            <li
              key={p.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'search__option search__option--active' : 'search__option'}
              // Keep focus in the box so the blur timer does not race the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(p)}
            >
              <span className="search__name">
                <Highlight name={productName(p)} query={q} />
              </span>
              <span className="search__price">{formatInr(discountedPrice(p.product_price, p.discount))}</span>
            </li>
          ))}
      </ul>
      {showEmpty && (
        <p className="search__empty" role="status">
          {MESSAGES.general.noProducts}
        </p>
      )}
      {showError && (
        <p className="search__empty" role="alert">
          {H.searchUnavailable}
        </p>
      )}
    </form>
  );
}
