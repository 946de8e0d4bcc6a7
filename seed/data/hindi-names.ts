import { KIRANA_HINDI_NAMES } from './kirana-hindi.ts';

// The demo shops' categories in Hindi (category_translations), by English name.
export const HINDI_CATEGORIES: Record<string, Record<string, string>> = {
  sehat: {
    'Pain Relief': 'दर्द में राहत',
    'Cold & Cough': 'सर्दी-खाँसी',
    'Diabetes Care': 'डायबिटीज़ की देखभाल',
    'Vitamins & Supplements': 'विटामिन और सप्लीमेंट',
    'Digestive Health': 'पेट और पाचन',
    'Skin Care': 'त्वचा की देखभाल',
    'Baby Care': 'शिशु की देखभाल',
    Ayurveda: 'आयुर्वेद',
    // First Aid is left without one: its English name shows on the Hindi pages.
  },
  kirana: {
    'Atta, Rice & Dals': 'आटा, चावल और दालें',
    'Fruits & Vegetables': 'फल और सब्ज़ियाँ',
    'Dairy & Bakery': 'दूध, दही और ब्रेड',
    'Masala & Spices': 'मसाले',
    'Snacks & Namkeen': 'नाश्ता और नमकीन',
    Beverages: 'पेय',
  },
};

// Products of each demo shop with their Hindi name and description
// (product_translations: name, description): a few of the pharmacy's, every
// one of the grocery's; the rest show their English words on the Hindi pages.
export const HINDI_PRODUCTS: Record<string, Record<string, { name: string; description?: string }>> = {
  sehat: {
    'Paracetamol 650 mg Tablet (Strip of 15)': {
      name: 'पैरासिटामोल 650 mg टैबलेट (15 की पट्टी)',
      description: 'बुखार और हल्के से मध्यम दर्द में राहत के लिए। डॉक्टर की बताई मात्रा में ही लें।',
    },
    'Paracetamol 500 mg Tablet (Strip of 10)': { name: 'पैरासिटामोल 500 mg टैबलेट (10 की पट्टी)' },
    'Ibuprofen 400 mg Tablet (Strip of 15)': { name: 'आइबुप्रोफ़ेन 400 mg टैबलेट (15 की पट्टी)' },
    'Cough Syrup Honey & Tulsi 100 ml': { name: 'कफ़ सिरप शहद और तुलसी 100 ml', description: 'शहद और तुलसी वाला खाँसी का सिरप, गले की खराश में आराम देता है।' },
    'Menthol Pain Balm 25 g': { name: 'मेंथॉल दर्द निवारक बाम 25 g' },
  },
  // Every grocery product has a Hindi name (kirana-hindi.ts); a few have a description too.
  kirana: {
    ...Object.fromEntries(Object.entries(KIRANA_HINDI_NAMES).map(([english, name]) => [english, { name }])),
    'Whole Wheat Atta 5 kg': { name: KIRANA_HINDI_NAMES['Whole Wheat Atta 5 kg']!, description: 'पूरे गेहूँ का चक्की पिसा आटा, नरम रोटियों के लिए।' },
    'Full Cream Milk 1 L': { name: KIRANA_HINDI_NAMES['Full Cream Milk 1 L']!, description: 'गाढ़ा फुल क्रीम दूध, चाय, दही और मिठाई के लिए।' },
  },
};
