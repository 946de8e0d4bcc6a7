import { CONSOLE_DAY } from "@/lib/console-day-messages";
import { useEffect, useState } from "react";
import type { AdjustmentReason, StockHistory } from "@/contract/stock";
import { consoleProductsApi } from "@/lib/api/console-products";
import { formatIndianDateTime } from "@/lib/dates";
import { showConfirm } from "@/lib/dialogs";
import { MESSAGES } from "@/lib/messages";
import { browserTransport } from "@/lib/shop-config";
import Pager from "./Pager";
import { useSave } from "./use-save";

// A product's stock on its console page: goods received, damaged goods (asked
// first: it takes from the stock) or a correction, each with a note, and the
// history of every movement, newest first, a page at a time.

const S = CONSOLE_DAY.stock;
const O = MESSAGES.console.orders;
const LIMIT = 10;
const REASONS: AdjustmentReason[] = ["received", "damaged", "correction"];

interface Props {
  productId: number;
  name: string;
  stock: number;
  /** The stock after an adjustment, for the product form's own figure. */
  onStock: (stock: number) => void;
}

function History({
  history,
  page,
  onPage,
}: {
  history: StockHistory | null;
  page: number;
  onPage: (page: number) => void;
}) {
  if (!history)
    return (
      <p className="console-note" role="status">
        {MESSAGES.console.loading}
      </p>
    );
  if (!history.movements.length)
    return <p className="console-note">{S.historyEmpty}</p>;
  const pages = Math.max(1, Math.ceil(history.total / LIMIT));
  return (
    <>
      <table className="console-table">
        <caption className="visually-hidden">{S.historyTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{S.when}</th>
            <th scope="col">{S.reason}</th>
            <th scope="col">{S.change}</th>
            <th scope="col">{S.beforeAfter}</th>
            <th scope="col">{S.who}</th>
          </tr>
        </thead>
        <tbody>
          {history.movements.map((m) => (
            <tr key={m.id}>
              <td data-label={S.when}>{formatIndianDateTime(m.created_at)}</td>
              <td data-label={S.reason}>
                {S.reasons[m.reason] ?? m.reason}
                {m.order_ref && ` (${S.order(m.order_ref)})`}
                {m.note && ` · ${m.note}`}
              </td>
              <td data-label={S.change}>
                {m.quantity_change > 0
                  ? `+${m.quantity_change}`
                  : `−${-m.quantity_change}`}
              </td>
              <td data-label={S.beforeAfter}>
                {S.fromTo(m.stock_before, m.stock_after)}
              </td>
              <td data-label={S.who}>{m.actor_name ?? S.byShopper}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={page}
        pages={pages}
        label={S.historyPage(page, pages, history.total)}
        onPage={onPage}
      />
    </>
  );
}

export default function StockPanel({ productId, name, stock, onStock }: Props) {
  const [reason, setReason] = useState<AdjustmentReason>("received");
  const [quantity, setQuantity] = useState("");
  const [note, setNote] = useState("");
  const [current, setCurrent] = useState(stock);
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [history, setHistory] = useState<StockHistory | null>(null);
  const [historyError, setHistoryError] = useState<string | null>(null);
  const { busy, result, setResult, run } = useSave();

  useEffect(() => {
    let live = true;
    setHistoryError(null);
    consoleProductsApi(browserTransport())
      .stockHistory(productId, { page, limit: LIMIT })
      .then((h) => live && setHistory(h))
      .catch(
        (err: unknown) =>
          live &&
          setHistoryError(err instanceof Error ? err.message : String(err)),
      );
    return () => {
      live = false;
    };
  }, [productId, page, round]);

  async function apply(event: React.SubmitEvent) {
    event.preventDefault();
    const amount = Number(quantity);
    const valid =
      quantity.trim() !== "" &&
      Number.isInteger(amount) &&
      amount !== 0 &&
      (reason === "correction" || amount > 0);
    if (!valid) {
      setResult({
        ok: false,
        text: reason === "correction" ? S.quantityInvalid : S.receivedPositive,
      });
      document.getElementById("stock-quantity")?.focus();
      return;
    }
    if (
      reason === "damaged" &&
      !(await showConfirm(S.confirmDamaged(amount, name), "", O.yes))
    )
      return;
    const change = reason === "damaged" ? -amount : amount;
    await run(async () => {
      const answer = await consoleProductsApi(browserTransport()).adjustStock(
        productId,
        { reason, change, ...(note.trim() ? { note: note.trim() } : {}) },
      );
      setCurrent(answer.movement.stock_after);
      onStock(answer.movement.stock_after);
      setQuantity("");
      setNote("");
      setPage(1);
      setRound((n) => n + 1);
      return answer.message;
    });
  }

  return (
    <section className="console-form" aria-labelledby="stock-title">
      <h2 id="stock-title">{S.title}</h2>
      <p className="console-figure" aria-live="polite">
        {S.current(current)}
      </p>
      <form onSubmit={apply} noValidate>
        <h3>{S.adjustTitle}</h3>
        <p className="console-note" id="stock-intro">
          {S.adjustIntro}
        </p>
        <fieldset className="console-field">
          <legend>{S.reason}</legend>
          {REASONS.map((r) => (
            <label key={r} className="console-choice">
              <input
                type="radio"
                name="stock-reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />{" "}
              {S.reasons[r]}
            </label>
          ))}
        </fieldset>
        <div className="console-grid">
          <div className="console-field">
            <label htmlFor="stock-quantity">{S.quantity}</label>
            <input
              id="stock-quantity"
              type="number"
              inputMode={reason === "correction" ? "text" : "numeric"}
              step="1"
              min={reason === "correction" ? undefined : "1"}
              aria-describedby="stock-quantity-hint"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
            <small id="stock-quantity-hint">{S.quantityHint}</small>
          </div>
          <div className="console-field">
            <label htmlFor="stock-note">{S.note}</label>
            <input
              id="stock-note"
              type="text"
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        </div>
        <div aria-live="polite">
          {result && (
            <p className={result.ok ? "console-status" : "console-error"}>
              {result.text}
            </p>
          )}
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? S.applying : S.apply}
        </button>
      </form>
      <h3>{S.historyTitle}</h3>
      {historyError ? (
        <div className="console-error" role="alert">
          <p>{historyError}</p>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setRound((n) => n + 1)}
          >
            {MESSAGES.console.retry}
          </button>
        </div>
      ) : (
        <History history={history} page={page} onPage={setPage} />
      )}
    </section>
  );
}
