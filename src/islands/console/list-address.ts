import { useEffect, useState } from 'react';

// A console list's filters and page live in the address, so Back, a reload
// and a shared link keep them. Empty filters and page 1 are left out.

/** The list's query as the address gives it (null until the page runs), read again on Back and Forward. */
export function useAddressQuery<Q>(read: () => Q): [Q | null, (next: Q) => void] {
  const [query, setQuery] = useState<Q | null>(null);
  useEffect(() => {
    setQuery(read());
    const onPop = () => setQuery(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [read]);
  return [query, setQuery];
}

export function pushListQuery(values: Record<string, string | number>): void {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === '' || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  history.pushState(null, '', params.size ? `?${params}` : location.pathname);
}
