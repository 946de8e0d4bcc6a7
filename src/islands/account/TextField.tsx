import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown (and announced) only when `showError` is true. */
  error?: string;
  showError?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  multiline?: boolean;
  autoFocus?: boolean;
  hint?: string;
  /** Extra control beside the input (e.g. show password). */
  after?: ReactNode;
}

/** A labelled input with its inline error, wired for screen readers. */
export default function TextField(p: Props) {
  const errorId = `${p.id}-error`;
  const hintId = `${p.id}-hint`;
  const invalid = Boolean(p.showError && p.error);
  const describedBy = [p.hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: p.id,
    name: p.id,
    value: p.value,
    onBlur: p.onBlur,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    maxLength: p.maxLength,
    autoFocus: p.autoFocus,
  };
  const control = p.multiline ? (
    <textarea {...common} onChange={(e) => p.onChange(e.target.value)} />
  ) : (
    <input
      {...common}
      type={p.type ?? 'text'}
      autoComplete={p.autoComplete}
      inputMode={p.inputMode}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      {p.after ? <div className="password-row">{control}{p.after}</div> : control}
      {p.hint && <span id={hintId} className="field-hint">{p.hint}</span>}
      {invalid && (
        <span id={errorId} className="field-error" role="alert">
          {p.error}
        </span>
      )}
    </div>
  );
}
