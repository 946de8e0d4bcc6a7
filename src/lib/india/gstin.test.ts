import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';

describe('GSTIN', () => {
  it('computes the check character of a real-format number (27AAPFU0939F1Z -> V)', () => {
    // Sum of the 14 hashes is 221; 221 mod 36 = 5; 36 - 5 = 31 -> "V".
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('accepts numbers whose check character is a digit or 0 (wrap-around)', () => {
    const bases = ['29AAGCB7383J1Z', '07AAACR5055K1Z', '33AAACI1195H1Z', '24AAACC1206D1Z'];
    for (const base of bases) {
      const full = base + gstinCheckCharacter(base);
      expect(gstinProblem(full)).toBeNull();
    }
  });

  it('refuses a single changed character or two neighbours swapped', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFV0939F1ZV')).toBe('check');
    expect(gstinProblem('27AAPFU0399F1ZV')).toBe('check');
    expect(gstinProblem('27AAPUF0939F1ZV')).toBe('check');
  });

  it('refuses the wrong shape and unknown states', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('2AAAPFU0939F1ZV')).toBe('shape');
    const base = '99AAPFU0939F1Z';
    expect(gstinProblem(base + gstinCheckCharacter(base))).toBe('state');
  });
});
