import type { QueryRefusal } from '@/lib/catalogue-query';
import type { WordKey } from '@/contract/word-key';
import { WORDS } from '@/lib/words';

// The query readers of src/lib (paging numbers, sort orders, search text)
// also run in pages, which fall back to a default instead of refusing and
// load none of the API's words: they say why they refused, and the API puts
// that into words here, in the request's language.

/** The words of a query refusal, as a catalogue key with its parameters. */
export function queryRefusalWords(refusal: QueryRefusal): WordKey {
  const words = WORDS.apiAnswers.request;
  switch (refusal.kind) {
    case 'notWhole':
      return words.notWholeNumber(refusal.name);
    case 'outOfRange':
      return words.numberRange(refusal.name, refusal.min, refusal.max);
    case 'unknownSort':
      return words.unknownSort(refusal.allowed.join(', '));
    case 'searchTooLong':
      return words.searchTooLong(refusal.max);
  }
}
