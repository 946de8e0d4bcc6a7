import { describe, expect, it } from 'vitest';
import { formatPincodeRange, parsePincode, parsePincodeList } from './pincode';

describe('pincodes', () => {
  it('reads six digits not starting with 0, spaces allowed', () => {
    expect(parsePincode('560038')).toBe('560038');
    expect(parsePincode(' 560 038 ')).toBe('560038');
    for (const bad of ['', '56003', '5600381', '060038', '56OO38', '560-038']) expect(parsePincode(bad), bad).toBeNull();
  });

  it('reads lists of codes and ranges, and names the first bad part', () => {
    expect(parsePincodeList('560001-560099, 560103')).toEqual({ ranges: [{ from: 560001, to: 560099 }, { from: 560103, to: 560103 }] });
    expect(parsePincodeList('411001 – 411062\n411014')).toEqual({ ranges: [{ from: 411001, to: 411062 }, { from: 411014, to: 411014 }] });
    expect(parsePincodeList('560099-560001')).toEqual({ problem: '560099-560001' });
    expect(parsePincodeList('560001, 56002')).toEqual({ problem: '56002' });
    expect(parsePincodeList('560001-560002-560003')).toEqual({ problem: '560001-560002-560003' });
    expect(parsePincodeList(' , ')).toEqual({ problem: '' });
  });

  it('prints a range as it is typed', () => {
    expect(formatPincodeRange({ from: 560001, to: 560099 })).toBe('560001-560099');
    expect(formatPincodeRange({ from: 560103, to: 560103 })).toBe('560103');
  });
});
