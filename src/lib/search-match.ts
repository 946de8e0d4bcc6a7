// The forgiving part of product search, as pure functions: the words of a
// query, a shop's synonyms, and the correction of a misspelt word against the
// catalogue's own words. The server feeds it the shop's vocabulary and
// synonyms (see docs/search.md); nothing here reads a database.

/** A word of the catalogue and how many products use it (more used wins a tie). */
export interface VocabularyWord {
  word: string;
  uses: number;
}

/** Groups of terms a shop treats as the same (a brand and its salt, "doodh" and "milk"). */
export type SynonymGroups = readonly (readonly string[])[];

/** The query as matched: NFC, trimmed, lower-cased, inner spaces collapsed. */
export function normaliseSearchText(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase().replace(/\s+/gu, ' ');
}

/** The words of a text: letters with their marks (Devanagari vowel signs) and digits. */
export function queryWords(text: string): string[] {
  return normaliseSearchText(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== '');
}

/**
 * Edit distance with adjacent swaps (optimal string alignment) over code
 * points, so a Hindi vowel sign counts as one letter. Stops early and answers
 * `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/** How many typing slips a word of this length may carry and still be corrected. */
function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** Words shorter than this are taken as typed: too little to correct. */
export const MIN_CORRECTED_LENGTH = 4;

/**
 * How far the word is from the start of a longer catalogue word: its first
 * letters, one more than typed (a letter left out: "biscut" for "biscuit…"),
 * and for a word long enough to carry two slips also as many as typed
 * ("paracit" for "parace…"). A short word is not compared with a start of its
 * own length: one changed letter there reads too much into it ("atta" is not
 * "anta…cid"). Infinity when the catalogue word is not longer.
 */
function startDistance(word: string, candidate: string, max: number): number {
  const typed = [...word].length;
  const letters = [...candidate];
  if (letters.length <= typed + 1) return Infinity;
  const oneMore = editDistance(word, letters.slice(0, typed + 1).join(''), max);
  return max < 2 ? oneMore : Math.min(oneMore, editDistance(word, letters.slice(0, typed).join(''), max));
}

/**
 * The catalogue word a misspelt word most likely means, or null when it is
 * already a word (or the start of one) or nothing is close enough. A longer
 * word whose beginning is close also counts, so a half-typed misspelling
 * ("paracit") finds its word. Closest first; then the more used; then A-Z.
 */
export function closestWord(word: string, vocabulary: readonly VocabularyWord[]): string | null {
  const length = [...word].length;
  if (length < MIN_CORRECTED_LENGTH) return null;
  if (vocabulary.some((v) => v.word.startsWith(word))) return null;
  const max = allowedEdits(word);
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const candidate of vocabulary) {
    const whole = editDistance(word, candidate.word, max);
    const head = startDistance(word, candidate.word, max);
    if (Math.min(whole, head) > max) continue;
    // The start of a longer word ranks after a whole word as close.
    const distance = whole <= head ? whole : head + 0.5;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (candidate.uses > best.uses || (candidate.uses === best.uses && candidate.word < best.word)));
    if (better) best = { word: candidate.word, distance, uses: candidate.uses };
  }
  return best?.word ?? null;
}

/**
 * The query with each misspelt word replaced by its closest catalogue word, or
 * null when no word changed. `vocabularyOf` gives the candidates for one word
 * (the server reads them per word, by first letter).
 */
export function correctQuery(query: string, vocabularyOf: (word: string) => readonly VocabularyWord[]): string | null {
  let changed = false;
  const words = queryWords(query).map((word) => {
    const better = closestWord(word, vocabularyOf(word));
    if (better === null || better === word) return word;
    changed = true;
    return better;
  });
  return changed ? words.join(' ') : null;
}

/** The other terms of the group a term belongs to (none when it has no group). */
export function synonymsOf(term: string, groups: SynonymGroups): string[] {
  const t = normaliseSearchText(term);
  const group = groups.find((g) => g.some((x) => normaliseSearchText(x) === t));
  return group ? group.map(normaliseSearchText).filter((x) => x !== t) : [];
}

/**
 * The query written with its words joined the other way: spaces as hyphens
 * ("omega 3" for "Omega-3"), hyphens as spaces ("anti acne" from "anti-acne").
 * A name joins a product's words one way; a shopper types either.
 */
export function otherJoinings(query: string): string[] {
  const q = normaliseSearchText(query);
  const out = new Set<string>();
  if (q.includes(' ')) out.add(q.replaceAll(' ', '-'));
  if (q.includes('-')) out.add(q.replaceAll('-', ' ').replace(/\s+/gu, ' ').trim());
  out.delete(q);
  out.delete('');
  return [...out];
}

/**
 * Words that join the words of a query and say nothing of what is sought:
 * Hinglish and Hindi "of" (sarson ka tel, सरसों का तेल), and English ones.
 * Left out when the query's words are looked for in any order.
 */
const JOINING_WORDS = new Set(['ka', 'ki', 'ke', 'aur', 'wala', 'wali', 'of', 'and', 'the', 'for', 'with', 'का', 'की', 'के', 'और']);

/**
 * The query as words to find in any order, each with its synonyms (any one of
 * them will do): "sarson ka tel" is [sarson, mustard, …] and [tel, oil, तेल],
 * the joining word left out. Null when that leaves nothing to look for beyond
 * the query itself (one word, as typed).
 */
export function wordsInAnyOrder(query: string, groups: SynonymGroups): string[][] | null {
  const all = [...new Set(queryWords(query))];
  const words = all.filter((word) => !JOINING_WORDS.has(word));
  if (!words.length || all.length < 2) return null;
  return words.map((word) => [word, ...synonymsOf(word, groups)]);
}

/** At most this many other phrasings of one query are searched. */
const MAX_ALTERNATIVES = 8;

/**
 * Other ways to say the query through the shop's synonyms: the whole query's
 * synonyms first, then the query with one word swapped for each of its
 * synonyms. The query itself is not among them.
 */
export function synonymAlternatives(query: string, groups: SynonymGroups): string[] {
  const q = normaliseSearchText(query);
  if (!q) return [];
  const out = new Set<string>(synonymsOf(q, groups));
  const words = queryWords(q);
  if (words.length > 1) {
    words.forEach((word, i) => {
      for (const other of synonymsOf(word, groups)) out.add([...words.slice(0, i), other, ...words.slice(i + 1)].join(' '));
    });
  }
  out.delete(q);
  return [...out].slice(0, MAX_ALTERNATIVES);
}
