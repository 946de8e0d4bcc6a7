import type { ConsoleMessagingCatalogue } from '../../console-messaging-messages';

// Hindi: the console's words for the shop's SMS and WhatsApp settings, in the operators' chunk.

export const HI_IN_CONSOLE_MESSAGING: ConsoleMessagingCatalogue = {
  intro:
    'ऑर्डर के संदेश हमेशा ई-मेल से जाते हैं। प्रोवाइडर से आपके टेम्पलेट मंज़ूर होने के बाद यहाँ SMS और WhatsApp चालू करें: जो टेम्पलेट मंज़ूर के रूप में चुना नहीं है, वह उस चैनल पर नहीं जाता (वह संदेश सिर्फ़ ई-मेल से जाता है)।',
  smsTitle: 'SMS (MSG91)',
  whatsappTitle: 'WhatsApp (Cloud API)',
  enabled: (channel: string) => `${channel} संदेश भेजें`,
  deployed: 'अभी यहाँ सेव नहीं किया गया: यह चैनल डिप्लॉय के समय की सेटिंग से चलता है।',
  smsSender: 'सेंडर आईडी (6 अक्षर, जैसी DLT ने मंज़ूर की)',
  whatsappSender: 'फ़ोन नंबर आईडी (WhatsApp Manager से)',
  smsKey: 'MSG91 ऑथ की',
  whatsappKey: 'ऐक्सेस टोकन',
  keySet: (last4: string) => `एक की सेव है, जिसके आख़िरी अक्षर ${last4} हैं। उसे रखने के लिए खाना खाली छोड़ें।`,
  keyNotSet: 'अभी कोई की सेव नहीं है।',
  removeKey: 'सेव करते समय सेव की हुई की हटाएँ',
  approvedTitle: 'प्रोवाइडर के मंज़ूर किए टेम्पलेट',
  approvedHint: 'हर वह टेम्पलेट चुनें जो MSG91 या WhatsApp Manager में मंज़ूर है (npm run templates उन्हें रजिस्टर करने के लिए छापता है)।',
  save: 'सेव करें',
  saving: 'सेव हो रहा है…',
  sendTest: 'मुझे जाँच संदेश भेजें',
  sendingTest: 'भेजा जा रहा है…',
  testHint: 'सेव की हुई सेटिंग से आपके अपने खाते के मोबाइल नंबर पर test_message टेम्पलेट भेजता है।',
  templateIdsTitle: 'MSG91 टेम्पलेट आईडी',
  templateIdsHint: 'MSG91 के मंज़ूर किए हर टेम्पलेट की वह फ़्लो टेम्पलेट आईडी जो MSG91 दिखाता है, अंग्रेज़ी और हिंदी दोनों की। खाली छोड़ने पर डिप्लॉय के समय दी गई आईडी काम आती है।',
  template: 'टेम्पलेट',
  english: 'अंग्रेज़ी',
  hindi: 'हिंदी',
  templateIdLabel: (name: string, language: string) => `${name}, ${language}`,
};
