// A message the contract or the server reports is a key into the message
// catalogue with its parameters, never words: the words are chosen when the
// message is shown, in the reader's language (src/lib/i18n/words.ts renders
// it). So the contract stays the bottom layer and imports no catalogue.

declare const wordKeyBrand: unique symbol;

/** A catalogue key ('signup.nameRequired') with its parameters, as one string (a zod message is a string). */
export type WordKey = string & { readonly [wordKeyBrand]: 'WordKey' };

/** A parameter a message's words are built with. */
export type WordParam = string | number;

/** `key` with its parameters: 'general.tooLong["Name",100]'. */
export function wordKey(key: string, ...params: WordParam[]): WordKey {
  return (params.length ? `${key}${JSON.stringify(params)}` : key) as WordKey;
}

const ENCODED = /^([A-Za-z]\w*(?:\.\w+)+)(\[.*\])?$/s;

/** The key and parameters of an encoded message; undefined for anything else (plain text). */
export function readWordKey(text: string): { key: string; params: WordParam[] } | undefined {
  const match = ENCODED.exec(text);
  if (!match) return undefined;
  if (!match[2]) return { key: match[1]!, params: [] };
  try {
    const params: unknown = JSON.parse(match[2]);
    return Array.isArray(params) ? { key: match[1]!, params: params as WordParam[] } : undefined;
  } catch {
    return undefined;
  }
}
