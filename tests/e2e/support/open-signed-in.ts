import type { Page, Response } from '@playwright/test';
import { SESSION_STORAGE } from '@/lib/session-rules';
import type { TestUser } from './sessions';

/**
 * Opens `path` with a logged-in session in the page's storage: the same keys
 * `useSession` writes (and any `storage` given, such as a last activity long
 * ago), put there by a script that runs as the page's document starts, before
 * any of its own scripts, so no page is loaded only to write them. The script
 * writes on the opened address alone (not on a page the opened one sends the
 * browser on to) and is removed once the page has opened.
 */
export async function openSignedIn(
  page: Page,
  origin: string,
  user: TestUser,
  path: string,
  { storage = {} }: { storage?: Record<string, string> } = {},
): Promise<Response | null> {
  const target = new URL(path, origin);
  const entries: Array<[string, string]> = [
    [SESSION_STORAGE.userId, String(user.id)],
    [SESSION_STORAGE.userName, user.name],
    [SESSION_STORAGE.userToken, user.token],
    [SESSION_STORAGE.email, user.email],
    ...Object.entries(storage),
  ];
  const script = await page.addInitScript(
    ({ href, entries }) => {
      if (window !== window.top || location.origin + location.pathname + location.search !== href) return;
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    { href: target.origin + target.pathname + target.search, entries },
  );
  try {
    return await page.goto(target.href);
  } finally {
    await script.dispose();
  }
}
