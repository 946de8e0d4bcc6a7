import type { NotificationCatalogue } from '../../notification-messages';

// Hindi words of the e-mails, SMS and WhatsApp messages (the English ones are
// src/lib/notification-messages.ts), as a chemist or kirana shop writes to a
// customer. Hindi SMS travel as Unicode (70 characters a part), so the SMS
// wording stays short.

export const HI_NOTIFICATIONS: NotificationCatalogue = {
  greeting: (name: string) => `नमस्ते ${name},`,
  orderHeading: (orderId: string) => `ऑर्डर ${orderId}`,
  itemsHeading: 'आपका ऑर्डर',
  line: (name: string, quantity: number, amount: string) => `${name} × ${quantity}: ${amount}`,
  delivery: (amount: string) => `डिलीवरी: ${amount}`,
  discount: (amount: string) => `कूपन: −${amount}`,
  total: (amount: string) => `कुल: ${amount}`,
  viewOrder: 'अपना ऑर्डर देखें',
  viewOrders: 'दुकान के ऑर्डर देखें',
  viewShop: 'दुकान खोलें',
  signOff: (shop: string) => `${shop} से खरीदारी के लिए धन्यवाद।`,
  adminSignOff: (shop: string) => `${shop} कंसोल`,
  adminNote: 'यह ईमेल आपको दुकान के एडमिन के नाते मिला है।',
  viewInConsole: 'कंसोल में ऑर्डर खोलें',
  essentialNote: 'यह ईमेल आपको इसलिए मिला है क्योंकि यह आपके ऑर्डर या खाते के बारे में है।',
  optionalNote: 'कौन से संदेश आपको मिलें, यह आप अपनी प्रोफ़ाइल में चुन सकते हैं।',
  unsubscribe: 'ऐसे ईमेल बंद करें',
  accountMail: {
    resetSubject: (shop: string) => `${shop}: अपना पासवर्ड बदलें`,
    resetRequested: (shop: string) => `आपके ${shop} खाते का पासवर्ड बदलने की अर्ज़ी हमें मिली है।`,
    resetWithin: (minutes: number) => `नया पासवर्ड चुनने के लिए ${minutes} मिनट के अंदर यह लिंक खोलें (यह एक ही बार चलेगा):`,
    resetLink: 'अपना पासवर्ड बदलें',
    resetIgnore: 'अगर यह अर्ज़ी आपने नहीं दी, तो इस ईमेल को छोड़ दें; आपका पासवर्ड वही रहेगा।',
    newsletterSubject: (shop: string) => `${shop}: न्यूज़लेटर की सदस्यता पक्की करें`,
    newsletterAsked: (shop: string) => `किसी ने (उम्मीद है आपने) इस पते पर ${shop} का न्यूज़लेटर मँगवाया है।`,
    newsletterOpen: 'पक्का करने के लिए यह लिंक खोलें:',
    newsletterLink: 'सदस्यता पक्की करें',
    newsletterIgnore: 'अगर यह आप नहीं थे, तो इस ईमेल को छोड़ दें: आपको कुछ नहीं भेजा जाएगा।',
  },
  payDue: (amount: string, date: string) => `कृपया ${date} तक ${amount} का भुगतान करें; वरना ऑर्डर रद्द हो जाएगा और कोई पैसा नहीं कटेगा।`,
  payNow: 'ऑर्डर का भुगतान करें',
  prescriptionNeeded: 'इस ऑर्डर में पर्चे वाली दवा है: कृपया डॉक्टर का पर्चा अपलोड करें ताकि दुकान ऑर्डर पक्का कर सके।',
  uploadPrescription: 'पर्चा अपलोड करें',
  deliveryFailedReason: (reason: string) => `वजह: ${reason}`,
  deliveryFailedNoReason: 'कोई वजह नहीं बताई गई',
  sms: {
    loginCodeOutbox: 'SMS: लॉगिन कोड',
  },
  events: {
    'order.placed': {
      subject: (shop: string, orderId: string) => `${shop}: आपका ऑर्डर ${orderId} मिल गया`,
      body: 'धन्यवाद! आपका ऑर्डर हमें मिल गया है, जल्द ही हम इसकी पुष्टि करेंगे।',
    },
    'order.placed.admin': {
      subject: (shop: string, orderId: string) => `${shop}: नया ऑर्डर ${orderId}`,
      body: (customer: string) => `${customer} ने नया ऑर्डर दिया है। कृपया इसे देखकर मंज़ूर करें।`,
    },
    'payment.confirmed': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} का भुगतान मिल गया`,
      body: 'आपका भुगतान मिल गया है।',
    },
    'payment.received_late': {
      subject: (shop: string, orderId: string) => `${shop}: रद्द ऑर्डर ${orderId} का भुगतान मिला`,
      body: 'ऑर्डर रद्द होने के बाद आपका भुगतान दुकान तक पहुँचा। दुकान यह पैसा आपको लौटा देगी, और लौटाने पर आपको बताया जाएगा।',
    },
    'order.approved': {
      subject: (shop: string, orderId: string) => `${shop}: ऑर्डर ${orderId} पक्का हो गया`,
      body: 'आपका ऑर्डर पक्का हो गया है और तैयार किया जा रहा है।',
    },
    'rider.assigned': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} के लिए डिलीवरी वाला तय हो गया`,
      body: 'हमारा डिलीवरी वाला जल्द ही आपका ऑर्डर लेकर आएगा।',
    },
    'delivery.picked_up': {
      subject: (shop: string, orderId: string) => `${shop}: ऑर्डर ${orderId} दुकान से निकल गया`,
      body: 'डिलीवरी वाले ने आपका ऑर्डर दुकान से ले लिया है।',
    },
    'delivery.out_for_delivery': {
      subject: (shop: string, orderId: string) => `${shop}: ऑर्डर ${orderId} रास्ते में है`,
      body: 'आपका ऑर्डर आपके पास आ रहा है।',
    },
    'delivery.delivered': {
      subject: (shop: string, orderId: string) => `${shop}: ऑर्डर ${orderId} पहुँच गया`,
      body: 'आपका ऑर्डर पहुँचा दिया गया है। अब से 72 घंटे तक सामान वापस किया जा सकता है।',
    },
    'delivery.failed': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} की डिलीवरी नहीं हो पाई`,
      body: 'इस बार हम आपका ऑर्डर नहीं पहुँचा पाए। दोबारा डिलीवरी के लिए दुकान आपसे संपर्क करेगी।',
    },
    'delivery.failed.admin': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} की डिलीवरी नहीं हुई`,
      body: (customer: string) => `${customer} तक डिलीवरी नहीं हो पाई। उन्हें फ़ोन करें और ऑर्डर के पेज से नई डिलीवरी तय करें।`,
    },
    'order.cancelled': {
      subject: (shop: string, orderId: string) => `${shop}: ऑर्डर ${orderId} रद्द हो गया`,
      body: 'आपका ऑर्डर रद्द कर दिया गया है।',
    },
    'return.requested': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} की वापसी`,
      body: (customer: string) => `${customer} ने इस ऑर्डर का सामान वापस किया है। सामान स्टॉक में वापस जुड़ गया है; आपके पास पहुँचने पर रिफ़ंड कर दें।`,
    },
    'return.accepted': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} की वापसी मंज़ूर`,
      body: 'आपकी वापसी मंज़ूर हो गई है। सामान हमारे पास लौटते ही रिफ़ंड कर दिया जाएगा।',
    },
    'refund.processed': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} का रिफ़ंड`,
      body: 'आपका रिफ़ंड कर दिया गया है।',
    },
    'refund.due': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} का रिफ़ंड भेजा जा रहा है`,
      body: 'इस ऑर्डर का जो पैसा हमारे पास है, वह आपको वापस भेजा जा रहा है।',
    },
    'prescription.uploaded': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} का पर्चा देखना है`,
      body: (customer: string) => `${customer} ने इस ऑर्डर का पर्चा (प्रिस्क्रिप्शन) भेजा है। ऑर्डर मंज़ूर करने से पहले इसे कंसोल में देख लें।`,
    },
    'prescription.accepted': {
      subject: (shop: string, orderId: string) => `${shop}: ${orderId} का पर्चा मंज़ूर`,
      body: 'दुकान ने आपका पर्चा (प्रिस्क्रिप्शन) मंज़ूर कर लिया है। आपका ऑर्डर आगे बढ़ रहा है।',
    },
    'account.password_reset': {
      subject: (shop: string) => `${shop}: आपका पासवर्ड बदल गया है`,
      body: (shop: string) => `आपके ${shop} खाते का पासवर्ड अभी बदला गया है, और बाकी सभी जगह से लॉगआउट कर दिया गया है। अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड फिर से बदलें।`,
    },
    'stock.low_daily': {
      subject: (shop: string) => `${shop}: कम स्टॉक वाला सामान`,
      body: 'इन चीज़ों का स्टॉक कम हो रहा है:',
    },
    'product.requested': {
      subject: (shop: string) => `${shop}: ग्राहक ने कोई सामान माँगा`,
      body: (what: string) => `एक ग्राहक को दुकान में खोजने पर कुछ नहीं मिला, और उसने यह माँगा: “${what}”।`,
    },
  },
  requestFrom: (name: string) => `नाम: ${name}`,
  requestPhone: (phone: string) => `मोबाइल: ${phone}`,
  requestNoContact: 'ग्राहक ने नाम या नंबर नहीं छोड़ा: अगर आप यह रखते हैं, तो इसे कैटलॉग में जोड़ें ताकि अगली खोज में मिल जाए।',
  riderOnTheWay: (firstName: string) => `${firstName} आपका ऑर्डर लेकर आ रहे हैं।`,
  callRider: (firstName: string) => `${firstName} को कॉल करें`,
  deliveryCode: (code: string) => `आपका डिलीवरी कोड: ${code}। ऑर्डर आपके पास पहुँचने पर यह कोड डिलीवरी वाले को बताएँ।`,
  cancelReasons: {
    by_shop: 'दुकान ने ऑर्डर रद्द कर दिया है। अगर आपने ऑनलाइन भुगतान किया था, तो रिफ़ंड कर दिया जाएगा।',
    payment_not_received: 'भुगतान समय पर दुकान तक नहीं पहुँचा, इसलिए ऑर्डर रद्द कर दिया गया। इसके लिए आपके खाते से पैसे कटे हों तो दुकान उन्हें लौटा देगी।',
    prescription_rejected: 'दुकान पर्चा (प्रिस्क्रिप्शन) मंज़ूर नहीं कर पाई, इसलिए ऑर्डर रद्द कर दिया गया। अगर आपने ऑनलाइन भुगतान किया था, तो रिफ़ंड कर दिया जाएगा। वजह आपके ऑर्डर में लिखी है।',
  },
  refundAmount: (amount: string) => `रिफ़ंड की गई राशि: ${amount}`,
  lowStockLine: (name: string, stock: number) => `${name}: ${stock} बचे हैं`,
};
