import { describe, expect, it } from 'vitest';
import { formatTable, inr } from './table.mjs';

describe('formatTable', () => {
  const columns = [
    { key: 'id', label: 'ID', align: 'right' as const },
    { key: 'name', label: 'NAME' },
    { key: 'total', label: 'TOTAL', align: 'right' as const, format: inr },
  ];

  it('lines up columns under a header and a rule, numbers to the right', () => {
    const text = formatTable(
      [
        { id: 7, name: 'Dolo 650', total: 30.9 },
        { id: 123, name: 'Amul Taaza Milk 1 L', total: 1234.5 },
      ],
      columns,
    );
    expect(text.split('\n')).toEqual([
      ' ID  NAME                    TOTAL',
      '---  -------------------  --------',
      '  7  Dolo 650               ₹30.90',
      '123  Amul Taaza Milk 1 L  ₹1234.50',
    ]);
  });

  it('says (none) for no rows, blanks nulls, flattens newlines and shortens long cells', () => {
    expect(formatTable([], columns)).toBe('(none)');
    const [, , row] = formatTable([{ id: 1, name: `line one\nline two ${'x'.repeat(80)}`, total: null }], columns).split('\n');
    expect(row).toContain('line one line two');
    expect(row).toContain('...');
    expect(row).not.toContain('\n');
    expect(row!.trimEnd().endsWith('...')).toBe(true);
  });
});
