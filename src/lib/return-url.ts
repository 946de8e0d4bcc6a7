import { LOGIN_PATH } from './session-rules';

// Where to go after login: the returnUrl when it is a path of
// this site, else the shop home. Never an open redirect.

const HOME_PATH = '/ecommerce';

export function safeReturnUrl(raw: string | null | undefined, fallback = HOME_PATH): string {
  if (!raw || raw.length > 2000) return fallback;
  // A single leading slash: '//host' and '/\host' name another site.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines and read '\' as '/', so '/\t/host' would become '//host'.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return fallback;
  // Back to the login page would only show the form again.
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`) || raw.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return raw;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrl(path?: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (path && safeReturnUrl(path, '') !== '') params.set('returnUrl', path);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
