import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES } from './message-templates';
import { dltText, msg91Text, registrationSheet } from './template-sheet';

describe('the registration sheet', () => {
  const sheet = registrationSheet({ name: 'Sehat Pharmacy', site: 'https://sehat.example.in', header: 'SEHATP' });

  it('lists every template for Meta in English and Hindi, with its category and a sample of each variable', () => {
    for (const template of Object.values(MESSAGE_TEMPLATES)) {
      expect(sheet).toContain(`  ${template.name} · en\n    category: ${template.category.toUpperCase()}`);
      expect(sheet).toContain(`  ${template.name} · hi\n`);
    }
    expect(sheet).toContain('body: Sehat Pharmacy: your order {{order_id}} is confirmed and being prepared. See it at https://sehat.example.in/o/{{link}} any time.');
    expect(sheet).toContain('sample {{order_id}}: ORD-12-20261128143712');
    expect(sheet).toContain('login_code · en\n    category: AUTHENTICATION');
  });

  it('lists every template for DLT with {#var#}, the header, and Hindi marked Unicode', () => {
    expect(sheet).toContain('template: Sehat Pharmacy: your order {#var#} is confirmed and being prepared. See it at https://sehat.example.in/o/{#var#} any time.');
    expect(sheet).toMatch(/order_approved_hi\n {4}content type: Transactional \(Service Implicit\) {3}header: SEHATP {3}Unicode: yes/);
    expect(sheet).toMatch(/order_approved_en\n {4}content type: Transactional \(Service Implicit\) {3}header: SEHATP {3}Unicode: no/);
    expect(dltText('a {{x}} b {{y}} c')).toBe('a {#var#} b {#var#} c');
    expect(msg91Text('a {{x}} b')).toBe('a ##x## b');
  });

  it('says where each MSG91 template id is entered, under the name the sheet lists', () => {
    expect(sheet).toContain("enter its MSG91 template id on the console's SMS & WhatsApp page under the name below (e.g. order_placed_hi)");
    for (const template of Object.values(MESSAGE_TEMPLATES)) expect(sheet).toContain(`\n  ${template.name}_hi\n    content type:`);
  });
});
