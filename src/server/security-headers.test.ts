import { describe, expect, it } from 'vitest';
import { FALLBACK_CSP, HSTS, gatewayCspSources, withSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('adds the protections, keeping a page’s own Content-Security-Policy', () => {
    const page = new Response('<p>hi</p>', { headers: { 'content-security-policy': "script-src 'self'" } });
    const h = withSecurityHeaders(page, { https: false, personal: false }).headers;
    expect(h.get('content-security-policy')).toBe("script-src 'self'");
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('permissions-policy')).toContain('camera=()');
    expect(h.get('strict-transport-security')).toBeNull();
  });

  it('gives other answers a deny-all policy, and HSTS only over https', () => {
    const h = withSecurityHeaders(Response.json({ ok: true }), { https: true, personal: false }).headers;
    expect(h.get('content-security-policy')).toBe(FALLBACK_CSP);
    expect(h.get('strict-transport-security')).toBe(HSTS);
  });

  it('keeps personal answers out of shared caches and makes shared entries per host', () => {
    const personal = withSecurityHeaders(Response.json({}, { headers: { 'cache-control': 'public, max-age=60' } }), { https: false, personal: true });
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    const shared = withSecurityHeaders(new Response('x', { headers: { 'cache-control': 'public, s-maxage=60', vary: 'Accept' } }), { https: false, personal: false });
    expect(shared.headers.get('vary')).toBe('Accept, Host');
  });

  it('isolates every private answer from foreign windows, and leaves shared catalogue pages out', () => {
    const coop = (cache: string | null, personal: boolean) =>
      withSecurityHeaders(new Response('<p>hi</p>', { headers: cache ? { 'cache-control': cache } : {} }), { https: false, personal }).headers.get(
        'cross-origin-opener-policy',
      );
    expect(coop('private, no-store', false)).toBe('same-origin');
    expect(coop(null, false)).toBe('same-origin');
    expect(coop('public, max-age=0, s-maxage=60', true)).toBe('same-origin');
    expect(coop('public, max-age=0, s-maxage=60', false)).toBeNull();
  });

  it('copies a response whose headers cannot be changed', async () => {
    const frozen = await fetch('data:text/plain,hi');
    const res = withSecurityHeaders(frozen, { https: false, personal: false });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe('hi');
  });

  it('allows exactly the gateway’s Checkout and API origins, and nothing for a Checkout served by the shop', () => {
    expect(gatewayCspSources('https://checkout.razorpay.com/v1/checkout.js', 'https://api.razorpay.com')).toEqual({
      script: ['https://checkout.razorpay.com'],
      frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    });
    expect(gatewayCspSources('/api/razorpay-stand-in/checkout.js', 'https://api.razorpay.com')).toBeNull();
  });
});
