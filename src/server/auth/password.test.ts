import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stays within the deployed runtime’s PBKDF2 limit', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it('stores its parameters and verifies only the right password', async () => {
    const stored = await hashPassword('shopper123');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('shopper123', stored)).toBe(true);
    expect(await verifyPassword('shopper124', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses more iterations than Workers allow, and malformed hashes', async () => {
    await expect(hashPassword('x', 200_000)).rejects.toThrow();
    expect(await verifyPassword('x', 'pbkdf2-sha256$200000$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'md5$1$a$b')).toBe(false);
  });
});
