import { describe, expect, it } from 'vitest';
import { renderWords } from '@/lib/words';
import { mobileSearchText, normaliseMobile, registerPayload } from './account.input';

describe('signup rules', () => {
  it('normalises Indian mobile numbers', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('09876543210')).toBe('9876543210');
    expect(normaliseMobile('5876543210')).toBeNull();
    expect(normaliseMobile('98765')).toBeNull();
  });

  it('searches a pasted mobile as stored, and other text as typed', () => {
    expect(mobileSearchText('+91 98765 43210')).toBe('9876543210');
    expect(mobileSearchText('(098765) 43210')).toBe('9876543210');
    expect(mobileSearchText('98765 432')).toBe('98765432');
    for (const text of ['ORD-1-1796', 'Priya Sharma', '2026-11-30', 'a@b.in']) expect(mobileSearchText(text)).toBe(text);
  });

  it('reports the shop’s messages', () => {
    const first = (v: object) => renderWords(registerPayload.safeParse(v).error?.issues[0]?.message ?? '');
    expect(first({ name: '', email: 'a@b.in', mobile: '9876543210', password: 'secret1' })).toBe('Name is required');
    expect(first({ name: 'A', email: 'nope', mobile: '9876543210', password: 'secret1' })).toBe('Invalid email');
    expect(first({ name: 'A', email: 'a@b.in', mobile: '', password: 'secret1' })).toBe('Mobile Number is required');
    expect(first({ name: 'A', email: 'a@b.in', mobile: '12345', password: 'secret1' })).toBe('Please enter a valid 10-digit mobile number');
    expect(first({ name: 'A', email: 'a@b.in', mobile: '9876543210', password: '123' })).toBe('Password must be at least 6 characters');
  });
});
