import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatIndianDate } from '../dates';
import { formatInr } from '../pricing';
import { registerCatalogue, setLanguageSource } from './catalogue';
import { HI_IN } from './hi-IN';
import { HI_IN_OPERATORS } from './hi-IN/operators';
import { rememberedLanguage } from './language-memory';
import { isOperatorPath, localHref, pathIn, splitLanguagePath } from './languages';

let language = 'en-IN';
setLanguageSource(() => language);
registerCatalogue('hi-IN', HI_IN);
afterEach(() => {
  language = 'en-IN';
});

describe('MESSAGES follows the current language', () => {
  it('reads a section kept before the language changed in the new language', () => {
    const cart = MESSAGES.cart;
    expect(cart.empty).toBe('Your cart is empty.');
    language = 'hi-IN';
    expect(cart.empty).toBe('आपका कार्ट खाली है।');
    expect(MESSAGES.stock.onlyLeft(2)).toBe('सिर्फ़ 2 बचे हैं');
    expect(Object.keys(MESSAGES.payments.states)).toContain('pendingCash');
  });

  it('reads a section in English until the language’s chunk holding it is loaded (the console’s words)', () => {
    language = 'hi-IN';
    const today = MESSAGES.console.today;
    expect(today.lowStock).toBe('Low stock');
    registerCatalogue('hi-IN', HI_IN_OPERATORS);
    expect(today.lowStock).toBe(HI_IN_OPERATORS.console.today.lowStock);
    expect(MESSAGES.rider.status(MESSAGES.rider.statusLabels.delivered)).toBe('अभी: डिलीवर हो गया');
    // The shop's words registered before stay.
    expect(MESSAGES.cart.empty).toBe('आपका कार्ट खाली है।');
  });

  it('formats rupees with lakh grouping and dates with the language’s month names', () => {
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatIndianDate('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    language = 'hi-IN';
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatIndianDate('2026-03-05T10:00:00Z')).toBe('05 मार्च 2026');
    expect(formatIndianDate('2026-03-05T10:00:00Z', 'en-IN')).toBe('05 Mar 2026');
  });
});

describe('language paths', () => {
  it('splits the prefix and writes a path in a language', () => {
    expect(splitLanguagePath('/hi/product/details/3')).toEqual({ tag: 'hi-IN', path: '/product/details/3' });
    expect(splitLanguagePath('/hi')).toEqual({ tag: 'hi-IN', path: '/' });
    expect(splitLanguagePath('/history')).toEqual({ tag: 'en-IN', path: '/history' });
    expect(splitLanguagePath('/ecommerce/cart')).toEqual({ tag: 'en-IN', path: '/ecommerce/cart' });
    expect(pathIn('hi-IN', '/ecommerce/cart')).toBe('/hi/ecommerce/cart');
    expect(pathIn('en-IN', '/ecommerce/cart')).toBe('/ecommerce/cart');
    expect(localHref('/api/x')).toBe('/api/x');
  });

  it('knows the operators’ pages, which take the language cookie instead of a prefix', () => {
    expect(['/admin', '/admin/orders/ORD-1', '/rider'].every(isOperatorPath)).toBe(true);
    expect(['/administrator', '/riders', '/ecommerce', '/api/admin/today'].some(isOperatorPath)).toBe(false);
    expect(rememberedLanguage('a=1; lang=hi-IN')).toBe('hi-IN');
    expect(rememberedLanguage('lang=en-IN')).toBe('en-IN');
    // Anything that is not one of our languages is no choice: the page is English.
    expect(rememberedLanguage('lang=fr-FR')).toBeNull();
    expect(rememberedLanguage('lang=hi')).toBeNull();
    expect(rememberedLanguage(null)).toBeNull();
  });
});
