// sitemap.xml and robots.txt for one distributor's host. Product URLs are
// split into files of SITEMAP_PRODUCTS_PER_FILE (one API page each), listed by
// a sitemap index, so 10,000+ products never make one huge response.

import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from '@/lib/i18n/languages';

export const SITEMAP_PRODUCTS_PER_FILE = 500;
/** 100 files x 500 = 50,000 products; beyond that the index stops (Google's per-index limit is 50,000 files). */
const SITEMAP_MAX_PRODUCT_FILES = 100;

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export interface SitemapUrl {
  loc: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
  /** The same page in each language (hreflang and URL), itself included. */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

/** One shop path as a URL per language, each naming all of them as alternates (and English as x-default). */
export function inEveryLanguage(origin: string, path: string, extra: Omit<SitemapUrl, 'loc' | 'alternates'>): SitemapUrl[] {
  const alternates = [
    ...LANGUAGES.map((l) => ({ hreflang: l.tag, href: `${origin}${pathIn(l.tag, path)}` })),
    { hreflang: 'x-default', href: `${origin}${pathIn(DEFAULT_LANGUAGE, path)}` },
  ];
  return LANGUAGES.map((l) => ({ loc: `${origin}${pathIn(l.tag, path)}`, ...extra, alternates }));
}

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const parts = [`<loc>${xmlEscape(u.loc)}</loc>`];
      if (u.changefreq) parts.push(`<changefreq>${u.changefreq}</changefreq>`);
      if (u.priority !== undefined) parts.push(`<priority>${u.priority.toFixed(1)}</priority>`);
      for (const a of u.alternates ?? []) parts.push(`<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`);
      return `  <url>${parts.join('')}</url>`;
    })
    .join('\n');
  const xhtml = urls.some((u) => u.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** How many product files a catalogue of `total` products needs (at least 1, capped). */
export function productFileCount(total: number): number {
  return Math.min(SITEMAP_MAX_PRODUCT_FILES, Math.max(1, Math.ceil(total / SITEMAP_PRODUCTS_PER_FILE)));
}

/** The parts a sitemap index lists: 'pages' and 'products-1'..'products-n'. */
export function sitemapParts(totalProducts: number): string[] {
  return ['pages', ...Array.from({ length: productFileCount(totalProducts) }, (_, i) => `products-${i + 1}`)];
}

/** 'pages' -> { kind: 'pages' }, 'products-3' -> { kind: 'products', page: 3 }, else null. */
export function parseSitemapPart(part: string): { kind: 'pages' } | { kind: 'products'; page: number } | null {
  if (part === 'pages') return { kind: 'pages' };
  const m = /^products-([1-9]\d{0,2})$/.exec(part);
  if (!m) return null;
  const page = Number(m[1]);
  return page <= SITEMAP_MAX_PRODUCT_FILES ? { kind: 'products', page } : null;
}

/** Customer-only and API paths stay out of search engines. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /ecommerce/cart',
    'Disallow: /ecommerce/order',
    'Disallow: /ecommerce/profile',
    'Disallow: /ecommerce/add-address',
    'Disallow: /ecommerce/reset-password/',
    'Disallow: /ecommerce/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
