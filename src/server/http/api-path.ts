// An /api path holding a control character or a line separator is refused
// before anything routes it: the page router's catch-all for /api/* does not
// match a path with a line break in it, so such a request would otherwise
// fall through to the page layer instead of reaching the API.

import { WORDS, renderWords } from '@/lib/words';
// The words' sections registered, whichever layer answers (this runs in the page middleware).
import '../i18n/all-words';

// eslint-disable-next-line no-control-regex
const CONTROL_IN_PATH = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** The path as the routers will read it: decoded where it decodes, else as sent. */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function hasControlInPath(pathname: string): boolean {
  return CONTROL_IN_PATH.test(pathname) || CONTROL_IN_PATH.test(decoded(pathname));
}

/** The API's answer to a request no API route takes: JSON like every API error, never kept by a cache. */
export function apiPathAnswer(status: 400 | 404): Response {
  const body =
    status === 400
      ? { message: renderWords(WORDS.apiAnswers.request.pathControl), code: 'CONTROL_CHARACTERS' }
      : { message: renderWords(WORDS.apiAnswers.notFound.anything), code: 'NOT_FOUND' };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
