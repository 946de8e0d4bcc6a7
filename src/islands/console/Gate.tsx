import type { ReactNode } from 'react';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';
import type { Loaded } from './use-gated-load';

// What every console and rider page shows around its content: the section's
// heading, a loading line, a refusal the person can act on, or the content.

const C = MESSAGES.console;

interface Props<T> {
  title: string;
  state: Loaded<T>;
  reload: () => void;
  /** The refusal's text (the rider screen says whom it is for). */
  deniedText?: string;
  children: (data: T) => ReactNode;
}

export default function Gate<T>({ title, state, reload, deniedText = C.notAllowed, children }: Props<T>) {
  if (state.status === 'denied') {
    return (
      <section aria-labelledby="denied-title">
        <h1 id="denied-title">{C.notAllowedTitle}</h1>
        <p className="console-error" role="alert">
          {deniedText}
        </p>
        <p>
          <a className="btn btn-outline" href={localHref('/ecommerce')}>
            {C.backToShop}
          </a>
        </p>
      </section>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      {state.status === 'loading' && (
        <p className="console-note" role="status">
          {C.loading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="console-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="btn btn-small" onClick={reload}>
            {C.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && children(state.data)}
    </>
  );
}
