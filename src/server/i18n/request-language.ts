import { AsyncLocalStorage } from 'node:async_hooks';
import { registerCatalogue, setLanguageSource } from '@/lib/i18n/catalogue';
import { catalogueLoader, operatorCatalogueLoader, serverCatalogueLoader } from '@/lib/i18n/catalogues';
import { DEFAULT_LANGUAGE, isLanguageTag, type LanguageTag } from '@/lib/i18n/languages';

// The language of the request being answered, for every word read through
// MESSAGES on the server (pages, islands rendered on the server, API answers).
// A shop page's language is its URL's, the console's and rider screen's the
// visitor's cookie (language-routing.ts decides); the API's is the
// Accept-Language the islands send, English when none of ours is named. Work
// outside a request (queues, crons) speaks English unless it runs itself in a
// language: the notification consumer renders each message in the language its
// order or request recorded.

const requestLanguage = new AsyncLocalStorage<LanguageTag>();
setLanguageSource(() => requestLanguage.getStore() ?? DEFAULT_LANGUAGE);

const loaded = new Set<string>([DEFAULT_LANGUAGE]);

/** The language of the request being answered (English outside a request): what an order or event records. */
export function requestTag(): LanguageTag {
  return requestLanguage.getStore() ?? DEFAULT_LANGUAGE;
}

/** A stored tag read back (an order's, an event's): one of ours, else English. */
export function storedTag(value: unknown): LanguageTag {
  return isLanguageTag(value) ? value : DEFAULT_LANGUAGE;
}

/** Runs `work` in `tag`, its catalogue loaded first. */
export async function inLanguage<T>(tag: LanguageTag, work: () => Promise<T>): Promise<T> {
  if (!loaded.has(tag)) {
    // The Worker holds every chunk anyway: the operators' words and the API's refusals load with the shop's.
    for (const load of [catalogueLoader(tag), operatorCatalogueLoader(tag), serverCatalogueLoader(tag)]) if (load) registerCatalogue(tag, await load());
    loaded.add(tag);
  }
  return requestLanguage.run(tag, work);
}

/** The first of our languages an Accept-Language header names exactly (no weights needed: the islands send one tag). */
export function acceptedLanguage(header: string | null): LanguageTag {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (isLanguageTag(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
