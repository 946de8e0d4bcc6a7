import type { CONSOLE_PUSH_MESSAGES } from '../../console-push-messages';
import type { Widen } from '../catalogue';

// Web Push on the console in Hindi (see console.ts).

export const HI_IN_CONSOLE_PUSH: Widen<typeof CONSOLE_PUSH_MESSAGES> = {
  push: {
    offer: 'कंसोल बंद होने पर भी इस डिवाइस पर सूचना दें',
    turnOff: 'इस डिवाइस पर सूचना बंद करें',
    working: 'कृपया रुकें…',
    on: 'कंसोल बंद होने पर भी इस डिवाइस पर नए ऑर्डर, जाँचने वाले भुगतान और पर्चों की सूचना आएगी।',
    off: 'कंसोल बंद होने पर अब इस डिवाइस पर सूचना नहीं आएगी।',
    blocked: 'ब्राउज़र में इस साइट की सूचनाएँ बंद हैं। साइट सेटिंग में उन्हें चालू करें, फिर दोबारा कोशिश करें।',
    failed: 'यह ब्राउज़र सूचनाओं के लिए तैयार नहीं हो सका। कृपया दोबारा कोशिश करें।',
    saved: 'इस डिवाइस पर सूचना आएगी।',
    removed: 'इस डिवाइस पर अब सूचना नहीं आएगी।',
    notSubscribed: 'इस डिवाइस पर सूचना चालू नहीं थी।',
    pushOff: 'इस दुकान के लिए पुश सूचनाएँ चालू नहीं हैं।',
    badKey: 'सब्सक्रिप्शन की कुंजी सही ब्राउज़र कुंजी नहीं है।',
    endpointHttps: 'सब्सक्रिप्शन का पता https वाला होना चाहिए।',
    endpointMissing: 'कृपया सब्सक्रिप्शन का पता (endpoint) भेजें।',
    endpointTooLong: 'सब्सक्रिप्शन का पता बहुत लंबा है।',
    endpointNotAddress: 'सब्सक्रिप्शन का पता कोई वेब पता नहीं है।',
    keysMissing: 'कृपया सब्सक्रिप्शन की कुंजियाँ (keys) भेजें।',
    keyMissing: (key: string) => `कृपया सब्सक्रिप्शन की ${key} भेजें।`,
    keyNotBase64url: (key: string) => `सब्सक्रिप्शन की ${key} base64url में नहीं है।`,
    keyLength: (key: string) => `सब्सक्रिप्शन की ${key} की लंबाई गलत है।`,
    p256dhKey: 'p256dh key',
    authSecret: 'auth secret',
    tooMany: (n: number) => `आपके ${n} डिवाइस पर पहले से सूचना आती है। पहले उनमें से किसी एक पर बंद करें।`,
    newOrder: (orderId: string, total: string) => `नया ऑर्डर ${orderId} · ${total}`,
    paymentToVerify: (orderId: string, total: string) => `भुगतान जाँचें: ${orderId} · ${total}`,
    prescriptionToReview: (orderId: string) => `पर्चा जाँचें: ${orderId}`,
    openOrder: 'ऑर्डर खोलने के लिए टैप करें।',
  },
};
