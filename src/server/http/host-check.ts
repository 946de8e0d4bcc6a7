// Whether a Host header names a host: a DNS name (labels of letters, digits,
// hyphens; underscores tolerated) or a bracketed IPv6 address, and an optional
// port. The Worker's entry (secure-entry.ts) refuses any other with a 400, and
// so does the local server's front (scripts/lib/host-gate.mjs), where the
// development server would otherwise fail on it before the Worker runs. This
// module imports nothing, so that front can load it as it is.

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

export const MALFORMED_HOST_TEXT = 'Bad request: the Host header is not a host name.';

/** True for a request without a Host header (the URL's host is used) or with a well-formed one. */
export function hostIsWellFormed(host: string | null | undefined): boolean {
  if (host === null || host === undefined) return true;
  if (host.length > 255) return false;
  const match = HOST.exec(host);
  return Boolean(match) && (match?.[1] === undefined || Number(match[1]) <= 65_535);
}
