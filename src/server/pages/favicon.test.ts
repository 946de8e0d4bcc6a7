import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_URL } from './favicon';

describe('FAVICON_URL', () => {
  const png = readFileSync(new URL('../../../public/favicon-32.png', import.meta.url));

  it('is a data: URL of the favicon PNG, byte for byte', () => {
    const prefix = 'data:image/png;base64,';
    expect(FAVICON_URL.startsWith(prefix)).toBe(true);
    expect(Buffer.from(FAVICON_URL.slice(prefix.length), 'base64').equals(png)).toBe(true);
  });

  it('is also /favicon.ico: the same PNG in an icon file (scripts/generate-icons.mjs writes both)', () => {
    const ico = readFileSync(new URL('../../../public/favicon.ico', import.meta.url));
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18)).equals(png)).toBe(true);
  });

  it('leaves no character that would end or break the URL', () => {
    expect(FAVICON_URL).not.toMatch(/["#<>\s]/);
  });
});
