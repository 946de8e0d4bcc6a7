import type { RefundsOwedCatalogue } from '../../refunds-owed-messages';

// Hindi: the console's Refunds owed and the order page's ledger lines.

export const HI_IN_REFUNDS_OWED: RefundsOwedCatalogue = {
  answers: {
    nothingReceived: 'इस ऑर्डर का कोई पैसा नहीं मिला, इसलिए रिफ़ंड के लिए कुछ नहीं है।',
    aboveReceived: (amount: string) => `यह ऑर्डर में बचे पैसे (${amount}) से ज़्यादा है।`,
    nothingOwed: 'इस ऑर्डर पर कुछ बकाया नहीं।',
    lateRefunded: 'यह ऑर्डर खत्म या रद्द हो चुका था। आपका भुगतान मिला है और पूरा लौटाया जा रहा है।',
    checkoutTimeUp: 'इस ऑर्डर के भुगतान का समय लगभग खत्म हो गया है, इसलिए अब इसे कार्ड या नेट बैंकिंग से नहीं चुकाया जा सकता। कृपया ऑर्डर फिर से करें।',
    noGatewayKeys: 'इस दुकान की पेमेंट गेटवे कुंजियाँ नहीं हैं, इसलिए मिलान के लिए कुछ नहीं है।',
  },
  reconciliation: {
    title: 'गेटवे से मिलान',
    intro: 'हर दिन पिछले कुछ दिनों के ऑर्डरों का लेजर पेमेंट गेटवे से मिलाया जाता है। अंतर यहाँ दिखते रहते हैं।',
    none: 'कोई अंतर नहीं मिला।',
    neverRun: 'अभी तक जाँच नहीं हुई।',
    lastRun: (when: string, orders: number) => `पिछली जाँच ${when}: ${orders} ऑर्डर।`,
    checkNow: 'अभी जाँचें',
    checking: 'जाँच हो रही है…',
    order: 'ऑर्डर',
    payment: 'गेटवे भुगतान',
    difference: 'अंतर',
    ledger: 'लेजर',
    gateway: 'गेटवे',
    found: 'मिला',
    kinds: {
      missing_in_ledger: 'गेटवे पर कैप्चर हुआ, लेजर में नहीं',
      amount_differs: 'रकम अलग है',
      unknown_to_gateway: 'लेजर में है, गेटवे को पता नहीं',
    },
    failed: 'जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  },
  intro: 'वे ऑर्डर जिनमें अब की कीमत से ज़्यादा UPI या नकद पैसा है। पैसा लौटाएँ, फिर दर्ज करें कि कैसे।',
  none: 'कोई रिफ़ंड बकाया नहीं।',
  owed: 'बकाया',
  paidBy: 'भुगतान का तरीका',
  method: 'किस तरह लौटाया',
  methods: { upi: 'UPI', bank: 'बैंक ट्रांसफ़र', cash: 'नकद' },
  reference: 'संदर्भ (ज़रूरी नहीं)',
  record: 'रिफ़ंड दर्ज करें',
  recordConfirm: (amount: string, orderId: string, method: string) => `${orderId} के ${amount} ${method} से लौटाए गए, यह दर्ज करें?`,
  recorded: (amount: string) => `${amount} का रिफ़ंड दर्ज हो गया।`,
  paid: 'मिला',
  balance: 'बाकी',
  owedToShopper: (amount: string) => `${amount} ग्राहक को लौटाने हैं`,
};
