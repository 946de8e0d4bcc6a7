import type { CONSOLE_PACK_SIZE_MESSAGES } from '../../console-pack-size-messages';
import type { Widen } from '../catalogue';

// The console's "Pack sizes" section in Hindi (see console.ts).

export const HI_IN_CONSOLE_PACK_SIZES: Widen<typeof CONSOLE_PACK_SIZE_MESSAGES> = {
  packSizes: {
    heading: 'पैक साइज़',
    intro: 'एक चीज़ कई साइज़ में बेचें (आटा 5 किलो और 10 किलो, 10 और 15 की स्ट्रिप): हर साइज़ अपनी कीमत और स्टॉक वाला अलग सामान रहता है, और उसका पेज बाकी साइज़ दिखाता है।',
    none: 'यह सामान अभी एक ही साइज़ में बिकता है। नीचे किसी दूसरे सामान को इसका साइज़ बनाकर जोड़ें।',
    label: (name: string) => `${name} का पैक साइज़`,
    labelHint: 'जैसा ग्राहक पढ़ें, जैसे 5 kg या Strip of 15।',
    thisProduct: 'यही सामान',
    price: 'कीमत',
    stock: 'स्टॉक',
    actions: 'कार्रवाई',
    withdrawn: 'बिक्री से हटाया: नहीं दिखाया जाता',
    search: 'साइज़ के रूप में जोड़ने के लिए सामान खोजें',
    searchHint: 'नाम के कम से कम 2 अक्षर लिखें।',
    searching: 'खोज रहे हैं…',
    noMatch: 'इस दुकान का कोई सामान नहीं मिला।',
    add: (name: string) => `${name} जोड़ें`,
    save: 'पैक साइज़ सेव करें',
    saving: 'सेव हो रहा है…',
    saved: 'पैक साइज़ सेव हो गए। सामान के पेज अब ये साइज़ दिखाते हैं।',
    remove: (name: string) => `${name} को साइज़ से हटाएँ`,
    removeConfirm: (name: string) => `${name} को इन पैक साइज़ से हटाएँ? यह अलग सामान के रूप में बिकता रहेगा; इसका पेज बाकी साइज़ नहीं दिखाएगा।`,
    removeUnsaved: (name: string) => `${name} छोड़ें`,
    removed: (name: string) => `${name} अब इन पैक साइज़ में नहीं है।`,
    unsaved: 'अभी सेव नहीं हुआ',
    productIdInvalid: 'हर साइज़ में सामान का id होना चाहिए।',
    labelRequired: 'हर साइज़ का पैक-साइज़ नाम लिखें, जैसे 5 kg।',
    labelTooLong: (max: number) => `पैक-साइज़ नाम ज़्यादा से ज़्यादा ${max} अक्षर का हो सकता है।`,
    listRequired: 'साइज़ को सामान और उनके नाम की सूची के रूप में भेजें।',
    tooFew: 'पैक-साइज़ समूह में कम से कम दो सामान चाहिए।',
    tooMany: (max: number) => `पैक-साइज़ समूह में ज़्यादा से ज़्यादा ${max} सामान हो सकते हैं।`,
    repeated: 'हर सामान एक ही बार दिया जा सकता है।',
    mustIncludeSelf: 'साइज़ में यही सामान भी होना चाहिए।',
    notInShop: 'इनमें से एक सामान इस दुकान का नहीं है।',
    inAnotherGroup: (name: string) => `${name} पहले से किसी दूसरे सामान का साइज़ है। पहले उसे वहाँ से हटाएँ।`,
    notGrouped: 'यह सामान किसी पैक-साइज़ समूह में नहीं है।',
    changedMeanwhile: 'इन पैक साइज़ को उसी समय किसी और ने बदला। पेज फिर से लोड करके दोबारा कोशिश करें।',
  },
};
