import { useLayoutEffect, useState } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the visitor already typed (or the browser autofilled) into the
 * server-rendered inputs, by input id. Hydration keeps the DOM's text but not
 * React's state, so an island reads it back instead of wiping it.
 */
function readTypedValues<K extends string>(ids: Record<K, string>): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  for (const key of Object.keys(ids) as K[]) {
    const el = document.getElementById(ids[key]) as Field | null;
    if (el && 'value' in el && el.value !== '') typed[key] = el.value;
  }
  return typed;
}

/** Once, as the island hydrates (before the browser paints): hands the typed values to `take`. */
export function useTakeOverInputs<K extends string>(ids: Record<K, string>, take: (typed: Partial<Record<K, string>>) => void) {
  useLayoutEffect(() => {
    const typed = readTypedValues(ids);
    if (Object.keys(typed).length > 0) take(typed);
    // Only the first mount: later the inputs are React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** False in the server's HTML and until the island has hydrated. */
export function useHydrated(): boolean {
  // Set after the hydrating render, before the browser paints: Preact's
  // useSyncExternalStore has no server snapshot to hydrate with.
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Form values plus which fields the visitor has touched (errors show only then).
 * `ids` (field -> input id) lets the form take over text typed before hydration.
 */
export function useForm<K extends string>(initial: Record<K, string>, ids?: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  useTakeOverInputs(ids ?? ({} as Record<K, string>), (typed) => {
    setValues((v) => ({ ...v, ...typed }));
    setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(typed).map((k) => [k, true])) }));
  });
  const set = (key: K) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  const touch = (key: K) => () => setTouched((t) => ({ ...t, [key]: true }));
  return { values, setValues, touched, setTouched, set, touch };
}
