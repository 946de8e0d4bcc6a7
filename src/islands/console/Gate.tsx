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
  /**
   * Drawn while loading (by the server too): the first screen's frame with its
   * headings, which `children` then fills in place. It should be the same
   * component as `children` draws, so the browser keeps its boxes (no shift,
   * no later largest paint).
   */
  skeleton?: ReactNode;
}

export default function Gate<T>({ title, state, reload, deniedText = C.notAllowed, children, skeleton }: Props<T>) {
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
        // With a skeleton on screen the line is for screen readers: its height would shift the frame when it goes.
        <p className={skeleton ? 'visually-hidden' : 'console-note'} role="status">
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
      {state.status === 'ready' ? children(state.data) : state.status === 'loading' ? skeleton : null}
    </>
  );
}
