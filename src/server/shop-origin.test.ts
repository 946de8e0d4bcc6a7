import { describe, expect, it } from 'vitest';
import { shopOrigin } from './shop-origin';

describe('shop origin', () => {
  const deployed = { APP_ENV: 'production', SHOP_DOMAIN: 'shops.in', DEFAULT_DISTRIBUTOR: 'sehat' };
  const local = { APP_ENV: 'local', SHOP_DOMAIN: 'localhost', DEFAULT_DISTRIBUTOR: 'sehat', SHOP_PORT: '8787' };

  it('is https on the configured domain when deployed, whatever port is configured', () => {
    expect(shopOrigin(deployed, 'kirana')).toBe('https://kirana.shops.in');
    expect(shopOrigin({ ...deployed, SHOP_PORT: '8080' }, 'sehat')).toBe('https://sehat.shops.in');
  });

  it('is http on the configured local port in development, the default shop on the bare domain', () => {
    expect(shopOrigin(local, 'sehat')).toBe('http://localhost:8787');
    expect(shopOrigin(local, 'kirana')).toBe('http://kirana.localhost:8787');
  });

  it('names no port locally when none (or no valid one) is configured', () => {
    expect(shopOrigin({ ...local, SHOP_PORT: undefined }, 'sehat')).toBe('http://localhost');
    expect(shopOrigin({ ...local, SHOP_PORT: '80@evil.example' }, 'sehat')).toBe('http://localhost');
  });

  it('treats any APP_ENV other than local or test as deployed', () => {
    expect(shopOrigin({ ...deployed, APP_ENV: '' }, 'sehat')).toBe('https://sehat.shops.in');
  });
});
