import type { SearchPageCatalogue } from '../../search-page-messages';

// Hindi: the search words only the server reads (the `searchPage` section):
// the results page's correction, "Ask the shop for it", the routes' answers.

export const HI_SEARCH_PAGE: SearchPageCatalogue = {
  didYouMean: { before: 'क्या आप ', after: ' ढूँढ रहे थे?' },
  showingCorrected: (query: string) => `“${query}” से कुछ नहीं मिला, इसलिए सबसे मिलते-जुलते नतीजे दिखा रहे हैं।`,
  askTitle: 'दुकान से मँगवाएँ',
  askIntro: 'नहीं मिला? दुकान को बताइए कि आपको क्या चाहिए, वे आपसे संपर्क करेंगे।',
  whatsApp: 'WhatsApp पर पूछें',
  whatsAppText: (shop: string, what: string) => `नमस्ते ${shop}, क्या आपके पास “${what}” है?`,
  form: {
    what: 'आपको क्या चाहिए?',
    name: 'आपका नाम (ज़रूरी नहीं)',
    phone: 'मोबाइल नंबर (ज़रूरी नहीं)',
    phoneHint: '10 अंकों का नंबर, ताकि दुकान आपको कॉल या WhatsApp कर सके।',
    send: 'दुकान को भेजें',
    sending: 'भेज रहे हैं…',
    sent: 'भेज दिया। दुकान को आपकी माँग मिल गई है, वे आपसे संपर्क करेंगे।',
    failed: 'आपकी माँग नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
  },
  request: {
    whatRequired: 'कृपया बताइए कि आपको क्या चाहिए।',
    whatTooLong: (max: number) => `कृपया ज़्यादा से ज़्यादा ${max} अक्षरों में लिखें।`,
    nameTooLong: (max: number) => `नाम ज़्यादा से ज़्यादा ${max} अक्षरों का हो।`,
    phoneInvalid: 'कृपया 10 अंकों का मोबाइल नंबर लिखें, या इसे खाली छोड़ दें।',
    tooMany: 'यहाँ से बहुत सारी माँगें आ चुकी हैं। कृपया कुछ मिनट बाद फिर कोशिश करें।',
    received: 'आपकी माँग दुकान तक पहुँच गई है।',
  },
  synonyms: {
    saved: 'समानार्थी शब्द सेव हो गए।',
    invalid: 'समानार्थी शब्द समूहों की सूची के रूप में भेजें, हर समूह शब्दों की सूची हो।',
    tooManyGroups: (max: number) => `ज़्यादा से ज़्यादा ${max} समूह।`,
    groupSize: (n: number, max: number) => `समूह ${n} में 2 से ${max} तक अलग-अलग शब्द होने चाहिए।`,
    termLength: (n: number, max: number) => `समूह ${n} का हर शब्द 1 से ${max} अक्षरों का हो।`,
    inTwoGroups: (term: string) => `“${term}” दो समूहों में है: एक शब्द एक ही समूह में रह सकता है।`,
  },
};
