// Each demo shop's search synonyms (search_synonyms): groups of words its
// shoppers use for the same thing. Brand names a shopper types for a salt, and
// Hinglish spellings beside the English and Hindi words. The console edits them.
export const SEARCH_SYNONYMS: Record<string, string[][]> = {
  sehat: [
    ['paracetamol', 'dolo', 'crocin', 'calpol', 'पैरासिटामोल'],
    ['ibuprofen', 'brufen', 'combiflam', 'आइबुप्रोफ़ेन'],
    ['cough', 'khansi', 'khasi', 'खाँसी'],
    ['syrup', 'sirap', 'सिरप'],
    ['tablet', 'goli', 'टैबलेट'],
    ['balm', 'baam', 'बाम'],
    ['fever', 'bukhar', 'bukhaar', 'बुखार'],
    ['headache', 'sir dard', 'sar dard', 'सिरदर्द', 'सर दर्द'],
    ['vitamin', 'विटामिन'],
    ['diabetes', 'diabetic', 'madhumeh', 'मधुमेह', 'डायबिटीज़'],
    ['vapour rub', 'vicks', 'vaporub'],
  ],
  kirana: [
    ['milk', 'doodh', 'dudh', 'दूध'],
    ['atta', 'aata', 'आटा'],
    ['rice', 'chawal', 'चावल'],
    ['dal', 'daal', 'दाल'],
    ['sugar', 'cheeni', 'chini', 'चीनी'],
    ['salt', 'namak', 'नमक'],
    ['curd', 'dahi', 'दही'],
    ['tea', 'chai', 'चाय'],
    ['onion', 'pyaz', 'pyaaz', 'प्याज़'],
    ['potato', 'aloo', 'आलू'],
    ['oil', 'tel', 'तेल'],
    ['egg', 'anda', 'ande', 'अंडा', 'अंडे'],
    ['soap', 'sabun', 'साबुन'],
    ['wafers', 'chips'],
    ['noodles', 'maggi'],
  ],
};
