import { describe, expect, it } from 'vitest';
import { apiCacheHeaders, categoryChangedTags, contentChangedTags, edgeCacheHeaders, pageTags, productChangedTags, sitemapTags } from './cache-tags';

describe('edge cache tags', () => {
  it('every page carries the shop, its settings and its category bar', () => {
    expect(pageTags(3, 'p:3:9')).toEqual(['d:3', 'content:3', 'categories:3', 'p:3:9']);
  });

  it('a write purges what shows it: a product its page and the lists, a category the bar, content the settings', () => {
    expect(productChangedTags(3, 9)).toEqual(['p:3:9', 'list:3']);
    expect(categoryChangedTags(3, 4)).toEqual(['c:3:4', 'categories:3']);
    expect(contentChangedTags(3)).toEqual(['content:3']);
    // Sitemaps list categories and products, so both kinds of write reach them.
    expect(sitemapTags(3)).toEqual(expect.arrayContaining(['list:3', 'categories:3']));
  });

  it('headers let a shared cache keep the answer briefly, tagged once per tag', () => {
    expect(edgeCacheHeaders(['d:1', 'p:1:2', 'd:1'], 60, 600)).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      'Cache-Tag': 'd:1,p:1:2',
      Vary: 'Host',
    });
  });

  it('API answers are never served stale, so an island re-reading after a write sees it', () => {
    expect(apiCacheHeaders(['d:1'])['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
  });
});
