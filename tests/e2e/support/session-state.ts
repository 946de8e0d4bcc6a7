import type { BrowserContextOptions } from '@playwright/test';
import { SESSION_STORAGE } from '@/lib/session-rules';
import type { TestUser } from './sessions';

/**
 * A logged-in session as a new browser context's starting storage: the same
 * keys `useSession` writes, there before the first page opens, so a test that
 * opens each page in a fresh context does not load a page to write them.
 */
export function sessionState(origin: string, user: TestUser): BrowserContextOptions['storageState'] {
  const entries: Record<string, string> = {
    [SESSION_STORAGE.userId]: String(user.id),
    [SESSION_STORAGE.userName]: user.name,
    [SESSION_STORAGE.userToken]: user.token,
    [SESSION_STORAGE.email]: user.email,
  };
  return { cookies: [], origins: [{ origin: new URL(origin).origin, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }] };
}
