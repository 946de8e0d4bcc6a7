import { REFUND_WAYS, type RefundWay } from '@/contract/refunds-owed';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';

// How money not taken by a gateway went back (UPI, bank or cash) and the
// admin's reference for it: asked on Refunds owed and beside an order's refunds.

const R = REFUNDS_OWED_MESSAGES;

interface Props {
  /** Prefix of the fields' ids, unique on the page. */
  ids: string;
  method: RefundWay;
  reference: string;
  onMethod: (method: RefundWay) => void;
  onReference: (reference: string) => void;
}

export default function RefundWayFields({ ids, method, reference, onMethod, onReference }: Props) {
  return (
    <>
      <div className="console-field">
        <label htmlFor={`${ids}-method`}>{R.method}</label>
        <select id={`${ids}-method`} value={method} onChange={(e) => onMethod(e.target.value as RefundWay)}>
          {REFUND_WAYS.map((w) => (
            <option key={w} value={w}>
              {R.methods[w]}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={`${ids}-reference`}>{R.reference}</label>
        <input id={`${ids}-reference`} type="text" value={reference} maxLength={100} autoComplete="off" onChange={(e) => onReference(e.target.value)} />
      </div>
    </>
  );
}
