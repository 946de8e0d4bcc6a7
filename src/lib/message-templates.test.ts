import { describe, expect, it } from 'vitest';
import { LANGUAGES as SHOP_LANGUAGES } from './i18n/languages';
import {
  MESSAGE_TEMPLATES,
  SMS_VARIABLE_MAX,
  TEMPLATE_VARIABLES,
  fillBody,
  fitVariable,
  shopBody,
  variablesIn,
  type MessageTemplate,
  type TemplateLanguage,
} from './message-templates';

// The rules the providers apply before they approve a template: Meta refuses a
// WhatsApp body that starts or ends with a variable; India's DLT caps a
// variable at 30 characters; every template is registered in English and Hindi.

const templates: MessageTemplate[] = Object.values(MESSAGE_TEMPLATES);
const LANGUAGES: TemplateLanguage[] = SHOP_LANGUAGES.map((l) => l.tag);

describe('the message templates', () => {
  it('has an English and a Hindi body for every template, with the same variables in the order declared', () => {
    for (const template of templates) {
      for (const language of LANGUAGES) {
        const body = template.body[language];
        expect(body, `${template.name} ${language}`).toBeTruthy();
        expect(new Set(variablesIn(body)), `${template.name} ${language}`).toEqual(new Set(template.variables));
      }
      expect(variablesIn(template.body['en-IN']), template.name).toEqual([...template.variables]);
      expect(template.body['hi-IN'], template.name).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('never starts or ends a body with a variable, and never puts two variables side by side', () => {
    for (const template of templates) {
      for (const language of LANGUAGES) {
        const body = shopBody(template, language, { name: 'Sehat Pharmacy', site: 'https://sehat.example.in' }).trim();
        expect(body, `${template.name} ${language}`).not.toMatch(/^\{\{/);
        expect(body, `${template.name} ${language}`).not.toMatch(/\}\}[\s.।!?]*$/);
        expect(body, `${template.name} ${language}`).not.toMatch(/\}\}\s*\{\{/);
      }
    }
  });

  it('starts every body with the shop’s name and uses only variables of at most 30 characters', () => {
    for (const template of templates) {
      for (const language of LANGUAGES) expect(template.body[language].startsWith('{shop}')).toBe(true);
      for (const name of template.variables) expect(TEMPLATE_VARIABLES[name].max).toBeLessThanOrEqual(SMS_VARIABLE_MAX);
    }
  });

  it('has one template per event the shop tells of, and the login code is an authentication template', () => {
    const names = templates.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [key, template] of Object.entries(MESSAGE_TEMPLATES)) {
      expect(template.name).toBe(key);
      expect(template.name).toMatch(/^[a-z0-9_]+$/);
    }
    expect(names).toEqual(expect.arrayContaining([
      'order_placed', 'payment_awaited', 'payment_confirmed', 'payment_after_cancel', 'order_approved', 'out_for_delivery_code', 'delivered',
      'delivery_failed', 'order_cancelled', 'return_accepted', 'refund_sent', 'prescription_needed',
      'prescription_accepted', 'prescription_rejected', 'login_code', 'test_message',
    ]));
    expect(MESSAGE_TEMPLATES.login_code.category).toBe('authentication');
    expect(templates.filter((t) => t.category === 'authentication')).toHaveLength(1);
  });

  it('cuts a value longer than its variable allows, between two graphemes', () => {
    const long = 'दरवाज़े पर कोई नहीं था और फ़ोन भी बंद था, दोबारा आएँगे';
    const cut = fitVariable('reason', long);
    expect(cut.length).toBeLessThanOrEqual(SMS_VARIABLE_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1).trimEnd())).toBe(true);
    expect(fitVariable('reason', '  Nobody\nat home ')).toBe('Nobody at home');
    for (const [name, spec] of Object.entries(TEMPLATE_VARIABLES)) {
      expect(fitVariable(name as keyof typeof TEMPLATE_VARIABLES, 'x'.repeat(200)).length).toBeLessThanOrEqual(spec.max);
    }
  });

  it('fills a registered body with the values as the provider would', () => {
    const body = shopBody(MESSAGE_TEMPLATES.order_approved, 'en-IN', { name: 'Sehat Pharmacy', site: 'https://sehat.example.in' });
    expect(fillBody(body, { order_id: 'ORD-1-2', link: 'abcdEFGH' })).toBe(
      'Sehat Pharmacy: your order ORD-1-2 is confirmed and being prepared. See it at https://sehat.example.in/o/abcdEFGH any time.',
    );
  });
});
