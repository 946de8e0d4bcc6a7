import type { CONSOLE_STAFF_MESSAGES } from '../../console-staff-messages';
import type { Widen } from '../catalogue';

// The Staff page in Hindi (see console.ts).

export const HI_IN_CONSOLE_STAFF: Widen<typeof CONSOLE_STAFF_MESSAGES> = {
  staff: {
    intro: 'जो लोग आपके साथ यह दुकान चलाते हैं: एडमिन यह कंसोल इस्तेमाल करते हैं, राइडर डिलीवरी स्क्रीन।',
    name: 'नाम',
    email: 'ई-मेल',
    mobile: 'मोबाइल',
    role: 'भूमिका',
    password: 'पासवर्ड (कम से कम 6 अक्षर)',
    roles: { admin: 'एडमिन', delivery: 'राइडर' },
    you: '(आप)',
    empty: 'अभी कोई स्टाफ़ नहीं है।',
    addTitle: 'राइडर या एडमिन जोड़ें',
    add: 'जोड़ें',
    adding: 'जोड़ा जा रहा है…',
    added: (name: string) => `${name} अब लॉग इन कर सकते हैं।`,
    changeRole: (name: string) => `${name} की भूमिका`,
    saveRole: 'भूमिका बदलें',
    roleSaved: (name: string, role: string) => `${name} अब ${role} हैं।`,
    remove: 'पहुँच हटाएँ',
    removeTitle: (name: string) => `${name} की पहुँच हटाएँ?`,
    removeText: 'वे हर डिवाइस पर तुरंत लॉग आउट हो जाएँगे और फिर लॉग इन नहीं कर पाएँगे।',
    removeConfirm: 'पहुँच हटाएँ',
    removed: (name: string) => `${name} अब लॉग इन नहीं कर सकते।`,
    cancel: 'रद्द करें',
    actions: 'काम',
    notStaff: 'इस दुकान के स्टाफ़ में इस आईडी का कोई नहीं है।',
    notYourself: 'आप अपनी भूमिका नहीं बदल सकते, न अपनी पहुँच हटा सकते हैं।',
    lastAdmin: 'दुकान में कम से कम एक एडमिन रहना ज़रूरी है।',
    emailTaken: 'इस ई-मेल से इस दुकान में पहले से एक खाता है।',
    roleInvalid: 'एडमिन या राइडर चुनें।',
    addedMessage: 'स्टाफ़ जोड़ा गया।',
    roleChangedMessage: 'भूमिका बदली गई।',
    removedMessage: 'पहुँच हटाई गई।',
    logActions: { 'staff.add': 'स्टाफ़ जोड़ा', 'staff.role': 'स्टाफ़ की भूमिका बदली', 'staff.remove': 'स्टाफ़ की पहुँच हटाई', 'staff.sign_out_others': 'अपने दूसरे डिवाइस से लॉग आउट किया', 'staff.push_subscribe': 'एक डिवाइस पर सूचनाएँ चालू कीं', 'staff.push_unsubscribe': 'एक डिवाइस पर सूचनाएँ बंद कीं' },
  },
};
