import { acceptedLanguage, inLanguage } from './request-language';
import { DEFAULT_LANGUAGE, isLocalisedPath, isOperatorPath, pathIn, splitLanguagePath, type LanguageTag } from '@/lib/i18n/languages';
import { rememberedLanguage } from '@/lib/i18n/language-memory';

// The language is in the URL: '/hi/product/details/3' is the Hindi rendering of
// '/product/details/3'. The Worker takes the prefix off before Astro routes the
// request (so no page is duplicated); the edge caches by the URL the shopper asked for, so each language's
// page is kept apart; the page reads its language from the request's context
// (activeLanguage). A Hindi page's links to other shop pages are written
// into Hindi here, in one place, as the HTML streams out. The API speaks
// English unless the request asks for one of our languages (the islands send
// their page's), so API clients keep the spec's English answers. The
// operators' screens, never cached, follow the visitor's language cookie.

type Handler = (request: Request) => Promise<Response>;

/** The shop's page-not-found (src/pages/404.astro), answered with its 404 status. */
const NOT_FOUND_PAGE = '/404';

export async function answerInLanguage(request: Request, handle: Handler): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) {
    return varyByLanguage(await inLanguage(acceptedLanguage(request.headers.get('accept-language')), () => handle(request)));
  }
  const { tag, path } = splitLanguagePath(url.pathname);
  if (tag === DEFAULT_LANGUAGE && isOperatorPath(path)) return operatorPage(request, handle);
  if (tag === DEFAULT_LANGUAGE) return inLanguage(tag, () => handle(request));
  // Only shop pages have a page per language; anything else under the prefix
  // (an operator screen, a mistyped address) is the shop's page-not-found, in that language.
  url.pathname = isLocalisedPath(path) ? path : NOT_FOUND_PAGE;
  const response = await inLanguage(tag, () => handle(new Request(url, request)));
  return linksInLanguage(response, tag);
}

/**
 * The console and rider screens are never cached (private, no-store) and have
 * no URL per language: they speak the language the visitor chose last (the
 * `lang` cookie the shop's pages and these screens' chooser write), English
 * when there is none or it is not one of ours.
 */
async function operatorPage(request: Request, handle: Handler): Promise<Response> {
  const tag = rememberedLanguage(request.headers.get('cookie')) ?? DEFAULT_LANGUAGE;
  const response = await inLanguage(tag, () => handle(request));
  const varied = new Response(response.body, response);
  varied.headers.append('vary', 'Cookie');
  return varied;
}

/** Rewrites a page's shop links (and a redirect's target) into the page's language. */
function linksInLanguage(response: Response, tag: LanguageTag): Response {
  const location = response.headers.get('location');
  if (location?.startsWith('/') && isLocalisedPath(location)) {
    const redirected = new Response(response.body, response);
    redirected.headers.set('location', pathIn(tag, location));
    return redirected;
  }
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const localise = (attribute: string) => ({
    element(element: Element) {
      const value = element.getAttribute(attribute);
      // A link marked data-lang-keep (the chooser, hreflang alternates) names its language itself.
      if (value && value.startsWith('/') && !value.startsWith('//') && element.getAttribute('data-lang-keep') === null && isLocalisedPath(value)) {
        element.setAttribute(attribute, pathIn(tag, value));
      }
    },
  });
  return new HTMLRewriter().on('a[href]', localise('href')).on('form[action]', localise('action')).transform(response);
}

/** A public API answer may hold words (a refusal, a delivery check): a cache keeps one per language asked for. */
function varyByLanguage(response: Response): Response {
  if (!response.headers.get('cache-control')?.startsWith('public')) return response;
  const varied = new Response(response.body, response);
  varied.headers.append('vary', 'Accept-Language');
  return varied;
}
