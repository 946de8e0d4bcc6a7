import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Glyph from '@/components/icons/Glyph';
import { MESSAGES } from '@/lib/messages';
import '@/styles/modal.css';

// The shop's one in-page dialog (forms: review, return, tracking, payment,
// profile field): labelled, focus moves in on open (to a field marked
// autoFocus, else the first control) and back on close, Tab stays inside,
// Escape closes. A div, not a native modal <dialog>: sweetalert2's alerts
// (lib/dialogs.ts) must show on top of it, and a native modal would make them
// inert. Drawn below sweetalert2's layer (z-index) for the same reason.

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Disables Escape and the close button while work is in flight. */
  busy?: boolean;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function Modal({ title, onClose, children, busy = false, className = '' }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  // Read while rendering, before a field marked autoFocus takes the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));

  // A layout effect: Preact runs plain effects after the next paint, and a key
  // pressed as the dialog opens (Escape, Tab) must already find it listening.
  useLayoutEffect(() => {
    if (!panel.current?.contains(document.activeElement)) {
      // Preact leaves autoFocus to the browser, which ignores it on a dialog drawn after load.
      const first = panel.current?.querySelector<HTMLElement>('[autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? panel.current)?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      // A sweetalert2 dialog on top handles its own keys.
      if (document.querySelector('.swal2-container')) return;
      if (event.key === 'Escape' && !busyRef.current) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (!items.length) return;
        const [head, tail] = [items[0]!, items[items.length - 1]!];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [opener]);

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div ref={panel} className={`modal-panel ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" onClick={onClose} disabled={busy} aria-label={MESSAGES.general.closeDialog}>
            <Glyph name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
