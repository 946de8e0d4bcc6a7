// Plain-text tables for a terminal: a header, a rule, and left-aligned
// columns (numbers right-aligned), widths from the longest cell.

/** `columns`: [{ key, label, align?: 'right', format?: (value, row) => string }]. */
export function formatTable(rows, columns) {
  if (!rows.length) return '(none)';
  const cells = rows.map((row) => columns.map((c) => cellText(c.format ? c.format(row[c.key], row) : row[c.key])));
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values
      .map((v, i) => (columns[i].align === 'right' ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.label)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  // One row per line: newlines and tabs inside a cell would break the layout.
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

/** Rupees with 2 decimals, as the shop shows them. */
export const inr = (value) => (typeof value === 'number' ? `₹${value.toFixed(2)}` : '');
