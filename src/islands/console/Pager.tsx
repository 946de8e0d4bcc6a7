import { MESSAGES } from '@/lib/messages';

// Previous / Next under a console list, with where the operator is; the label
// names the page and the total ("Page 2 of 5 (93 orders)").

const O = MESSAGES.console.orders;

interface Props {
  page: number;
  pages: number;
  /** The list's own wording of where the operator is. */
  label: string;
  onPage: (page: number) => void;
}

export default function Pager({ page, pages, label, onPage }: Props) {
  return (
    <nav className="console-pager" aria-label={label}>
      <button type="button" className="btn btn-outline btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {O.previous}
      </button>
      <span>{label}</span>
      <button type="button" className="btn btn-outline btn-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {O.next}
      </button>
    </nav>
  );
}
