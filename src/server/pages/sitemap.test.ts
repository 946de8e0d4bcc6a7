import { describe, expect, it } from 'vitest';
import { inEveryLanguage, parseSitemapPart, productFileCount, robotsTxt, sitemapIndexXml, sitemapParts, urlsetXml } from './sitemap';

describe('sitemap files', () => {
  it('splits products into files of 500, at least one, capped at 100', () => {
    expect(productFileCount(0)).toBe(1);
    expect(productFileCount(64)).toBe(1);
    expect(productFileCount(500)).toBe(1);
    expect(productFileCount(501)).toBe(2);
    expect(productFileCount(10_064)).toBe(21);
    expect(productFileCount(10_000_000)).toBe(100);
    expect(sitemapParts(1200)).toEqual(['pages', 'products-1', 'products-2', 'products-3']);
  });

  it('parses only the parts it lists', () => {
    expect(parseSitemapPart('pages')).toEqual({ kind: 'pages' });
    expect(parseSitemapPart('products-3')).toEqual({ kind: 'products', page: 3 });
    for (const bad of ['products-0', 'products-101', 'products-01', 'products-x', 'other', '']) {
      expect(parseSitemapPart(bad)).toBeNull();
    }
  });

  it('writes escaped XML', () => {
    const xml = urlsetXml([{ loc: 'http://k.localhost/a?x=1&y=<2>', priority: 1 }]);
    expect(xml).toContain('<loc>http://k.localhost/a?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(sitemapIndexXml(['http://h/sitemaps/pages.xml'])).toContain('<sitemap><loc>http://h/sitemaps/pages.xml</loc></sitemap>');
  });

  it('lists a page once per language, each naming the others as alternates', () => {
    const urls = inEveryLanguage('http://k.localhost', '/product/details/7', { priority: 0.8 });
    expect(urls.map((u) => u.loc)).toEqual(['http://k.localhost/product/details/7', 'http://k.localhost/hi/product/details/7']);
    const xml = urlsetXml(urls);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="http://k.localhost/hi/product/details/7"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://k.localhost/product/details/7"/>');
  });

  it('points robots.txt at the host’s sitemap', () => {
    const txt = robotsTxt('http://kirana.localhost:8812');
    expect(txt).toContain('Sitemap: http://kirana.localhost:8812/sitemap.xml');
    expect(txt).toContain('Disallow: /api/');
  });
});
