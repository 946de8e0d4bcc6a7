import { gstinProblem, normalGstin } from '@/lib/india/gstin';
import { MESSAGES } from '@/lib/messages';

// A business buyer's GSTIN for the tax invoice: optional, so it waits behind
// a disclosure. What was typed stays; a refusal (the cart's own check, or the
// server's) is said under the field, and the disclosure stays open.

const C = MESSAGES.checkout;
export const BUYER_GSTIN_ID = 'buyer-gstin';

interface Props {
  value: string;
  error: string;
  onChange: (value: string) => void;
}

export default function BuyerGstin({ value, error, onChange }: Props) {
  const errorId = `${BUYER_GSTIN_ID}-error`;
  return (
    <details className="buyer-gstin" open={Boolean(value || error) || undefined}>
      <summary>{C.buyerGstinSummary}</summary>
      <div className="field">
        <label htmlFor={BUYER_GSTIN_ID}>{C.buyerGstinLabel}</label>
        <input
          id={BUYER_GSTIN_ID}
          name={BUYER_GSTIN_ID}
          value={value}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={`${BUYER_GSTIN_ID}-hint ${errorId}`}
          onChange={(e) => onChange(e.target.value)}
        />
        <p id={`${BUYER_GSTIN_ID}-hint`} className="field-hint">
          {C.buyerGstinHint}
        </p>
        <p id={errorId} className="field-error" aria-live="polite">
          {error}
        </p>
      </div>
    </details>
  );
}

/** Why a typed GSTIN is refused, in the cart's words (the server's for the same check); '' when it is empty or valid. */
export function buyerGstinIssue(typed: string): string {
  const gstin = normalGstin(typed);
  if (!gstin) return '';
  const problem = gstinProblem(gstin);
  if (!problem) return '';
  return { shape: C.buyerGstinShape, state: C.buyerGstinState, check: C.buyerGstinCheck }[problem];
}
