import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_URL } from './favicon';

describe('FAVICON_URL', () => {
  const svg = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8').trim();

  it('is a data: URL of the favicon file, unchanged but for its quotes', () => {
    const prefix = 'data:image/svg+xml,';
    expect(FAVICON_URL.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(FAVICON_URL.slice(prefix.length))).toBe(svg.replace(/"/g, "'"));
  });

  it('leaves no character that would end or break the URL', () => {
    expect(FAVICON_URL).not.toMatch(/["#<>]/);
  });
});
