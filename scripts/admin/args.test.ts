import { describe, expect, it } from 'vitest';
import { UsageError, numberBetween, parseArgs, positiveInt, required, rupees } from './args.mjs';
import { resolveCredentials, resolveTarget } from './http.mjs';
import { couponBody } from './coupons.mjs';

describe('parseArgs', () => {
  it('splits positionals from --flag value, --flag=value and boolean flags', () => {
    expect(parseArgs(['orders', 'list', '--status', 'pending', '--limit=5', '--json'])).toEqual({
      positionals: ['orders', 'list'],
      flags: { status: 'pending', limit: '5', json: true },
    });
  });

  it('never lets a boolean flag swallow the next word', () => {
    expect(parseArgs(['categories', 'image', '3', '--banner', 'b.webp'])).toEqual({
      positionals: ['categories', 'image', '3', 'b.webp'],
      flags: { banner: true },
    });
  });

  it('keeps values that contain spaces or equals signs, and everything after --', () => {
    expect(parseArgs(['--name', 'Chai Wala', '--description=a=b', '--', '--not-a-flag']).flags).toEqual({ name: 'Chai Wala', description: 'a=b' });
    expect(parseArgs(['x', '--', '--not-a-flag']).positionals).toEqual(['x', '--not-a-flag']);
  });

  it('refuses a value flag with no value', () => {
    expect(() => parseArgs(['orders', 'list', '--status'])).toThrow(new UsageError('--status needs a value.'));
    expect(() => parseArgs(['--email', '--password', 'x'])).toThrow('--email needs a value.');
  });
});

describe('value readers', () => {
  it('reads ids, rupees and bounded numbers, naming the argument when wrong', () => {
    expect(positiveInt('42', 'order id')).toBe(42);
    expect(() => positiveInt('0', 'order id')).toThrow('order id must be a positive whole number (got "0").');
    expect(() => positiveInt('4.5', 'rider id')).toThrow(UsageError);
    expect(rupees('149.50', 'price')).toBe(149.5);
    expect(() => rupees('149.505', 'price')).toThrow('price must be an amount in rupees like 149 or 149.50 (got "149.505").');
    expect(() => rupees('-1', 'price')).toThrow(UsageError);
    expect(numberBetween('12.5', 'discount', 0, 100)).toBe(12.5);
    expect(() => numberBetween('101', 'discount', 0, 100)).toThrow('discount must be a number from 0 to 100 (got "101").');
    expect(() => required([], 0, 'order id')).toThrow('Missing order id.');
  });

  it('builds a coupon body in the API’s field names', () => {
    expect(couponBody({ code: 'save10', kind: 'percent', value: '10', cap: '50', min: '299', from: '2026-01-01', to: '2026-12-31', limit: '2' })).toEqual({
      code: 'save10',
      kind: 'percent',
      value: 10,
      max_discount: 50,
      min_order_amount: 299,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      per_customer_limit: 2,
    });
    expect(couponBody({ cap: 'none', active: 'false' })).toEqual({ max_discount: null, active: false });
    expect(() => couponBody({ kind: 'bogo' })).toThrow('--kind must be percent or flat.');
    expect(() => couponBody({ active: 'no' })).toThrow('--active must be true or false.');
  });
});

describe('which shop and who', () => {
  it('defaults to the local shop; --shop picks a distributor’s subdomain there', () => {
    expect(resolveTarget({}, {})).toMatchObject({ origin: 'http://localhost:8787', host: 'localhost:8787', local: true });
    expect(resolveTarget({ shop: 'kirana' }, {})).toMatchObject({ host: 'kirana.localhost:8787', local: true });
    expect(resolveTarget({ url: 'http://127.0.0.1:8805', shop: 'kirana' }, {})).toMatchObject({ origin: 'http://127.0.0.1:8805', host: 'kirana.localhost:8805' });
    expect(resolveTarget({ url: 'https://www.example.in', shop: 'kirana' }, {})).toMatchObject({ host: 'kirana.example.in', local: false });
    expect(resolveTarget({ host: 'sehat.example.in' }, {})).toMatchObject({ host: 'sehat.example.in' });
    expect(() => resolveTarget({ url: 'shop.example.in' }, {})).toThrow(UsageError);
    expect(() => resolveTarget({ shop: 'Bad Slug' }, {})).toThrow(UsageError);
  });

  it('uses the demo admin only for a local shop', () => {
    const local = resolveTarget({}, {});
    const remote = resolveTarget({ url: 'https://shop.example.in' }, {});
    expect(resolveCredentials({}, local, {})).toEqual({ email: 'admin@example.com', password: 'admin123' });
    expect(() => resolveCredentials({}, remote, {})).toThrow(UsageError);
    expect(resolveCredentials({}, remote, { ADMIN_EMAIL: 'ops@shop.in', ADMIN_PASSWORD: 's3cret!' })).toEqual({ email: 'ops@shop.in', password: 's3cret!' });
    expect(resolveCredentials({ email: 'a@b.in', password: 'pw1234' }, remote, { ADMIN_EMAIL: 'x@y.in', ADMIN_PASSWORD: 'z' })).toEqual({ email: 'a@b.in', password: 'pw1234' });
  });
});
