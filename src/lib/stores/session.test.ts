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
  const events = { addEventListener: () => {}, removeEventListener: () => {} };
  vi.stubGlobal('window', events);
  vi.stubGlobal('addEventListener', events.addEventListener);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', { clear: () => {} });
  vi.stubGlobal('document', { ...events, visibilityState: 'visible', documentElement: { dataset: { distributorId } } });
  vi.stubGlobal('location', { pathname: '/ecommerce', search: '', assign: () => {} });
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
});
