import type { ConsoleHeaderCatalogue } from '../../console-header-messages';

// Hindi: the operators' screens' header (who is signed in, logout, alerts), in the operators' chunk.

export const HI_IN_CONSOLE_HEADER: ConsoleHeaderCatalogue = {
  signedInAs: (name: string) => `${name} के नाम से लॉग इन`,
  logout: 'लॉग आउट',
  loggingOut: 'लॉग आउट हो रहा है…',
  keptOnDevice: 'इस डिवाइस पर लॉग इन',
  signOutOthers: 'दूसरे डिवाइस से लॉग आउट करें',
  signOutOthersTitle: 'अपने दूसरे डिवाइस से लॉग आउट करें?',
  signOutOthersText: 'आपके नाम से लॉग इन हर दूसरा फ़ोन या कंप्यूटर तुरंत लॉग आउट हो जाएगा। यह डिवाइस लॉग इन रहेगा।',
  signingOutOthers: 'लॉग आउट हो रहा है…',
  signedOutOthers: 'आपके दूसरे डिवाइस लॉग आउट हो गए।',
  cancel: 'रद्द करें',
  deviceResumed: 'इस डिवाइस पर लॉग इन हो गया।',
  deviceEnded: 'यह डिवाइस अब लॉग इन नहीं रखा गया है। कृपया फिर से लॉग इन करें।',
  sound: 'नए ऑर्डर पर आवाज़',
  allowAlerts: 'ब्राउज़र में सूचना दें',
  newOrders: (n: number) => (n === 1 ? 'एक नया ऑर्डर इंतज़ार में है' : `${n} नए ऑर्डर इंतज़ार में हैं`),
  waitingNow: (n: number) => `${n} आपके इंतज़ार में (मंज़ूरी, भुगतान जाँच, पर्चे की जाँच)`,
};
