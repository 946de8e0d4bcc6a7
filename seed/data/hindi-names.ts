// A few products of each demo shop with their Hindi name and description
// (products.product_name_hi / description_hi); the rest show their English words on the Hindi pages.
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
  kirana: {
    'Whole Wheat Atta 5 kg': { name: 'गेहूँ का आटा 5 kg', description: 'पूरे गेहूँ का चक्की पिसा आटा, नरम रोटियों के लिए।' },
    'Chakki Fresh Atta 10 kg': { name: 'चक्की फ़्रेश आटा 10 kg' },
    'Basmati Rice 1 kg': { name: 'बासमती चावल 1 kg' },
  },
};
