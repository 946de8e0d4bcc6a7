import { readWordKey, wordKey, type WordKey } from '@/contract/word-key';
import type { EN_API_ANSWERS } from './api-answer-messages';
import type { EN_CONSOLE_DAY } from './console-day-messages';
import type { EN_CONSOLE_HEADER } from './console-header-messages';
import { wordAt } from './i18n/catalogue';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import type { EN_MESSAGES } from './messages';
// The catalogue a key is read from: registered by loading it.
import './messages';
import type { EN_ON_DEMAND } from './on-demand-messages';
import type { EN_REFUNDS_OWED } from './refunds-owed-messages';
import type { EN_SEARCH_PAGE } from './search-page-messages';

// Messages by key. A refusal the server reports (a DomainError) and a
// contract's validation message carry a catalogue key and its parameters;
// renderWords turns one into words in the current language (the request's
// on the server, the page's in the browser) when it is shown. WORDS names the
// keys with the catalogue's own shape, so a key that does not exist, or a
// parameter missing, fails the type check.

/** Every section a key may point into (the sections kept in modules of their own included). */
type Catalogue = typeof EN_MESSAGES & {
  readonly refundsOwed: typeof EN_REFUNDS_OWED;
  readonly consoleDay: typeof EN_CONSOLE_DAY;
  readonly apiAnswers: typeof EN_API_ANSWERS;
  readonly consoleHeader: typeof EN_CONSOLE_HEADER;
  readonly onDemand: typeof EN_ON_DEMAND;
  readonly searchPage: typeof EN_SEARCH_PAGE;
};

/** The catalogue's shape with keys for words: a word is its key, a function of arguments gives its key with them. */
type Keys<T> = T extends string
  ? WordKey
  : T extends (...args: infer A) => unknown
    ? (...args: A) => WordKey
    : T extends object
      ? { readonly [K in keyof T]: Keys<T[K]> }
      : never;

function keysAt(path: readonly string[]): object {
  return new Proxy(
    {},
    {
      get: (_, name) => {
        if (typeof name !== 'string') return undefined;
        const at = [...path, name];
        const english = wordAt(at, DEFAULT_LANGUAGE);
        if (typeof english === 'string') return wordKey(at.join('.'));
        if (typeof english === 'function') return (...params: (string | number)[]) => wordKey(at.join('.'), ...params);
        return keysAt(at);
      },
    },
  );
}

/** The key of every message: `WORDS.cart.empty`, `WORDS.general.tooLong('Name', 100)`. */
export const WORDS = keysAt([]) as Keys<Catalogue>;

/**
 * A key's words in the current language (or in `tag`); text that is not a
 * known key is shown as it is. A parameter that is itself a key (a field's
 * label in a "too long" message) is rendered in the same language.
 */
export function renderWords(text: string, tag?: string): string {
  const read = readWordKey(text);
  if (!read) return text;
  const word = wordAt(read.key.split('.'), tag);
  if (typeof word === 'string' && read.params.length === 0) return word;
  if (typeof word === 'function') {
    const params = read.params.map((p) => (typeof p === 'string' ? renderWords(p, tag) : p));
    const built: unknown = (word as (...args: unknown[]) => unknown)(...params);
    if (typeof built === 'string') return built;
  }
  return text;
}
