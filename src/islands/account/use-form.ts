import { useState } from 'react';

/** Form values plus which fields the visitor has touched (errors show only then). */
export function useForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const set = (key: K) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  const touch = (key: K) => () => setTouched((t) => ({ ...t, [key]: true }));
  return { values, setValues, touched, setTouched, set, touch };
}
