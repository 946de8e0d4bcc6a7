import type { ShopperCatalogue } from '../../messages';

// Hindi: The admin API's answers.

export const HI_ADMIN: Pick<ShopperCatalogue, 'admin'> = {
  admin: {
    imageNotInShop: 'यह तस्वीर इस दुकान की फ़ाइलों में नहीं है। पहले इसे अपलोड करें।',
    imageName: 'तस्वीर के लिए उसकी फ़ाइल का नाम भेजें।',
    imagePlainName: 'तस्वीर की फ़ाइल का नाम सादा होना चाहिए (अक्षर, अंक, बिंदु, डैश, अंडरस्कोर)।',
    selectImage: 'कृपया तस्वीर और कैटेगरी चुनें।',
    bannerUpdated: 'बैनर की तस्वीर बदल दी गई!',
    discountInvalid: 'कृपया सही छूट डालें',
    discountUpdated: 'छूट बदल दी गई!',
    discountFailed: 'छूट नहीं बदली जा सकी',
    productCreated: 'सामान जोड़ दिया गया।',
    productUpdated: 'सामान अपडेट हो गया।',
    productDeleted: 'सामान हटा दिया गया।',
    productNotFound: 'सामान नहीं मिला।',
    productWithdrawn: 'सामान बिक्री से हटा दिया गया। पुराने ऑर्डर, इनवॉइस और रिव्यू में यह बना रहेगा।',
    categoryCreated: 'कैटेगरी जोड़ दी गई।',
    categoryUpdated: 'कैटेगरी अपडेट हो गई।',
    categoryDeleted: 'कैटेगरी हटा दी गई।',
    categoryNotFound: 'कैटेगरी नहीं मिली।',
    categoryExists: 'इस नाम की कैटेगरी पहले से है।',
    categoryHasProducts: 'इस कैटेगरी में अभी सामान हैं। पहले उन्हें हटाएँ या दूसरी कैटेगरी में डालें।',
    completeAfterDelivery: 'ऑर्डर तब पूरा होता है जब उसकी डिलीवरी "डिलीवर हो गया" मार्क हो। डिलीवरी बॉय तय करें या डिलीवरी का इंतज़ार करें।',
    approveUnpaid: 'इस ऑर्डर का भुगतान अभी नहीं हुआ है। पहले भुगतान की जाँच करें (UPI भुगतान के लिए UTR; कार्ड या नेट बैंकिंग भुगतान की पुष्टि गेटवे करता है), फिर ऑर्डर मंज़ूर करें।',
    nothingPaidToRefund: 'इस कैश ऑन डिलीवरी ऑर्डर का कोई भुगतान नहीं हुआ, इसलिए रिफ़ंड के लिए कुछ नहीं है।',
    unknownCategory: 'कृपया इस दुकान की कोई कैटेगरी चुनें।',
    nothingToUpdate: 'बदलने को कुछ नहीं: कम से कम एक चीज़ भेजें।',
    imageType: 'कृपया PNG, JPEG, WebP, GIF या SVG तस्वीर अपलोड करें।',
    imageTooLarge: 'तस्वीर ज़्यादा से ज़्यादा 2 MB की हो सकती है।',
    imageMismatch: 'फ़ाइल का अंदर का हिस्सा उसके टाइप से मेल नहीं खाता। कृपया तस्वीर वैसे ही अपलोड करें जैसे वह सेव हुई थी।',
    svgUnsafe: 'इस SVG में स्क्रिप्ट, लिंक या दूसरी चलने वाली चीज़ें हैं। कृपया सादी ड्रॉइंग या PNG अपलोड करें।',
  },
};
