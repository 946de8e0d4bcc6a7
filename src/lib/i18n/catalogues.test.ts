import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import { EN_CONSOLE_DAY } from '../console-day-messages';
import { EN_NOTIFICATIONS } from '../notification-messages';
import { EN_ON_DEMAND } from '../on-demand-messages';
import { EN_ORDER_VIEW } from '../order-view-messages';
import { EN_STATE_NAMES } from '../india/states';
import { EN_CONSOLE_SEARCH } from '../console-search-messages';
import { EN_CONSOLE_HEADER } from '../console-header-messages';
import { EN_SEARCH_PAGE } from '../search-page-messages';
import { EN_REFUNDS_OWED } from '../refunds-owed-messages';
import { EN_CONSOLE_MESSAGING } from '../console-messaging-messages';
import { EN_API_ANSWERS } from '../api-answer-messages';
import { CATALOGUE_LOADERS, OPERATOR_CATALOGUE_LOADERS, catalogueLoader, operatorCatalogueLoader, serverCatalogueLoader } from './catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

// Every language speaks every English word: a key missing in a catalogue, a
// word left empty, a placeholder or argument list that differs, fails here.
// A language's catalogue is its shop chunk and its operators' chunk (the
// console's and rider screen's words) together.

/** Each leaf of a catalogue: its path and what it is ('text' with its {placeholders}, or a function's argument count). */
function leaves(node: unknown, path: string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path.join('.'), `text ${[...node.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',')}`);
  else if (typeof node === 'function') out.set(path.join('.'), `function of ${node.length}`);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of leaves(value, [...path, key])) out.set(k, v);
    }
  }
  return out;
}

// The e-mail and SMS words live in a module of their own (the islands never load them), as the `notifications` section;
// the words only some screens load, as `onDemand` and `orderView`; the states' names (`stateNames`); the search words only the server reads (`searchPage`), the
// console's search words (`consoleSearch`), its Refunds owed words (`refundsOwed`), its day words (`consoleDay`), its header's (`consoleHeader`) and
// its SMS and WhatsApp settings words (`consoleMessaging`), and the API's refusals (`apiAnswers`): no shop page loads them.
const english = leaves({ ...EN_MESSAGES, notifications: EN_NOTIFICATIONS, onDemand: EN_ON_DEMAND, orderView: EN_ORDER_VIEW, stateNames: EN_STATE_NAMES, searchPage: EN_SEARCH_PAGE, consoleSearch: EN_CONSOLE_SEARCH, refundsOwed: EN_REFUNDS_OWED, consoleDay: EN_CONSOLE_DAY, consoleMessaging: EN_CONSOLE_MESSAGING, consoleHeader: EN_CONSOLE_HEADER, apiAnswers: EN_API_ANSWERS });

/** A language's chunks: the shop's, the operators' (as the console's pages hold them) and the Worker's own. */
async function wholeCatalogue(tag: string): Promise<object> {
  const [shop, operators, server] = await Promise.all([catalogueLoader(tag)!(), operatorCatalogueLoader(tag)!(), serverCatalogueLoader(tag)!()]);
  return { ...shop, ...operators, ...server };
}

describe.each(LANGUAGES.filter((l) => l.tag !== DEFAULT_LANGUAGE))('the $tag catalogue', ({ tag }) => {
  it('has every English key, with the same placeholders and arguments, and nothing else', async () => {
    const catalogue = await wholeCatalogue(tag);
    const other = leaves(catalogue);
    const missing = [...english.keys()].filter((key) => !other.has(key));
    expect(missing, `${tag} lacks these English keys`).toEqual([]);
    const differing = [...english].filter(([key, shape]) => other.get(key) !== shape).map(([key]) => key);
    expect(differing, `${tag} has other placeholders or arguments for`).toEqual([]);
    expect([...other.keys()].filter((key) => !english.has(key)), `${tag} has keys English does not`).toEqual([]);
  });

  it('leaves no word empty', async () => {
    const catalogue = await wholeCatalogue(tag);
    const empty: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string' && !node.trim()) empty.push(path);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(catalogue, tag);
    expect(empty).toEqual([]);
  });
});

describe('a language registered in LANGUAGES', () => {
  it('has a catalogue loader (the default language is messages.ts itself)', () => {
    for (const l of LANGUAGES) if (l.tag !== DEFAULT_LANGUAGE) expect(Object.keys(CATALOGUE_LOADERS)).toContain(l.tag);
  });

  it('has its operators\' words in a chunk of their own, which its shop chunk leaves out', async () => {
    for (const l of LANGUAGES.filter((x) => x.tag !== DEFAULT_LANGUAGE)) {
      expect(Object.keys(OPERATOR_CATALOGUE_LOADERS)).toContain(l.tag);
      expect(Object.keys(await catalogueLoader(l.tag)!())).not.toContain('console');
      expect(Object.keys(await catalogueLoader(l.tag)!())).not.toContain('consoleSearch');
      expect(Object.keys(await catalogueLoader(l.tag)!())).not.toContain('consoleDay');
      expect(Object.keys(await catalogueLoader(l.tag)!())).not.toContain('consoleHeader');
      expect(Object.keys(await operatorCatalogueLoader(l.tag)!()).sort()).toEqual(['console', 'consoleDay', 'consoleHeader', 'consoleMessaging', 'consoleSearch', 'refundsOwed', 'rider']);
    }
  });
});
