import { describe, expect, it } from 'vitest';
import { isStateCode, stateInAddress, stateLabel } from './states';

describe('states', () => {
  it('labels a state by name and code', () => {
    expect(stateLabel('27')).toBe('Maharashtra (27)');
    expect(isStateCode('28')).toBe(false);
  });

  it('finds the state an address ends with', () => {
    expect(stateInAddress('Flat 12B, Lotus Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 560038')).toBe('29');
    expect(stateInAddress('Shop 4, MG Road, Camp, Pune, MAHARASHTRA 411001')).toBe('27');
    expect(stateInAddress('22 Park Street, Kolkata, West  Bengal - 700016')).toBe('19');
    expect(stateInAddress('A-14, Connaught Place, New Delhi 110001')).toBe('07');
    expect(stateInAddress('7 Beach Road, Pondicherry 605001')).toBe('34');
  });

  it('takes the last state named, and tells Andhra Pradesh from Pradesh-less names', () => {
    expect(stateInAddress('12 Gujarat Colony, Andheri, Mumbai, Maharashtra 400053')).toBe('27');
    expect(stateInAddress('Tirupati, Andhra Pradesh 517501')).toBe('37');
    expect(stateInAddress('Goalpara, Assam')).toBe('18');
  });

  it('answers null when no state is named', () => {
    expect(stateInAddress('Flat 3, Sunrise Apartments, near the temple')).toBeNull();
    expect(stateInAddress('Goaland Street')).toBeNull();
  });
});
