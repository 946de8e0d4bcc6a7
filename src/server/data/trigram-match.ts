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
