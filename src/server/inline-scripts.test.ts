import { describe, expect, it } from 'vitest';
import { INACTIVITY_MS, LOGIN_PATH, SESSION_STORAGE } from '@/lib/session-rules';
import { STORAGE } from '@/lib/storage-keys';
import { ALERTS_ROOM_SCRIPT, FIRST_VISIT_SCRIPT, SESSION_GUARD_SCRIPT } from './inline-scripts';

// The guard is a string run in <head>; run it here against a stored session to
// show it follows the same keys and time-out as the session store.

const tokenExpiringAt = (ms: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(ms / 1000) })).replace(/=+$/, '')}.s`;

function runGuard(stored: Record<string, string>, now: number, page = { pathname: '/ecommerce/cart', lang: 'en-IN' }): string | null {
  let target: string | null = null;
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const location = { pathname: page.pathname, search: '', replace: (url: string) => (target = url) };
  const document = { documentElement: { lang: page.lang } };
  const FakeDate = { now: () => now };
  new Function('localStorage', 'location', 'document', 'Date', 'atob', SESSION_GUARD_SCRIPT)(localStorage, location, document, FakeDate, atob);
  return target;
}

describe('the protected-page guard', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const session = (lastActive: number) => ({
    [SESSION_STORAGE.userId]: '7',
    [SESSION_STORAGE.userToken]: tokenExpiringAt(now + 3_600_000),
    [SESSION_STORAGE.lastActivity]: String(lastActive),
  });

  it('lets a live, recently active session stay', () => {
    expect(runGuard(session(now - INACTIVITY_MS + 1000), now)).toBeNull();
  });

  it('sends an idle session to login at the same time-out as the store', () => {
    expect(runGuard(session(now - INACTIVITY_MS), now)).toBe(`${LOGIN_PATH}?returnUrl=%2Fecommerce%2Fcart&reason=inactive`);
  });

  it('sends a guest and an expired token to login', () => {
    expect(runGuard({}, now)).toBe(`${LOGIN_PATH}?returnUrl=%2Fecommerce%2Fcart`);
    const expired = { ...session(now), [SESSION_STORAGE.userToken]: tokenExpiringAt(now - 1000) };
    expect(runGuard(expired, now)).toBe(`${LOGIN_PATH}?returnUrl=%2Fecommerce%2Fcart&reason=expired`);
  });

  it('sends to the login page in the page’s language (a Hindi shop page, or the console read in Hindi)', () => {
    expect(runGuard({}, now, { pathname: '/ecommerce/cart', lang: 'hi-IN' })).toBe(`/hi${LOGIN_PATH}?returnUrl=%2Fecommerce%2Fcart`);
    expect(runGuard({}, now, { pathname: '/admin', lang: 'hi-IN' })).toBe(`/hi${LOGIN_PATH}?returnUrl=%2Fadmin`);
    expect(runGuard({}, now, { pathname: '/admin', lang: 'en-IN' })).toBe(`${LOGIN_PATH}?returnUrl=%2Fadmin`);
  });
});

describe('the first-visit mark of the home page', () => {
  /** Runs the script as the head of a page whose first slide is `slide`; answers the mark and the preloads it added. */
  function runMark(stored: Record<string, string> | null, slide: string | null = '/api/files/slide-1.webp', popup = '/api/files/popup.webp', phone = true) {
    const attributes = new Set<string>();
    const preloads: Array<Record<string, string>> = [];
    const localStorage = {
      getItem: (key: string) => {
        if (!stored) throw new Error('storage unavailable');
        return stored[key] ?? null;
      },
    };
    const element = () => {
      const link: Record<string, string> = {};
      return Object.assign(link, { setAttribute: (name: string, value: string) => (link[name] = value) });
    };
    const document = {
      documentElement: { setAttribute: (name: string) => attributes.add(name) },
      currentScript: { getAttribute: (name: string) => ({ 'data-first-slide': slide, 'data-popup-picture': popup })[name] ?? null },
      createElement: element,
      head: { appendChild: (link: Record<string, string>) => preloads.push({ rel: link.rel!, as: link.as!, href: link.href!, fetchpriority: link.fetchpriority! }) },
    };
    const window = { matchMedia: () => ({ matches: phone }) };
    new Function('localStorage', 'document', 'window', FIRST_VISIT_SCRIPT)(localStorage, document, window);
    return { marked: attributes.has('data-first-visit'), preloads };
  }

  it('marks a browser that has not seen the popup, with the key the popup script stores, and asks for the popup’s picture at once', () => {
    expect(runMark({})).toEqual({ marked: true, preloads: [{ rel: 'preload', as: 'image', href: '/api/files/popup.webp', fetchpriority: 'high' }] });
    expect(runMark({ [STORAGE.hasSeenPopup]: 'true' }).marked).toBe(false);
  });

  it('asks a wide screen’s first visit for the first slide, the largest paint there', () => {
    expect(runMark({}, '/api/files/slide-1.webp', '/api/files/popup.webp', false)).toEqual({
      marked: true,
      preloads: [{ rel: 'preload', as: 'image', href: '/api/files/slide-1.webp', fetchpriority: 'high' }],
    });
  });

  it('asks a returning browser for the first slide at once, at high priority', () => {
    expect(runMark({ [STORAGE.hasSeenPopup]: 'true' }).preloads).toEqual([
      { rel: 'preload', as: 'image', href: '/api/files/slide-1.webp', fetchpriority: 'high' },
    ]);
    expect(runMark({ [STORAGE.hasSeenPopup]: 'true' }, null).preloads).toEqual([]);
  });

  it('marks nothing without storage (the popup is then not shown at all), and asks for the slide', () => {
    expect(runMark(null)).toMatchObject({ marked: false, preloads: [{ href: '/api/files/slide-1.webp' }] });
  });
});

describe('the console’s alerts room mark', () => {
  /** Runs the mark with the browser's Notification (undefined: a browser without it). */
  function runAlertsMark(Notification?: { permission: string }): boolean {
    const attributes = new Set<string>();
    const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
    new Function('Notification', 'document', ALERTS_ROOM_SCRIPT)(Notification, document);
    return attributes.has('data-alerts-ask');
  }

  it('marks only a browser that can still be asked for notifications, as the alerts show their button', () => {
    expect(runAlertsMark({ permission: 'default' })).toBe(true);
    expect(runAlertsMark({ permission: 'granted' })).toBe(false);
    expect(runAlertsMark({ permission: 'denied' })).toBe(false);
    expect(runAlertsMark(undefined)).toBe(false);
  });
});
