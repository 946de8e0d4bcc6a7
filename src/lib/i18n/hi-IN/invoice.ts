import type { ShopperCatalogue } from '../../messages';
import { HI_INVOICE_PDF } from './invoice-pdf';

// Hindi: the tax invoice's and GST's words (the PDF's in ./invoice-pdf).

export const HI_INVOICE: Pick<ShopperCatalogue, 'invoicePdf' | 'gst'> = {
  invoicePdf: HI_INVOICE_PDF,
  gst: {
    hsnInvalid: 'HSN कोड 4, 6 या 8 अंकों का होना चाहिए।',
    rateInvalid: 'GST दर प्रतिशत में डालें, जैसे 5 या 18।',
    rateNotInForce: (rates: string) => `GST दर लागू दरों में से एक होनी चाहिए: ${rates} %।`,
    legalNameRequired: 'कानूनी नाम डालना ज़रूरी है।',
    addressRequired: 'रजिस्टर्ड पता डालना ज़रूरी है।',
    stateInvalid: 'कृपया राज्य उसके 2 अंकों के GST राज्य कोड से चुनें, जैसे महाराष्ट्र के लिए 27।',
    gstinShape: 'GSTIN 15 अक्षरों का होता है: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई नंबर, Z और एक जाँच अक्षर।',
    gstinState: 'GSTIN के पहले दो अंक किसी भारतीय राज्य का कोड नहीं हैं।',
    gstinCheck: 'यह GSTIN गलत टाइप हुआ है: इसका आखिरी अक्षर बाकी से मेल नहीं खाता। कृपया रजिस्ट्रेशन सर्टिफ़िकेट से मिलाकर देखें।',
    gstinOtherState: 'यह GSTIN चुने गए राज्य का नहीं, किसी दूसरे राज्य का है। GSTIN अपने राज्य कोड से शुरू होता है।',
    supplierUpdated: 'टैक्स की जानकारी सेव हो गई।',
    invoicedLocked: 'इस ऑर्डर का कर बीजक जारी हो चुका है (सामान सौंपा जा चुका है), इसलिए इसे हटाया या बदला नहीं जा सकता। इसके बजाय इसे रद्द करें या रिफ़ंड करें: बीजक के बदले जमा पत्र जारी होगा।',
    rateRequired: 'GST दर डालना ज़रूरी है: वह दर चुनें जिस पर सामान पर कर लगता है (छूट वाले सामान के लिए 0)।',
    hsnRequired: 'HSN कोड डालना ज़रूरी है: 4, 6 या 8 अंक।',
    uqcInvalid: 'इकाई GST के इकाई कोड में से एक होनी चाहिए, जैसे NOS, KGS, LTR या PAC।',
    rateLabels: {
      '0': 'शून्य (0 %)',
      '25': '0.25 % (कच्चे कीमती पत्थर)',
      '150': '1.5 % (तराशे हुए हीरे)',
      '300': '3 % (सोना, चाँदी, गहने)',
    },
  },
};
