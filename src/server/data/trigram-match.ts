// "Contains this text" through a trigram full-text index (product_text,
// customer_text, order_text): the index holds every run of three
// characters, so it answers a text of three or more; a shorter one can only be
// found by reading the rows.

/** Characters (code points) a text needs before a trigram index can answer it. */
const TRIGRAM_LENGTH = 3;

/** True when a trigram index can find this text. */
export const trigramSearchable = (text: string) => [...text].length >= TRIGRAM_LENGTH;

/** The text as one FTS5 phrase: a substring match, nothing in it read as query syntax. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The text as an FTS5 query that finds its words in any order, each a
 * substring, all required: "sharma priya" finds Priya Sharma, as an admin who
 * types the surname first expects. Each word is looked up in `columns` when
 * given. A text with a word too short for the index stays one phrase, found as
 * typed ("priya k").
 */
export function ftsWords(text: string, columns = '') {
  const words = text.split(/\s+/).filter(Boolean);
  const inColumns = (phrase: string) => (columns ? `${columns}: ${phrase}` : phrase);
  if (words.length < 2 || !words.every(trigramSearchable)) return inColumns(ftsPhrase(text));
  return words.map((word) => inColumns(ftsPhrase(word))).join(' AND ');
}
