import { DEFAULT_LANGUAGE, pageLanguage } from './languages.ts';

// The catalogue every word is read from, in the language of the request (on
// the server) or of the page (in the browser). `MESSAGES` is a view: each read
// looks the word up in the current language's catalogue, so a module may keep
// a section (`const M = MESSAGES.cart`) and still speak the page's language.
// The browser holds English plus, on a page in another language, that
// language's catalogue (registered by LanguageCatalogue.astro before any island).

/** A catalogue's shape: English's keys and argument lists, any wording. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

const catalogues = new Map<string, Record<string, unknown>>();
let currentLanguage: () => string = pageLanguage;
// Words read so far, per view and language. A page reads the same few hundred
// words thousands of times (every product card asks for its Add label), and a
// read walked the catalogue from its root, in two languages when the word was
// missing: on the server that was a tenth of a page's render. Registering a
// catalogue changes what a read finds, so it starts the memory again.
let catalogueVersion = 0;

/** A language's catalogue, or more of its sections (kept beside those already registered: the operators' words come in a chunk of their own). */
export function registerCatalogue(tag: string, catalogue: object): void {
  catalogues.set(tag, { ...catalogues.get(tag), ...catalogue });
  catalogueVersion++;
}

/** The server reads the request's language from its own context (src/server/i18n). */
export function setLanguageSource(source: () => string): void {
  currentLanguage = source;
}

export function activeLanguage(): string {
  const tag = currentLanguage();
  return catalogues.has(tag) ? tag : DEFAULT_LANGUAGE;
}

const isSection = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(catalogue: unknown, path: readonly string[]): unknown {
  let node = catalogue;
  for (const key of path) node = isSection(node) ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** A top-level section of English as registered (a section kept in a chunk of its own is there once that chunk loaded). */
export function englishSection(section: string): unknown {
  return catalogues.get(DEFAULT_LANGUAGE)?.[section];
}

/** The word in the current language; English for a section the language has not loaded. */
function lookUp(path: readonly string[]): unknown {
  return walk(catalogues.get(activeLanguage()), path) ?? walk(catalogues.get(DEFAULT_LANGUAGE), path);
}

/** The word at a catalogue path in `tag`'s catalogue (the current language by default), English where that language lacks it. */
export function wordAt(path: readonly string[], tag: string = activeLanguage()): unknown {
  return walk(catalogues.get(tag), path) ?? walk(catalogues.get(DEFAULT_LANGUAGE), path);
}

/**
 * The language-following view of English's catalogue, or of one top-level
 * section kept in a module of its own (`section`: the e-mail and SMS words,
 * which only the server reads) so the islands' bundles never carry it.
 */
export function localised<T extends object>(english: T, section?: string): T {
  registerCatalogue(DEFAULT_LANGUAGE, section ? { [section]: english } : english);
  const views = new Map<string, object>();
  const view = (path: readonly string[]): object => {
    const id = path.join('\u0000');
    let proxy = views.get(id);
    if (proxy) return proxy;
    // This view's words already read, per language (see catalogueVersion).
    const read = new Map<string, Map<string, unknown>>();
    let readVersion = catalogueVersion;
    proxy = new Proxy(
      {},
      {
        get: (_, key) => {
          if (typeof key !== 'string') return undefined;
          if (readVersion !== catalogueVersion) {
            read.clear();
            readVersion = catalogueVersion;
          }
          const tag = activeLanguage();
          let words = read.get(tag);
          if (!words) read.set(tag, (words = new Map()));
          if (words.has(key)) return words.get(key);
          const value = lookUp([...path, key]);
          const answer = isSection(value) ? view([...path, key]) : value;
          words.set(key, answer);
          return answer;
        },
        has: (_, key) => typeof key === 'string' && isSection(lookUp(path)) && key in (lookUp(path) as object),
        ownKeys: () => Reflect.ownKeys(lookUp(path) as object),
        getOwnPropertyDescriptor: (_, key) => {
          if (typeof key !== 'string') return undefined;
          const section = lookUp(path);
          if (!isSection(section) || !(key in section)) return undefined;
          const value = (section as Record<string, unknown>)[key];
          return { value: isSection(value) ? view([...path, key]) : value, enumerable: true, configurable: true, writable: false };
        },
      },
    );
    views.set(id, proxy);
    return proxy;
  };
  return view(section ? [section] : []) as T;
}
