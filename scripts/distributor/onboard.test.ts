import { describe, expect, it } from 'vitest';
import { adminProblem, nameProblem, onboardingSql, payeeProblem, shopUrl, slugProblem, sqlText } from './onboard.mjs';

describe('slug rules', () => {
  it('accepts lowercase letters, digits and hyphens, 2 to 30 long', () => {
    for (const ok of ['ab', 'chai-wala', 'shop24', 'a'.repeat(30)]) expect(slugProblem(ok), ok).toBeNull();
  });

  it('names what is wrong with a bad slug', () => {
    expect(slugProblem(undefined)).toMatch(/--slug/);
    expect(slugProblem('a')).toMatch(/2 to 30/);
    expect(slugProblem('a'.repeat(31))).toMatch(/2 to 30/);
    expect(slugProblem('Chai')).toMatch(/lowercase/);
    expect(slugProblem('chai_wala')).toMatch(/lowercase/);
    expect(slugProblem('-chai')).toMatch(/hyphen/);
    expect(slugProblem('chai--wala')).toMatch(/two hyphens/);
    for (const reserved of ['www', 'api', 'admin']) expect(slugProblem(reserved)).toMatch(/reserved/);
  });

  it('checks the name and the admin account', () => {
    expect(nameProblem('Chai Wala')).toBeNull();
    expect(nameProblem(' x ')).toMatch(/at least 2/);
    expect(adminProblem('owner@chai.in', 'chai1234')).toBeNull();
    expect(adminProblem('owner', 'chai1234')).toMatch(/e-mail/);
    expect(adminProblem('owner@chai.in', '123')).toMatch(/at least 6/);
  });
});

describe('onboarding SQL', () => {
  it('quotes text safely and creates every row against the new slug', () => {
    expect(sqlText("D'Souza")).toBe("'D''Souza'");
    const sql = onboardingSql({ slug: 'chai-wala', name: "D'Souza Stores", adminEmail: 'Owner@Chai.in', adminPasswordHash: 'pbkdf2-sha256$100000$a$b' });
    expect(sql).toContain("INSERT INTO distributors (slug, name) VALUES ('chai-wala', 'D''Souza Stores');");
    for (const table of ['general_settings', 'banner_settings', 'delivery_charges', 'pages', 'customers']) expect(sql).toContain(`INSERT INTO ${table}`);
    expect(sql.match(/INSERT INTO pages/g)).toHaveLength(4);
    expect(sql).toContain("'owner@chai.in', 'pbkdf2-sha256$100000$a$b', 'admin'");
    expect(sql).toContain('charge_paise) VALUES ((SELECT id FROM distributors WHERE slug = \'chai-wala\'), 0)');
  });

  it('gives the distributor the id it is handed, so ids stay unique across databases', () => {
    const sql = onboardingSql({ slug: 'chai-wala', name: 'Chai Wala', adminEmail: 'o@chai.in', adminPasswordHash: 'h', id: 7 });
    expect(sql).toContain("INSERT INTO distributors (id, slug, name) VALUES (7, 'chai-wala', 'Chai Wala');");
  });

  it('records the UPI payee when one is given, and checks it', () => {
    expect(payeeProblem(undefined, undefined)).toBeNull();
    expect(payeeProblem('chaiwala@okaxis', 'Chai Wala')).toBeNull();
    expect(payeeProblem('chaiwala', 'Chai Wala')).toMatch(/--payee-upi/);
    expect(payeeProblem('chaiwala@okaxis', undefined)).toMatch(/--payee-name/);
    const without = onboardingSql({ slug: 'chai-wala', name: 'Chai Wala', adminEmail: 'o@chai.in', adminPasswordHash: 'h' });
    expect(without).not.toContain('shop_payment_settings');
    const sql = onboardingSql({ slug: 'chai-wala', name: 'Chai Wala', adminEmail: 'o@chai.in', adminPasswordHash: 'h', payee: { vpa: 'chaiwala@okaxis', name: "D'Souza " } });
    expect(sql).toContain("INSERT INTO shop_payment_settings (distributor_id, payee_vpa, payee_name) VALUES ((SELECT id FROM distributors WHERE slug = 'chai-wala'), 'chaiwala@okaxis', 'D''Souza');");
  });

  it('prints where the shop answers', () => {
    expect(shopUrl('chai-wala', { remote: false })).toBe('http://chai-wala.localhost:8787/ecommerce');
    expect(shopUrl('chai-wala', { remote: true, domain: 'example.in' })).toBe('https://chai-wala.example.in/ecommerce');
  });
});
