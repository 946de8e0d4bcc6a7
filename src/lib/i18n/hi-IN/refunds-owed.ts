import type { RefundsOwedCatalogue } from '../../refunds-owed-messages';

// Hindi: the console's Refunds owed and the order page's ledger lines.

export const HI_IN_REFUNDS_OWED: RefundsOwedCatalogue = {
  answers: {
    nothingReceived: 'इस ऑर्डर का कोई पैसा नहीं मिला, इसलिए रिफ़ंड के लिए कुछ नहीं है।',
    aboveReceived: (amount: string) => `यह ऑर्डर में बचे पैसे (${amount}) से ज़्यादा है।`,
    nothingOwed: 'इस ऑर्डर पर कुछ बकाया नहीं।',
    lateRefunded: 'यह ऑर्डर खत्म या रद्द हो चुका था। आपका भुगतान मिला है और पूरा लौटाया जा रहा है।',
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
