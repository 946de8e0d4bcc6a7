import type { CONSOLE_OUTBOX_MESSAGES } from '../../console-outbox-messages';
import type { Widen } from '../catalogue';

// The console's Messages page in Hindi (the `console.messages` section).

export const HI_IN_CONSOLE_OUTBOX: Widen<typeof CONSOLE_OUTBOX_MESSAGES> = {
  intro: 'ग्राहकों और एडमिन के वे संदेश जो भेजे नहीं जा सके। "फिर कोशिश जारी" वाले संदेश अपने-आप दोबारा भेजे जाते हैं; जिन्हें छोड़ दिया गया, वे तभी भेजे जाते हैं जब आप दोबारा भेजें।',
  filter: 'दिखाएँ',
  filters: { failed: 'सभी न भेजे गए', retrying: 'फिर कोशिश जारी', dead: 'छोड़ दिए गए' },
  event: 'संदेश',
  types: {
    'order.placed': 'ऑर्डर हुआ',
    'payment.confirmed': 'भुगतान पक्का हुआ',
    'order.approved': 'ऑर्डर मंज़ूर हुआ',
    'rider.assigned': 'डिलीवरी बॉय तय हुआ',
    'delivery.picked_up': 'सामान उठा लिया',
    'delivery.out_for_delivery': 'डिलीवरी के लिए निकला',
    'delivery.delivered': 'डिलीवर हो गया',
    'delivery.failed': 'डिलीवरी नहीं हो पाई',
    'order.cancelled': 'ऑर्डर रद्द हुआ',
    'return.requested': 'वापसी माँगी गई',
    'return.accepted': 'वापसी मंज़ूर हुई',
    'refund.processed': 'रिफ़ंड हो गया',
    'refund.due': 'गेटवे से रिफ़ंड',
    'account.password_reset': 'पासवर्ड बदला गया',
    'stock.low_daily': 'कम स्टॉक की रोज़ की रिपोर्ट',
    'product.requested': 'ग्राहक ने कोई सामान माँगा',
  },
  order: 'ऑर्डर',
  state: 'स्थिति',
  states: { failed: 'फिर कोशिश जारी', dead: 'छोड़ दिया गया', recorded: 'फिर कतार में', queued: 'फिर कतार में', sending: 'भेजा जा रहा है', sent: 'भेज दिया' },
  attempts: 'कोशिशें',
  error: 'आखिरी गड़बड़ी',
  when: 'कब दर्ज हुआ',
  retry: (what: string) => `फिर भेजें: ${what}`,
  retryConfirm: (what: string) => `"${what}" फिर भेजें? जिसे यह पहले मिल चुका है, उसे दोबारा नहीं मिलेगा।`,
  retried: 'दोबारा भेजने के लिए कतार में डाल दिया।',
  alreadyQueued: 'यह संदेश (अब) अटका नहीं है: कुछ भी दोबारा कतार में नहीं डाला गया।',
  notFound: 'इस दुकान में ऐसा कोई संदेश नहीं है।',
  badFilter: 'यह फ़िल्टर नहीं है: failed, retrying या dead इस्तेमाल करें।',
  badId: 'संदेश की ID सही नहीं है।',
  empty: 'सारे संदेश भेज दिए गए हैं।',
  pageOf: (page: number, pages: number, total: number) => `पेज ${page} / ${pages} (${total} संदेश)`,
};
