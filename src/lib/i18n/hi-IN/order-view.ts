import type { OrderViewCatalogue } from '../../order-view-messages';

// Hindi: My Orders' compact cards and the confirmation after placing.

export const HI_ORDER_VIEW: OrderViewCatalogue = {
  card: {
    total: 'कुल',
    expected: 'डिलीवरी की उम्मीद',
    expectedBy: (date: string) => `${date} तक`,
    deliveredOn: 'डिलीवर हुआ',
    deliverTo: 'डिलीवरी का पता',
    items: (count: number) => `${count} सामान`,
    details: 'ऑर्डर का पूरा ब्योरा',
    removed: (name: string, couponDropped: boolean) => `${name} आपके ऑर्डर से हटा दिया गया।${couponDropped ? ' कूपन अब लागू नहीं है।' : ''}`,
    startShopping: 'ख़रीदारी शुरू करें',
    removeAfterPayment: 'आपका भुगतान दुकान तक पहुँचने के बाद सामान हटाए जा सकते हैं।',
  },
  placed: {
    heading: 'धन्यवाद! आपका ऑर्डर हो गया है',
    orderId: 'ऑर्डर ID',
    items: 'आपने क्या मंगाया',
    itemLine: (name: string, quantity: number) => `${name} × ${quantity}`,
    payment: 'भुगतान',
    payUpi: (amount: string, until: string) => `${until} से पहले UPI से ${amount} चुकाएँ, नीचे ऑर्डर पर दिए बटन या QR कोड से। तब तक भुगतान न होने पर ऑर्डर रद्द हो जाएगा।`,
    payUpiAfterReview: (amount: string) => `दुकान आपका पर्चा मान ले, तब UPI से ${amount} चुकाएँ: भुगतान का समय तभी शुरू होगा, और मेरे ऑर्डर में तरीका दिखेगा।`,
    payGateway: (amount: string) => `नीचे ऑर्डर पर भुगतान के बटन से ${amount} चुकाएँ। ऑर्डर भुगतान का इंतज़ार करेगा।`,
    payCash: (amount: string) => `ऑर्डर पहुँचने पर ${amount} नकद चुकाएँ।`,
    paid: (amount: string) => `${amount} मिल गए। धन्यवाद!`,
    expected: 'डिलीवरी की उम्मीद',
    expectedBy: (date: string) => `${date} तक`,
    next: 'आगे क्या होगा',
    nextPrescription: 'दुकान के फ़ार्मासिस्ट आपका पर्चा जाँचेंगे। साफ़ न हो तो यहीं दूसरा पर्चा माँगा जाएगा।',
    nextPrescriptionUpload: 'नीचे ऑर्डर पर डॉक्टर का पर्चा अपलोड करें: ऑर्डर आगे बढ़ने से पहले दुकान को इसकी ज़रूरत है।',
    nextPayment: 'भुगतान मिलते ही दुकान ऑर्डर आगे बढ़ाएगी।',
    nextApproval: 'दुकान आपका ऑर्डर जाँचकर मंज़ूर करेगी। मंज़ूर होने पर आपको संदेश मिलेगा।',
    nextRider: (address: string) => `डिलीवरी वाले इसे ${address} पर पहुँचाएँगे। रास्ते में होने पर आपको संदेश मिलेगा।`,
    seeOrder: 'ऑर्डर देखें',
    continueShopping: 'ख़रीदारी जारी रखें',
  },
};
