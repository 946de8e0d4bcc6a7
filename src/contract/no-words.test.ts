import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/** Where the string literal opening at `i` (a quote or backtick) closes. */
function stringEnd(text: string, i: number): number {
  const quote = text[i]!;
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return j;
}

/**
 * Each string literal of a source, comments left out: its text (a template's
 * `${…}` parts as they are written) and where it starts.
 */
function literals(text: string): Array<{ text: string; at: number }> {
  const found: Array<{ text: string; at: number }> = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      const end = stringEnd(text, i);
      found.push({ text: text.slice(i + 1, end), at: i });
      i = end;
    }
  }
  return found;
}

/** Each wordKey('…', …) call of a source, nested ones too, with the number of parameters after its key. */
function keyCalls(text: string): Array<{ key: string; params: number }> {
  return [...text.matchAll(/wordKey\('([\w.]+)'/g)].map((m) => {
    // The parameters run to the call's closing parenthesis: count those at its own depth.
    let depth = 0;
    let params = 0;
    let blank = true;
    for (let i = m.index + m[0].length; i < text.length; i++) {
      const c = text[i]!;
      if (c === "'" || c === '"' || c === '`') {
        i = stringEnd(text, i);
        blank = false;
      } else if ('([{'.includes(c)) {
        depth++;
        blank = false;
      } else if (')]}'.includes(c)) {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) {
        if (!blank) params++;
        blank = true;
      } else if (!/\s/.test(c) && depth === 0) {
        blank = false;
      }
    }
    // The parameter after the last comma (none after a trailing one).
    return { key: m[1]!, params: params + (blank ? 0 : 1) };
  });
}

/**
 * Words of a sentence: a letter (or a template's `${…}`) first, a space
 * inside, and a full stop, exclamation or question mark last.
 */
const SENTENCE = /^(?:[A-Za-z]|\$\{)[^]*\s[^]*[.!?]$/;

const SRC = resolve(HERE, '..');

/** The file an import names, or undefined for a package. */
function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(SRC, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && f.match(/\.tsx?$/));
}

/**
 * A file of words: a message catalogue, the catalogue machinery, or the
 * rendering of keys. The list of languages (i18n/languages, data with no
 * words) is not one: the fields of other languages' words are made from its rows.
 */
const isWordsFile = (file: string) => /^lib\/(messages|words|[\w-]*-messages)\.ts$|^lib\/i18n\/(?!languages\.ts$)/.test(relative(SRC, file));

/** The files a source imports (packages left out). */
function importsOf(file: string): string[] {
  const specs = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return specs.map((spec) => resolveImport(file, spec)).filter((f) => f !== undefined);
}

/** The chain of imports from a contract source to a file of words, or undefined. */
function pathToWords(start: string): string[] | undefined {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    for (const next of importsOf(file)) {
      if (seen.has(next)) continue;
      if (isWordsFile(next)) return [...chain, next].map((f) => relative(SRC, f));
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
}

describe('the contract carries keys, not words', () => {
  it('reaches no message catalogue, not even through the modules it imports', () => {
    const reaching = sources.map((s) => pathToWords(join(HERE, s.file))).filter(Boolean);
    expect(reaching).toEqual([]);
    // The check finds a way to the words where there is one.
    expect(pathToWords(join(SRC, 'lib/checkout-validation.ts'))).toEqual(['lib/checkout-validation.ts', 'lib/messages.ts']);
  });

  it('imports no message catalogue', () => {
    expect(sources.length).toBeGreaterThan(20);
    const importing = sources.filter((s) => importsOf(join(HERE, s.file)).some(isWordsFile));
    expect(importing.map((s) => s.file)).toEqual([]);
  });

  it('names only keys that exist in the English catalogue, with their parameters', () => {
    const keys = sources.flatMap((s) => keyCalls(s.text).map((call) => ({ file: s.file, ...call })));
    expect(keys.length).toBeGreaterThan(50);
    const wrong = keys.filter(({ key, params }) => {
      const word = wordAt(key.split('.'), DEFAULT_LANGUAGE);
      if (typeof word === 'string') return params !== 0;
      if (typeof word === 'function') return (word as (...args: unknown[]) => unknown).length !== params;
      return true;
    });
    expect(wrong).toEqual([]);
  });

  it('writes no sentence of its own', () => {
    // A reader's UnexpectedAnswer is a developer's error, never shown to a shopper or an operator.
    const sentences = sources.flatMap((s) =>
      literals(s.text)
        .filter((l) => SENTENCE.test(l.text.trim()))
        .filter((l) => !lineAt(s.text, l.at).includes('UnexpectedAnswer('))
        .map((l) => `${s.file}: ${l.text}`),
    );
    expect(sentences).toEqual([]);
  });

  it('finds a sentence written in a source, and a key among its words', () => {
    const source = [
      "const a = z.number({ error: 'Price cannot be negative.' });",
      '// A comment may say what it likes.',
      '/* Even across lines. */',
      'const b = (label: string) => `${label} must be text.`;',
      "const c = wordKey('general.tooLong', wordKey('shop.couponCode'), 40,\n);",
      "throw new UnexpectedAnswer('Expected a token.');",
    ].join('\n');
    expect(literals(source).filter((l) => SENTENCE.test(l.text)).map((l) => l.text)).toEqual([
      'Price cannot be negative.',
      '${label} must be text.',
      'Expected a token.',
    ]);
    expect(keyCalls(source)).toEqual([
      { key: 'general.tooLong', params: 2 },
      { key: 'shop.couponCode', params: 0 },
    ]);
  });
});

/** The line of `text` that position `at` is on. */
function lineAt(text: string, at: number): string {
  return text.slice(text.lastIndexOf('\n', at) + 1, text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at));
}
