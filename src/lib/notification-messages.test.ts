import { describe, expect, it } from 'vitest';
import { HI_NOTIFICATIONS } from './i18n/hi-IN/notifications';
import { EN_NOTIFICATIONS, type NotificationCatalogue } from './notification-messages';

// SMS are billed per part: GSM-7 text (English) holds 160 characters in one
// part and 153 per part of a longer one (^ { } [ ] ~ \ | € count twice); any
// other character (Devanagari) makes the whole SMS UCS-2: 70 in one part, 67
// per part, counted in UTF-16 units. Every SMS the shop sends stays within two
// parts in each language, for a shop name, order id and link as long as the
// demo shops'.

const GSM_BASIC = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]$/u;
const GSM_EXTENDED = /^[\^{}\\[~\]|€]$/u;

function smsParts(text: string): number {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC.test(c) || GSM_EXTENDED.test(c));
  const length = gsm ? chars.reduce((n, c) => n + (GSM_EXTENDED.test(c) ? 2 : 1), 0) : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

const SHOP = 'Sehat Pharmacy';
const ORDER = 'ORD-1-1795499788138';
const LINK = 'https://sehat.shop.example.com/ecommerce/order';

function smsTexts(m: NotificationCatalogue): string[] {
  const e = m.events;
  const subjects = [
    ...(['order.placed', 'order.placed.admin', 'payment.confirmed', 'order.approved', 'rider.assigned', 'delivery.out_for_delivery', 'delivery.delivered',
      'delivery.failed', 'order.cancelled', 'return.requested', 'return.accepted', 'refund.processed', 'prescription.uploaded'] as const).map((k) => e[k].subject(SHOP, ORDER)),
    e['account.password_reset'].subject(SHOP),
    e['stock.low_daily'].subject(SHOP),
  ];
  return [...subjects.map((s) => m.short(s, LINK)), m.sms.prescriptionAccepted(SHOP, ORDER, LINK), m.sms.prescriptionRejected(SHOP, ORDER, LINK)];
}

describe('SMS length', () => {
  it('counts GSM-7 and UCS-2 parts as operators bill them', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('{'.repeat(80))).toBe(1);
    expect(smsParts('{'.repeat(81))).toBe(2);
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('क'.repeat(71))).toBe(2);
    expect(smsParts(`a${'क'.repeat(134)}`)).toBe(3);
  });

  it.each([
    ['English', EN_NOTIFICATIONS as NotificationCatalogue],
    ['Hindi', HI_NOTIFICATIONS],
  ])('keeps every %s SMS within two parts', (_, words) => {
    const long = smsTexts(words).filter((t) => smsParts(t) > 2);
    expect(long).toEqual([]);
  });
});
