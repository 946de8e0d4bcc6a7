import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordAt } from '@/lib/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import '@/lib/api-answer-messages';
import '@/lib/messages';
import '@/lib/console-day-messages';
import '@/lib/on-demand-messages';
import '@/lib/refunds-owed-messages';
import '@/lib/search-page-messages';

// The contract is the bottom layer: its messages are catalogue keys
// (word-key.ts), rendered in the reader's language where they are shown. It
// must not import the catalogues, and every key it names must exist.

const HERE = import.meta.dirname;
const sources = readdirSync(HERE, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(HERE, f), 'utf8') }));

/**
 * A module the contract may not import: a message catalogue, the catalogue
 * machinery, or the rendering of keys. The list of languages (i18n/languages,
 * data with no words) it may: the fields of other languages' words are made
 * from its rows.
 */
const WORDS_MODULE = /from\s+'(@\/lib\/|\.\.\/lib\/)(messages|words|[\w-]*-messages|i18n\/(?!languages(\.ts)?')[\w/-]+)(\.ts)?'/;

describe('the contract carries keys, not words', () => {
  it('imports no message catalogue', () => {
    expect(sources.length).toBeGreaterThan(20);
    const importing = sources.filter((s) => s.text.split('\n').some((line) => line.startsWith('import') && WORDS_MODULE.test(line)));
    expect(importing.map((s) => s.file)).toEqual([]);
  });

  it('names only keys that exist in the English catalogue, with their parameters', () => {
    const keys = sources.flatMap((s) => [...s.text.matchAll(/wordKey\('([\w.]+)'(?:,\s*([^)]*))?\)/g)].map((m) => ({ file: s.file, key: m[1]!, params: m[2] ? m[2].split(',').length : 0 })));
    expect(keys.length).toBeGreaterThan(50);
    const wrong = keys.filter(({ key, params }) => {
      const word = wordAt(key.split('.'), DEFAULT_LANGUAGE);
      if (typeof word === 'string') return params !== 0;
      if (typeof word === 'function') return (word as (...args: unknown[]) => unknown).length !== params;
      return true;
    });
    expect(wrong).toEqual([]);
  });
});
