import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogue, setLanguageSource } from '../i18n/catalogue';
import { HI_IN } from '../i18n/hi-IN';
import { localStateLabel, stateChoices, stateLabel, stateName } from './states';

let language = 'en-IN';
setLanguageSource(() => language);
registerCatalogue('hi-IN', HI_IN);
afterEach(() => {
  language = 'en-IN';
});

describe('state names in the page’s language', () => {
  it('reads English on an English page and Hindi on a Hindi one', () => {
    expect(stateName('27')).toBe('Maharashtra');
    expect(localStateLabel('27')).toBe('Maharashtra (27)');
    language = 'hi-IN';
    expect(stateName('27')).toBe('महाराष्ट्र');
    expect(localStateLabel('29')).toBe('कर्नाटक (29)');
    expect(stateName('99')).toBe('99');
  });

  it('offers every state as a choice, named and sorted in the language, with the same codes', () => {
    const english = stateChoices();
    language = 'hi-IN';
    const hindi = stateChoices();
    expect(hindi.map(([code]) => code).sort()).toEqual(english.map(([code]) => code).sort());
    expect(hindi).toContainEqual(['09', 'उत्तर प्रदेश']);
    expect(hindi.every(([, name]) => /[\u0900-\u097F]/.test(name))).toBe(true);
    const names = hindi.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps the invoice’s label in English whatever the page’s language', () => {
    language = 'hi-IN';
    expect(stateLabel('27')).toBe('Maharashtra (27)');
  });
});
