import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofHash, solveChallenge } from './login-challenge';

describe('login challenge', () => {
  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a proof whose hash has the asked zero bits, and gives up after its tries', async () => {
    const proof = await solveChallenge({ challenge: 'abc.8.1.x', difficulty: 8 });
    expect(proof).not.toBeNull();
    expect(leadingZeroBits(await proofHash('abc.8.1.x', proof!))).toBeGreaterThanOrEqual(8);
    expect(await solveChallenge({ challenge: 'abc.8.1.x', difficulty: 64 }, 50)).toBeNull();
  });
});
