// Reading (not verifying) a JWT in the browser: only for display decisions.
// The server verifies every token it receives.

function jwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry in ms since the epoch, or null when missing or unreadable. */
export function jwtExpiryMs(token: string | null | undefined): number | null {
  const exp = jwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

export function isTokenLive(token: string | null | undefined, now = Date.now()): boolean {
  const expiry = jwtExpiryMs(token);
  return expiry !== null && expiry > now;
}
