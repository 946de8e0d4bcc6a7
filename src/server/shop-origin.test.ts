import { describe, expect, it } from 'vitest';
import { shopOrigin } from './shop-origin';

describe('shop origin', () => {
  const deployed = { APP_ENV: 'production', SHOP_DOMAIN: 'shops.in', DEFAULT_DISTRIBUTOR: 'sehat' };
  const local = { APP_ENV: 'local', SHOP_DOMAIN: 'localhost', DEFAULT_DISTRIBUTOR: 'sehat' };

  it('is https on the configured domain when deployed, whatever host the request named', () => {
    expect(shopOrigin(deployed, 'kirana', 'http://evil.example:8080/api/x')).toBe('https://kirana.shops.in');
    expect(shopOrigin(deployed, 'sehat', 'https://attacker.test/')).toBe('https://sehat.shops.in');
  });

  it('is http on the local port in development, the default shop on the bare domain', () => {
    expect(shopOrigin(local, 'sehat', 'http://127.0.0.1:8787/x')).toBe('http://localhost:8787');
    expect(shopOrigin(local, 'kirana', 'http://evil.example:8787/x')).toBe('http://kirana.localhost:8787');
  });

  it('treats any APP_ENV other than local or test as deployed', () => {
    expect(shopOrigin({ ...deployed, APP_ENV: '' }, 'sehat', 'http://x/')).toBe('https://sehat.shops.in');
  });
});
