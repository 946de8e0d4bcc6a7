import { describe, expect, it } from 'vitest';
import { formatPincodeRange, parsePincode, parsePincodeList, pincodeInText } from './pincode';

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

describe('the pincode written in an address', () => {
  it('is the last six-digit code, spaced or not, never part of a longer number', () => {
    expect(pincodeInText('21 FC Road, Pune 411004')).toBe('411004');
    expect(pincodeInText('Flat 3, 560 038, Bengaluru')).toBe('560038');
    expect(pincodeInText('Near 411001 circle, Mumbai 400050')).toBe('400050');
    expect(pincodeInText('Phone 9876543210, Park Street')).toBeNull();
    expect(pincodeInText('House 12, 011001 Delhi')).toBeNull();
    expect(pincodeInText('7 Park Street, Kolkata')).toBeNull();
  });
});
