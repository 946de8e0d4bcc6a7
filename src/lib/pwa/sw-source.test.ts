import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE, serviceWorkerSource } from './sw-source';
import { shortName } from './manifest';

describe('service worker source', () => {
  it('is valid JavaScript carrying the build version in its cache names', () => {
    const source = serviceWorkerSource('build-42');
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain('const VERSION = "build-42"');
  });

  it('keeps catalogue pages only, never personal ones', () => {
    for (const path of ['/ecommerce', '/ecommerce/', '/ecommerce/category/3', '/ecommerce/prod-card', '/product/details/12', '/ecommerce/about_us', '/ecommerce/privacy_policy']) {
      expect(CATALOGUE_PAGE.test(path), path).toBe(true);
    }
    for (const path of ['/ecommerce/cart', '/ecommerce/order', '/ecommerce/profile', '/ecommerce/add-address', '/ecommerce/login', '/ecommerce/signup', '/ecommerce/forgot-password', '/ecommerce/reset-password/reset/abc', '/api/ecomProd/ecomProducts', '/product/details/12/x']) {
      expect(CATALOGUE_PAGE.test(path), path).toBe(false);
    }
  });
});

describe('manifest short name', () => {
  it('keeps short names and cuts long ones at a word', () => {
    expect(shortName('Sehat')).toBe('Sehat');
    expect(shortName('Sehat Pharmacy Online')).toBe('Sehat');
    expect(shortName('Kirana Ghar Store')).toBe('Kirana Ghar');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
