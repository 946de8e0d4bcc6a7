import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session store loads itself on first use: no island has to start it.
// A tiny browser (storage, <html> data, event targets) is enough to show it.

const tokenExpiringAt = (ms: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(ms / 1000) })).replace(/=+$/, '')}.s`;

function fakeBrowser(stored: Record<string, string>, distributorId: string) {
  const data = new Map(Object.entries(stored));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
  };
  const events = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
  vi.stubGlobal('window', events);
  vi.stubGlobal('addEventListener', events.addEventListener);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', { clear: () => {} });
  vi.stubGlobal('document', { ...events, visibilityState: 'visible', documentElement: { dataset: { distributorId } } });
  vi.stubGlobal('location', { origin: 'http://localhost', pathname: '/ecommerce', search: '', assign: () => {} });
  return data;
}

describe('$session', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the stored session the first time it is read, without being started', async () => {
    const token = tokenExpiringAt(Date.now() + 3_600_000);
    fakeBrowser({ user_id: '7', user_name: 'Asha', user_token: token, email: 'a@example.com', distributor_id: '1' }, '1');
    const { $session } = await import('./session');
    expect($session.get()).toEqual({ userId: 7, name: 'Asha', token, email: 'a@example.com' });
  });

  it('drops a session another shop left in this browser profile', async () => {
    const token = tokenExpiringAt(Date.now() + 3_600_000);
    const data = fakeBrowser({ user_id: '7', user_name: 'Asha', user_token: token, distributor_id: '2' }, '1');
    const { $session, isLoggedIn } = await import('./session');
    expect(isLoggedIn($session.get())).toBe(false);
    expect(data.get('distributor_id')).toBe('1');
    expect(data.has('user_token')).toBe(false);
  });

  it('a login stores the token under both of the contract’s names, replacing the signup’s', async () => {
    const token = tokenExpiringAt(Date.now() + 3_600_000);
    const data = fakeBrowser({ token: 'signup-token', distributor_id: '1' }, '1');
    const { storeLogin } = await import('./session');
    storeLogin({ id: 7, name: 'Asha', email: 'a@example.com' }, token);
    expect([data.get('user_token'), data.get('token')]).toEqual([token, token]);
  });

  it('a call through the browser transport starts no timer and no listener of the session store', async () => {
    const token = tokenExpiringAt(Date.now() + 3_600_000);
    fakeBrowser({ user_id: '7', user_name: 'Asha', user_token: token, distributor_id: '1' }, '1');
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => (sent.push(request), new Response('{"ok":1}')));
    const { browserTransport } = await import('../shop-config');
    await browserTransport().request('GET', 'ping', (raw) => raw, { auth: true });
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(vi.getTimerCount()).toBe(0);
    expect(window.addEventListener).not.toHaveBeenCalled();
  });
});
