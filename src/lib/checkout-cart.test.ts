import { describe, expect, it } from 'vitest';
import { linesToFix, lineStock, sellableLines, stockLabel } from './checkout-cart';

const line = (product_name: string, quantity: number, total_stock: number | null) => ({ product_name, quantity, total_stock });

describe('cart lines against the stock', () => {
  it('marks a line out of stock, or above the stock left', () => {
    expect(lineStock(line('A', 1, 0))).toEqual({ kind: 'out' });
    expect(lineStock(line('A', 3, -1))).toEqual({ kind: 'out' });
    expect(lineStock(line('A', 5, 2))).toEqual({ kind: 'short', left: 2 });
    expect(lineStock(line('A', 2, 2))).toEqual({ kind: 'ok' });
    expect(lineStock(line('A', 2, null))).toEqual({ kind: 'ok' });
    expect(stockLabel(line('A', 1, 0))).toBe('Out of stock');
    expect(stockLabel(line('A', 5, 2))).toBe('Only 2 left');
    expect(stockLabel(line('A', 1, 9))).toBeNull();
  });

  it('keeps only the lines the stock covers', () => {
    const lines = [line('A', 1, 5), line('B', 3, 2), line('C', 1, 0)];
    expect(sellableLines(lines).map((l) => l.product_name)).toEqual(['A']);
  });

  it('names every product to fix before proceeding', () => {
    expect(linesToFix([line('A', 1, 5)])).toBeNull();
    expect(linesToFix([line('Paracetamol 500 mg', 5, 2), line('Cough Syrup', 1, 0)])).toBe(
      'Only 2 left of Paracetamol 500 mg. Lower the quantity to proceed. Cough Syrup is out of stock. Remove it to proceed.',
    );
  });
});
