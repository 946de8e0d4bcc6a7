import type { ShopperCatalogue } from '../../messages';

// Hindi: My Orders: reviews, returns, live status and the invoice link.

export const HI_ORDERS: Pick<ShopperCatalogue, 'reviews' | 'returns' | 'live' | 'invoice'> = {
  reviews: {
    loginRequired: 'लॉगिन ज़रूरी है',
    notAllowedTitle: 'अनुमति नहीं है',
    notAllowed: 'आप इस सामान का रिव्यू नहीं लिख सकते।',
    alreadySubmittedTitle: 'रिव्यू पहले ही भेजा जा चुका है',
    alreadySubmitted: 'एक बार भेजने के बाद रिव्यू बदला नहीं जा सकता।',
    alreadyReviewed: 'आप इस सामान का रिव्यू पहले ही लिख चुके हैं।',
    invalidRatingTitle: 'रेटिंग सही नहीं है',
    invalidRating: 'रेटिंग 1 से 5 के बीच का पूरा अंक होनी चाहिए।',
    ratingRange: 'रेटिंग 1 से 5 के बीच होनी चाहिए।',
    emptyTitle: 'रिव्यू खाली है',
    empty: 'कृपया अपना रिव्यू लिखें।',
    emptyShort: 'रिव्यू खाली नहीं हो सकता।',
    submitted: 'रिव्यू भेज दिया गया!',
    failed: 'रिव्यू नहीं भेजा जा सका, कृपया बाद में फिर कोशिश करें।',
    eligibilityFailed: 'यह पता नहीं चल सका कि आप रिव्यू लिख सकते हैं या नहीं।',
    verifiedBuyer: 'पक्का खरीदार',
    alreadyMarked: 'पहले ही मार्क कर चुके हैं',
    helpfulThanks: 'धन्यवाद! मददगार के रूप में मार्क किया गया।',
    helpfulFailed: 'मददगार के रूप में मार्क नहीं हो सका।',
    reportSubmitted: 'आपकी शिकायत भेज दी गई है।',
    reportFailed: 'रिव्यू की शिकायत नहीं भेजी जा सकी।',
    reportReasonRequired: 'कृपया कारण बताएँ।',
  },
  returns: {
    failedTitle: 'वापसी नहीं हो पाई',
    failed: 'वापसी का अनुरोध नहीं हो पाया।',
    failedSingle: 'किसी अनजान गड़बड़ी से वापसी का अनुरोध नहीं हो पाया।',
    failedProduct: (product: string) => `${product} की वापसी का अनुरोध नहीं हो पाया।`,
    success: 'वापसी का अनुरोध भेज दिया गया।',
    allSuccess: 'वापसी के सभी अनुरोध भेज दिए गए।',
    selectProduct: 'कृपया कम से कम एक सामान चुनें और कारण बताएँ।',
    expiredTitle: 'वापसी का समय खत्म',
    expired: 'इस ऑर्डर की 3 दिन की वापसी की समय-सीमा खत्म हो चुकी है।',
    allReturnedTitle: 'सारा सामान लौटा दिया गया',
    allReturned: 'आप इस ऑर्डर का सारा सामान पहले ही लौटा चुके हैं।',
    deniedTitle: 'यह नहीं हो सकता',
    denied: 'रिफ़ंड हो चुके या लौटाए गए ऑर्डर में बदलाव नहीं हो सकता।',
    removeTitle: 'क्या आप पक्का हटाना चाहते हैं?',
    removeText: 'क्या आप यह सामान ऑर्डर से हटाना चाहते हैं?',
    removeConfirm: 'हाँ, हटा दें!',
    refundFailed: 'रिफ़ंड नहीं हो पाया।',
    dispatched: 'यह ऑर्डर डिलीवरी बॉय के साथ निकल चुका है, अब इसे रद्द या बदला नहीं जा सकता।',
  },
  live: {
    upgradeRequired: 'यह पता सिर्फ़ WebSocket कनेक्शन लेता है।',
    updatedAt: (time: string) => `आखिरी अपडेट ${time}`,
    deliveryStatus: (label: string) => `डिलीवरी: ${label}`,
  },
  invoice: {
    empty: 'इनवॉइस PDF खाली है।',
    failed: 'इनवॉइस PDF डाउनलोड नहीं हो पाया',
  },
  // The invoice PDF is drawn in the PDF's built-in Latin fonts, which have no
  // Devanagari: its labels stay English until a Devanagari font is embedded.
};
