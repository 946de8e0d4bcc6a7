import {
  MESSAGE_TEMPLATES,
  TEMPLATE_VARIABLES,
  shopBody,
  templateIdKey,
  variablesIn,
  type MessageTemplate,
  type TemplateVariable,
  type TemplateLanguage,
} from './message-templates.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf } from './i18n/languages.ts';

// The registration sheet a shop hands to Meta (WhatsApp Manager) and to its
// DLT portal: every template of message-templates.ts with the shop's name
// and address written in. `npm run templates` prints it (scripts/templates.mjs).

export interface SheetShop {
  name: string;
  /** The shop's public origin, e.g. https://sehat.example.in (its short links start there). */
  site: string;
  /** The DLT header (sender id, six letters) the SMS go out under. */
  header: string;
}


/** The body as DLT registers it: each variable is `{#var#}`. */
export function dltText(body: string): string {
  return body.replace(/\{\{\w+\}\}/g, '{#var#}');
}

/** The body as MSG91's flow template holds it: each variable by name, `##order_id##`. */
export function msg91Text(body: string): string {
  return body.replace(/\{\{(\w+)\}\}/g, '##$1##');
}

function whatsappEntry(template: MessageTemplate, language: TemplateLanguage, shop: SheetShop): string[] {
  return [
    `  ${template.name} · ${languageOf(language).whatsappCode}`,
    `    category: ${template.category.toUpperCase()}   parameter format: NAMED`,
    `    body: ${shopBody(template, language, shop)}`,
    ...template.variables.map((v) => `    sample {{${v}}}: ${TEMPLATE_VARIABLES[v].sample}`),
  ];
}

function dltEntry(template: MessageTemplate, language: TemplateLanguage, shop: SheetShop): string[] {
  const body = shopBody(template, language, shop);
  return [
    `  ${templateIdKey(template.name, language)}`,
    // The default language's text is plain ASCII; any other is registered as Unicode.
    `    content type: ${template.category === 'authentication' ? 'Service Implicit (OTP)' : 'Transactional (Service Implicit)'}   header: ${shop.header}   ${language !== DEFAULT_LANGUAGE ? 'Unicode: yes' : 'Unicode: no'}`,
    `    template: ${dltText(body)}`,
    `    MSG91 flow text: ${msg91Text(body)}`,
    ...(variablesIn(body) as TemplateVariable[]).map((v, i) => `    var ${i + 1} (${v}, at most ${TEMPLATE_VARIABLES[v].max} characters): ${TEMPLATE_VARIABLES[v].sample}`),
  ];
}

/** The whole sheet, as plain text. */
export function registrationSheet(shop: SheetShop): string {
  const templates: MessageTemplate[] = Object.values(MESSAGE_TEMPLATES);
  const languages: TemplateLanguage[] = LANGUAGES.map((l) => l.tag);
  return [
    `Message templates of ${shop.name} (${shop.site})`,
    '',
    'WhatsApp Manager (Meta): one template per name, one translation per language',
    ...templates.flatMap((t) => languages.flatMap((l) => [...whatsappEntry(t, l, shop), ''])),
    `DLT portal (India): header ${shop.header}, one content template per name and language`,
    '  Once MSG91 approves a flow, enter its MSG91 template id on the console\'s SMS & WhatsApp page under the name below (e.g. order_placed_hi).',
    ...templates.flatMap((t) => languages.flatMap((l) => [...dltEntry(t, l, shop), ''])),
  ].join('\n');
}
