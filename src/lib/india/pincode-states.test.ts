import { describe, expect, it } from 'vitest';
import { pincodeFitsState, stateOfPincode, statesOfPincode } from './pincode-states';

describe('pincode prefixes and states', () => {
  it('rules out a state its pincode plainly contradicts, and only then', () => {
    expect(pincodeFitsState('411001', '27')).toBe(true); // Pune, Maharashtra
    expect(pincodeFitsState('411001', '07')).toBe(false); // a Pune pincode on a Delhi address
    expect(pincodeFitsState('110001', '07')).toBe(true);
    expect(pincodeFitsState('560001', '29')).toBe(true); // Bengaluru
    expect(pincodeFitsState('560001', '27')).toBe(false);
    expect(pincodeFitsState('403001', '30')).toBe(true); // Panaji, Goa: a Maharashtra prefix
    expect(pincodeFitsState('605001', '34')).toBe(true); // Puducherry inside Tamil Nadu's prefixes
    expect(pincodeFitsState('737101', '11')).toBe(true); // Gangtok, Sikkim
    expect(pincodeFitsState('990001', '07')).toBe(true); // the army's: tells nothing
  });

  it('names the one state of an unambiguous prefix only', () => {
    expect(stateOfPincode('110001')).toBe('07');
    expect(stateOfPincode('302001')).toBe('08');
    expect(stateOfPincode('411001')).toBeNull();
    expect(statesOfPincode('550001')).toBeNull();
  });
});
