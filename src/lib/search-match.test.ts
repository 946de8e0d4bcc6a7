import { describe, expect, it } from 'vitest';
import { closestWord, correctQuery, editDistance, otherJoinings, queryWords, synonymAlternatives, synonymsOf, wordsInAnyOrder, type VocabularyWord } from './search-match';

// The catalogue's own words, as the server reads them from a shop's names.
const words = (...list: string[]): VocabularyWord[] => list.map((word) => ({ word, uses: 1 }));
const PHARMACY = words('paracetamol', 'tablet', 'strip', 'ibuprofen', 'पैरासिटामोल', 'टैबलेट', 'पट्टी', 'cough', 'syrup');
const GROCERY = words('whole', 'wheat', 'atta', 'chakki', 'fresh', 'full', 'cream', 'milk', 'गेहूँ', 'आटा', 'दूध', 'basmati', 'rice');
const SYNONYMS = [
  ['dolo', 'crocin', 'paracetamol', 'पैरासिटामोल'],
  ['doodh', 'milk', 'दूध'],
  ['atta', 'आटा'],
];

describe('queryWords', () => {
  it('splits on spaces and punctuation, lower-cases, keeps Hindi vowel signs with their letters', () => {
    expect(queryWords('  Paracetamol 650-mg (Strip) ')).toEqual(['paracetamol', '650', 'mg', 'strip']);
    expect(queryWords('गेहूँ का आटा')).toEqual(['गेहूँ', 'का', 'आटा']);
  });
});

describe('editDistance', () => {
  it('counts a changed, added, dropped or swapped letter as one', () => {
    expect(editDistance('paracitamol', 'paracetamol')).toBe(1);
    expect(editDistance('parcetamol', 'paracetamol')).toBe(1);
    expect(editDistance('paracteamol', 'paracetamol')).toBe(1);
    expect(editDistance('milk', 'milk')).toBe(0);
  });

  it('counts a Hindi vowel sign as one letter', () => {
    expect(editDistance('पेरासिटामोल', 'पैरासिटामोल')).toBe(1);
  });

  it('stops past the limit', () => {
    expect(editDistance('ibuprofen', 'paracetamol', 2)).toBe(3);
  });
});

describe('closestWord', () => {
  it('corrects an English misspelling to the catalogue word', () => {
    expect(closestWord('paracitamol', PHARMACY)).toBe('paracetamol');
    expect(closestWord('ibuprufen', PHARMACY)).toBe('ibuprofen');
  });

  it('corrects a half-typed misspelling to the word it starts', () => {
    expect(closestWord('paracit', PHARMACY)).toBe('paracetamol');
  });

  it('corrects a short word to the longer word it misspells the start of, a plural most often', () => {
    // "biscut" is one slip from "biscuit", the start of the catalogue's "biscuits".
    expect(closestWord('biscut', words('marie', 'biscuits', 'bread'))).toBe('biscuits');
    expect(closestWord('tablt', PHARMACY)).toBe('tablet');
    // A whole word as close wins over the start of a longer one.
    expect(closestWord('rics', words('rice', 'ricotta'))).toBe('rice');
    // One changed letter in the start of a longer word is too loose for a short word.
    expect(closestWord('atta', words('antacid', 'ashwagandha'))).toBeNull();
  });

  it('corrects a Hindi misspelling (a wrong vowel sign)', () => {
    expect(closestWord('पेरासिटामोल', PHARMACY)).toBe('पैरासिटामोल');
  });

  it('leaves known words, their beginnings and short words alone', () => {
    expect(closestWord('पैरासिटामोल', PHARMACY)).toBeNull();
    expect(closestWord('parace', PHARMACY)).toBeNull();
    expect(closestWord('aata', words('atta'))).toBe('atta');
    expect(closestWord('dal', words('dhal'))).toBeNull();
  });

  it('finds nothing when no word is close', () => {
    expect(closestWord('zzqxqzz', PHARMACY)).toBeNull();
    expect(closestWord('shampoo', GROCERY)).toBeNull();
  });

  it('prefers the word more products use on a tie', () => {
    expect(closestWord('rite', [{ word: 'rice', uses: 9 }, { word: 'ripe', uses: 1 }])).toBe('rice');
  });
});

describe('correctQuery', () => {
  it('replaces only the misspelt words', () => {
    expect(correctQuery('paracitamol tablet', () => PHARMACY)).toBe('paracetamol tablet');
    expect(correctQuery('full craem milk', () => GROCERY)).toBe('full cream milk');
  });

  it('answers null when every word stands', () => {
    expect(correctQuery('आटा', () => GROCERY)).toBeNull();
    expect(correctQuery('zzqxqzz', () => GROCERY)).toBeNull();
  });
});

describe('synonyms', () => {
  it('takes a brand to its salt, in English and Hindi', () => {
    expect(synonymsOf('Dolo', SYNONYMS)).toEqual(['crocin', 'paracetamol', 'पैरासिटामोल']);
    expect(synonymAlternatives('crocin', SYNONYMS)).toContain('paracetamol');
  });

  it('takes Hinglish "doodh" to milk and दूध', () => {
    expect(synonymAlternatives('doodh', SYNONYMS)).toEqual(['milk', 'दूध']);
  });

  it('takes atta to आटा and back', () => {
    expect(synonymAlternatives('आटा', SYNONYMS)).toEqual(['atta']);
    expect(synonymAlternatives('atta', SYNONYMS)).toEqual(['आटा']);
  });

  it('swaps one word of a longer query', () => {
    expect(synonymAlternatives('amul doodh', SYNONYMS)).toEqual(['amul milk', 'amul दूध']);
  });

  it('has none for a word outside every group', () => {
    expect(synonymAlternatives('rice', SYNONYMS)).toEqual([]);
    expect(synonymAlternatives('  ', SYNONYMS)).toEqual([]);
  });
});

describe('otherJoinings', () => {
  it('joins the words with hyphens when typed with spaces, and the other way', () => {
    expect(otherJoinings('Omega 3')).toEqual(['omega-3']);
    expect(otherJoinings('anti-acne')).toEqual(['anti acne']);
    expect(otherJoinings('b -complex')).toEqual(['b--complex', 'b complex']);
  });

  it('has none for one word, or a lone hyphen', () => {
    expect(otherJoinings('paracetamol')).toEqual([]);
    expect(otherJoinings('-')).toEqual([]);
  });
});

describe('wordsInAnyOrder', () => {
  const groups = [['oil', 'tel', 'तेल'], ['mustard', 'sarson', 'सरसों']];
  it('gives each word with its synonyms, the joining words left out', () => {
    expect(wordsInAnyOrder('Sarson ka Tel', groups)).toEqual([['sarson', 'mustard', 'सरसों'], ['tel', 'oil', 'तेल']]);
    expect(wordsInAnyOrder('सरसों का तेल', groups)).toEqual([['सरसों', 'mustard', 'sarson'], ['तेल', 'oil', 'tel']]);
    expect(wordsInAnyOrder('rice basmati', groups)).toEqual([['rice'], ['basmati']]);
    expect(wordsInAnyOrder('oil of', groups)).toEqual([['oil', 'tel', 'तेल']]);
  });

  it('has nothing beyond the query for one word, or only joining words', () => {
    expect(wordsInAnyOrder('oil', groups)).toBeNull();
    expect(wordsInAnyOrder('ka ki', groups)).toBeNull();
  });
});
