import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@/lib/messages';

// The Delivered step of an order that has a delivery code: the cash to take
// first (for a cash order), the 4 digits the shopper gives at the door, and
// the button that sends them. A refusal (a wrong code, too many wrong codes)
// shows under the box, which keeps what was typed.

const R = MESSAGES.rider;
const FOUR_DIGITS = /^\d{4}$/;

interface Props {
  /** Makes the form's element ids unique on the page. */
  orderKey: string;
  /** "Collect ₹… in cash before you hand it over", or '' for a paid order. */
  cashFirst: string;
  busy: boolean;
  /** The server's refusal of the last try, if any. */
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

export default function DeliveredForm({ orderKey, cashFirst, busy, error, onSubmit, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  const shown = formatError ?? error;
  const id = (part: string) => `${part}-${orderKey}`;
  return (
    <form
      className="console-field"
      aria-label={R.steps.delivered}
      noValidate
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onCancel();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        const digits = code.trim();
        if (!FOUR_DIGITS.test(digits)) {
          setFormatError(digits ? R.codeFormat : R.codeRequired);
          box.current?.focus();
          return;
        }
        setFormatError(null);
        onSubmit(digits);
      }}
    >
      {cashFirst && (
        <p>
          <strong>{cashFirst}</strong>
        </p>
      )}
      <label htmlFor={id('code')}>{R.codeLabel}</label>
      <input
        ref={box}
        id={id('code')}
        className="rider-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        value={code}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id('code-hint')}${shown ? ` ${id('code-error')}` : ''}`}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, 4));
          setFormatError(null);
        }}
      />
      <p id={id('code-hint')} className="console-note">
        {R.codeHint}
      </p>
      <div aria-live="assertive">
        {shown && (
          <p id={id('code-error')} className="console-error">
            {shown}
          </p>
        )}
      </div>
      <div className="rider-links">
        <button type="submit" className="btn rider-step" disabled={busy}>
          {R.confirmDelivered}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onCancel}>
          {R.cancel}
        </button>
      </div>
    </form>
  );
}
