import { describe, expect, it } from 'vitest';
import { databaseBindingName, tenantFromHost } from './tenant';

describe('tenantFromHost', () => {
  it('uses the default distributor on bare hosts', () => {
    for (const host of ['localhost', 'localhost:8787', '127.0.0.1:8787', '[::1]:8787', 'shop.example.in', 'www.shop.example.in']) {
      expect(tenantFromHost(host, 'shop.example.in')).toEqual({ kind: 'default' });
    }
  });

  it('reads the slug from <slug>.<domain> and <slug>.localhost', () => {
    expect(tenantFromHost('kirana.shop.example.in', 'shop.example.in')).toEqual({ kind: 'slug', slug: 'kirana' });
    expect(tenantFromHost('KIRANA.localhost:4321', 'shop.example.in')).toEqual({ kind: 'slug', slug: 'kirana' });
    expect(tenantFromHost('sehat.localhost', 'localhost')).toEqual({ kind: 'slug', slug: 'sehat' });
    expect(tenantFromHost('chai-point.shop.example.in', 'shop.example.in')).toEqual({ kind: 'slug', slug: 'chai-point' });
  });

  it('rejects malformed slugs', () => {
    expect(tenantFromHost('bad_slug.localhost', 'localhost')).toEqual({ kind: 'invalid' });
    expect(tenantFromHost('a.b.localhost', 'localhost')).toEqual({ kind: 'invalid' });
    expect(tenantFromHost('-chai.localhost', 'localhost')).toEqual({ kind: 'invalid' });
    expect(tenantFromHost('chai-.localhost', 'localhost')).toEqual({ kind: 'invalid' });
  });
});

describe('databaseBindingName', () => {
  it('names a distributor’s own database after its slug, hyphens as underscores', () => {
    expect(databaseBindingName('kirana')).toBe('DB_KIRANA');
    expect(databaseBindingName('chai-point')).toBe('DB_CHAI_POINT');
    expect(databaseBindingName('24x7')).toBe('DB_24X7');
  });
});
