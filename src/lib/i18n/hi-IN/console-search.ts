import type { ConsoleSearchCatalogue } from '../../console-search-messages';

// Hindi: the console's words for the shop's search (its synonyms), in the operators' chunk.

export const HI_IN_CONSOLE_SEARCH: ConsoleSearchCatalogue = {
  intro:
    'एक ही चीज़ के लिए ग्राहकों के अलग-अलग शब्द: ब्रांड और उसका साल्ट (dolo, paracetamol), या हिंग्लिश शब्द के साथ अंग्रेज़ी और हिंदी शब्द (doodh, milk, दूध)। किसी समूह के एक शब्द से खोजने पर बाकी शब्दों वाले सामान भी मिलते हैं।',
  group: (n: number) => `समूह ${n}`,
  terms: 'शब्द, कॉमा लगाकर',
  termsHint: 'कम से कम दो शब्द। एक शब्द एक ही समूह में रह सकता है।',
  empty: 'अभी कोई समानार्थी शब्द नहीं: एक समूह जोड़ें।',
  add: 'समूह जोड़ें',
  remove: (n: number) => `समूह ${n} हटाएँ`,
  removeConfirm: (n: number) => `समूह ${n} हटाएँ? सेव करने के बाद इसके शब्द एक-दूसरे को नहीं ढूँढेंगे।`,
  save: 'समानार्थी शब्द सेव करें',
  saving: 'सेव हो रहा है…',
};
