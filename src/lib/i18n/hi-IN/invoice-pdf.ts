import type { ShopperCatalogue } from '../../messages';

// Hindi words of the tax invoice and credit note PDFs (drawn with Noto Sans
// Devanagari beside DejaVu Sans). The titles keep the English words the law
// names them by in brackets; GSTIN, HSN and the tax columns stay as printed
// on every Indian bill.

export const HI_INVOICE_PDF: ShopperCatalogue['invoicePdf'] = {
  taxInvoice: 'कर बीजक (Tax Invoice)',
  orderSummary: 'ऑर्डर का सारांश',
  notYetInvoiced: 'यह कर बीजक नहीं है: सामान डिलीवरी के लिए सौंपे जाने पर कर बीजक जारी होगा।',
  gstin: 'GSTIN',
  state: 'राज्य',
  invoiceNo: 'बीजक सं.',
  invoiceDate: 'बीजक की तारीख',
  orderId: 'ऑर्डर आईडी',
  orderRef: 'ऑर्डर संदर्भ',
  orderDate: 'ऑर्डर की तारीख',
  payment: 'भुगतान',
  paymentStatus: 'भुगतान की स्थिति',
  status: 'स्थिति',
  billTo: 'बिल और डिलीवरी का पता',
  placeOfSupply: 'आपूर्ति का स्थान',
  placeAssumed: '(पते में राज्य नहीं लिखा है: दुकान का राज्य माना गया)',
  buyerGstin: 'खरीदार का GSTIN',
  reverseChargeNo: 'क्या कर रिवर्स चार्ज पर देय है: नहीं',
  computerGenerated: 'यह कंप्यूटर से बना दस्तावेज़ है; इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  columns: {
    line: '#', product: 'सामान', hsn: 'HSN', qty: 'मात्रा', taxable: 'कर योग्य मूल्य', rate: 'GST %',
    cgstRate: 'CGST %', cgst: 'CGST', sgstRate: 'SGST %', sgst: 'SGST', igstRate: 'IGST %', igst: 'IGST', amount: 'राशि',
  },
  deliveryRow: (rate: string) => `डिलीवरी शुल्क (सामान की दर ${rate} पर)`,
  taxTotal: 'कुल',
  itemsTotal: 'सामान का कुल',
  couponDiscount: 'कूपन छूट',
  deliveryCharges: 'डिलीवरी शुल्क',
  total: 'कुल राशि',
  inWords: 'राशि शब्दों में',
  refunded: 'रिफ़ंड हुआ',
  partlyRefunded: 'आंशिक रिफ़ंड हुआ',
  on: 'दिनांक',
  netPaid: 'कुल चुकाई गई राशि',
  pricesInclude: 'दामों में GST शामिल है। डिलीवरी पर उसी दर से कर लगता है, जिस दर का सामान पहुँचाया जाता है।',
  thanks: (shop: string) => `${shop} से खरीदारी के लिए धन्यवाद।`,
  creditNote: 'जमा पत्र (Credit Note)',
  creditNoteNo: 'जमा पत्र सं.',
  creditNoteDate: 'जमा पत्र की तारीख',
  againstInvoice: 'किस बीजक के बदले',
  creditReason: 'नीचे लिखे सामान का रिफ़ंड, ऊपर लिखे बीजक के बदले जमा किया गया है।',
  noCreditNote: 'इस ऑर्डर का कोई जमा पत्र नहीं है: कर बीजक जारी होने के बाद इसका कुछ भी रिफ़ंड नहीं हुआ।',
};
