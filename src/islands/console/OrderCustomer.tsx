import { useEffect, useState } from 'react';
import type { OrderToFulfil } from '@/contract/fulfilment';
import { consoleApi } from '@/lib/api/console';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

// The order page's customer: name, a call link and a WhatsApp link (India's
// 91 before the 10 digits), the full delivery address with its pincode, and
// the packing slip to print.

const F = CONSOLE_DAY.fulfil;
const O = MESSAGES.console.orders;

export default function OrderCustomer({ orderId }: { orderId: string }) {
  const [who, setWho] = useState<OrderToFulfil | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    consoleApi(browserTransport())
      .fulfilment([orderId])
      .then((orders) => live && setWho(orders[0] ?? null))
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [orderId]);

  return (
    <section className="console-section" aria-labelledby="order-customer">
      <h2 id="order-customer">{F.customerTitle}</h2>
      {error && <p className="console-error">{error}</p>}
      {!who && !error && <p className="console-note">{MESSAGES.console.loading}</p>}
      {who && (
        <>
          <p>
            <strong>{who.customer_name}</strong>
          </p>
          {who.customer_mobile ? (
            <p className="console-actions">
              <a className="btn btn-outline btn-small" href={`tel:+91${who.customer_mobile}`}>
                {F.callCustomer(who.customer_name)}
              </a>
              <a className="btn btn-outline btn-small" href={`https://wa.me/91${who.customer_mobile}`} target="_blank" rel="noopener noreferrer">
                {F.whatsappCustomer(who.customer_name)}
              </a>
            </p>
          ) : (
            <p className="console-note">{F.noMobile}</p>
          )}
          <dl className="console-dl">
            <dt>{O.address}</dt>
            <dd>{[who.delivery_address, who.city].filter(Boolean).join(', ')}</dd>
            <dt>{F.pincode}</dt>
            <dd>{who.pincode ?? '–'}</dd>
          </dl>
          <p>
            <a className="btn btn-outline btn-small" href={`/admin/orders/${encodeURIComponent(orderId)}/slip`} target="_blank" rel="noopener">
              {F.slip}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
