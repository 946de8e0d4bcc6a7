import type { ShopperCatalogue } from '../../messages';

// Hindi: Delivery by pincode and prescriptions.

export const HI_DELIVERY: Pick<ShopperCatalogue, 'delivery' | 'prescription'> = {
  delivery: {
    pincodeInvalid: 'कृपया 6 अंकों का पिनकोड डालें, जैसे 560038।',
    notDelivered: (pincode: string) => `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवरी नहीं करते।`,
    delivers: (pincode: string, days: string, charge: string, cod: boolean) =>
      `हम ${pincode} पर ${days} में डिलीवरी करते हैं। डिलीवरी चार्ज: ${charge}। ${cod ? 'कैश ऑन डिलीवरी उपलब्ध है।' : 'यहाँ कैश ऑन डिलीवरी नहीं है; कृपया ऑनलाइन भुगतान करें।'}`,
    days: (min: number, max: number) => (min === max ? `${min} दिन` : `${min}-${max} दिन`),
    pincodesInvalid: (part: string) => `"${part}" न तो 6 अंकों का पिनकोड है, न 560001-560099 जैसी रेंज।`,
    daysInvalid: 'दिन 0 से 60 तक के पूरे अंक होने चाहिए, और ज़्यादा वाले दिन कम वाले से कम न हों।',
    chargeInvalid: 'डिलीवरी चार्ज रुपयों में 0 या उससे ज़्यादा होना चाहिए।',
    tooManyAreas: (max: number) => `ज़्यादा से ज़्यादा ${max} डिलीवरी इलाके हो सकते हैं।`,
    areasSaved: 'डिलीवरी के इलाके सेव हो गए।',
    checkHeading: 'डिलीवरी देखें',
    pincodeLabel: 'पिनकोड',
    checkButton: 'देखें',
    checking: 'देख रहे हैं…',
    checkFailed: 'अभी डिलीवरी नहीं देखी जा सकी। कृपया फिर कोशिश करें।',
    pincodeRequired: 'कृपया डिलीवरी के पते का 6 अंकों का पिनकोड डालें, ताकि हम देख सकें कि वहाँ डिलीवरी होती है या नहीं।',
    notDeliveredCheckout: (pincode: string) => `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवरी नहीं करते। कृपया ऐसा पता चुनें जहाँ हम डिलीवरी करते हैं।`,
    codNotOffered: (pincode: string) => `${pincode} के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया भुगतान का कोई और तरीका चुनें।`,
    pincodeDisagrees: (given: string, written: string) =>
      `पिनकोड ${given} पते में लिखे पिनकोड (${written}) से मेल नहीं खाता। कृपया पता या पिनकोड ठीक करें।`,
    stateDisagrees: (given: string, written: string) =>
      `राज्य ${given} पते में लिखे राज्य (${written}) से मेल नहीं खाता। कृपया पता या राज्य ठीक करें।`,
    pincodeNotInState: (pincode: string, state: string) =>
      `पिनकोड ${pincode} ${state} में नहीं है। कृपया पते का पिनकोड और राज्य जाँचें।`,
  },
  prescription: {
    requiredBadge: 'पर्चा ज़रूरी',
    needed: 'इस ऑर्डर में डॉक्टर के पर्चे वाली दवा है। कृपया पर्चे की फ़ोटो या PDF अपलोड करें: दुकान ऑर्डर मंज़ूर करने से पहले इसे जाँचेगी।',
    fileLabel: 'डॉक्टर का पर्चा (फ़ोटो या PDF)',
    fileHint: 'JPEG, PNG, WebP या PDF, ज़्यादा से ज़्यादा 2 MB।',
    upload: 'पर्चा अपलोड करें',
    uploading: 'अपलोड हो रहा है…',
    uploaded: 'पर्चा अपलोड हो गया। दुकान इसे जाँचेगी।',
    fileMissing: 'कृपया पर्चे की फ़ोटो या PDF चुनें।',
    fileType: 'पर्चा JPEG, PNG या WebP फ़ोटो या PDF होना चाहिए।',
    fileTooLarge: 'पर्चे की फ़ाइल ज़्यादा से ज़्यादा 2 MB की हो सकती है।',
    notAwaited: 'यह ऑर्डर पर्चे का इंतज़ार नहीं कर रहा।',
    notUploaded: 'इस ऑर्डर का कोई पर्चा जाँचने के लिए नहीं है।',
    noFile: 'इस ऑर्डर के लिए कोई पर्चा अपलोड नहीं हुआ है।',
    approveWaits: 'यह ऑर्डर पर्चा मंज़ूर होने का इंतज़ार कर रहा है। पहले पर्चा जाँचें।',
    accepted: 'पर्चा मंज़ूर हो गया। अब ऑर्डर मंज़ूर किया जा सकता है।',
    rejected: 'पर्चा नामंज़ूर हुआ। ऑर्डर रद्द कर दिया गया है।',
    reasonRequired: 'कृपया पर्चा नामंज़ूर करने की वजह लिखें (ग्राहक इसे देखेंगे)।',
    reasonTooLong: 'वजह ज़्यादा से ज़्यादा 300 अक्षरों की हो सकती है।',
    cancelReason: (reason: string) => `पर्चा नामंज़ूर: ${reason}`,
    statuses: {
      awaited: 'पर्चा चाहिए',
      uploaded: 'पर्चे की जाँच हो रही है',
      accepted: 'पर्चा मंज़ूर',
      rejected: 'पर्चा नामंज़ूर',
    },
    heading: 'डॉक्टर का पर्चा',
    view: 'पर्चा देखें',
    viewFailed: 'पर्चा खुल नहीं पाया। कृपया फिर कोशिश करें।',
    accept: 'पर्चा मंज़ूर करें',
    reject: 'पर्चा नामंज़ूर करें',
    reasonLabel: 'नामंज़ूर करने की वजह',
    rejectConfirm: 'पर्चा नामंज़ूर करके यह ऑर्डर रद्द करें? इसका स्टॉक और कूपन वापस हो जाएँगे, और भुगतान हो चुका हो तो रिफ़ंड होगा।',
    uploadFailed: 'पर्चा अपलोड नहीं हो पाया। कृपया फिर कोशिश करें।',
    mark: 'पर्चा ज़रूरी',
  },
};
