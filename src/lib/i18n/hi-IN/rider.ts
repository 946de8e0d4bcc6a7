import type { RIDER_MESSAGES } from '../../rider-messages';
import type { Widen } from '../catalogue';

// The rider's screen in Hindi, short words for a phone in the hand. Loaded
// only by the console and rider screens (catalogues.ts).

export const HI_IN_RIDER: Widen<typeof RIDER_MESSAGES> = {
  title: 'मेरी डिलीवरी',
  empty: 'अभी आपको कोई ऑर्डर नहीं दिया गया है।',
  order: (id: string) => `ऑर्डर ${id}`,
  call: (name: string) => `${name} को कॉल करें`,
  map: 'मैप में खोलें',
  collect: (amount: string) => `${amount} नकद लेने हैं`,
  collected: (amount: string) => `${amount} नकद लिए`,
  prepaid: 'ऑनलाइन भुगतान हो चुका है: कुछ नहीं लेना',
  products: 'सामान',
  steps: { picked_up: 'सामान उठा लिया', out_for_delivery: 'डिलीवरी के लिए निकले', delivered: 'डिलीवर हो गया' },
  failed: 'डिलीवरी नहीं हुई',
  stepConfirm: (step: string, id: string) => `ऑर्डर ${id} को "${step}" मार्क करें?`,
  stepSaved: (step: string) => `"${step}" मार्क हो गया। सेव हो गया।`,
  status: (label: string) => `अभी: ${label}`,
  statusLabels: {
    assigned: 'आपको दिया गया',
    picked_up: 'सामान उठा लिया',
    out_for_delivery: 'डिलीवरी के लिए निकला',
    delivered: 'डिलीवर हो गया',
    failed: 'डिलीवरी नहीं हुई',
  },
  done: 'पूरा हुआ',
  reasonLabel: 'डिलीवरी क्यों नहीं हो पाई?',
  reasonHint: 'जैसे: घर पर कोई नहीं था, पता नहीं मिला, ग्राहक ने मना कर दिया।',
  reasonRequired: 'कृपया बताएँ कि डिलीवरी क्यों नहीं हो पाई।',
  reasonTooLong: (max: number) => `कारण ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है।`,
  failedReason: (reason: string) => `डिलीवरी नहीं हुई: ${reason}`,
  confirmFailed: 'डिलीवरी नहीं हुई, मार्क करें',
  cancel: 'वापस',
  codeLabel: 'ग्राहक से मिला डिलीवरी कोड',
  codeHint: 'ग्राहक से उनके मैसेज या ऑर्डर पेज पर दिया 4 अंकों का कोड पूछें।',
  codeRequired: 'ग्राहक का बताया 4 अंकों का डिलीवरी कोड डालें।',
  codeFormat: 'डिलीवरी कोड 4 अंकों का होता है।',
  codeWrong: (left: number) => `यह कोड सही नहीं है। बाकी कोशिशें: ${left}।`,
  codeLocked: 'बहुत बार गलत कोड डाला गया। दुकान से इस ऑर्डर को डिलीवर मार्क करने को कहें।',
  overrideOnlyAdmin: 'कोड के बिना ऑर्डर को डिलीवर सिर्फ़ एडमिन मार्क कर सकते हैं।',
  confirmDelivered: 'डिलीवर मार्क करें',
  pageReady: 'यह ब्राउज़र आपकी डिलीवरी स्क्रिप्ट लोड होने से पहले ही दिखा देता है।',
  pageOnlyForRiders: 'यह पेज सिर्फ़ दुकान के डिलीवरी बॉय के लिए है।',
};
