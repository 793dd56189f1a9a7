import type { HindiCatalog } from "../hindi-catalog";

// The help pages' short texts: headings, buttons, labels, the store finder and the newsletter
// page. The long documents (terms, privacy, shipping, returns, about, the FAQ's answers) are kept
// in Hindi beside their English, in app/features/content/hindi/.
export const hiContent: HindiCatalog = {
  // The frame of every help page.
  "Last updated {date}": "पिछला अपडेट: {date}",
  "Help and policies": "मदद और पॉलिसी",
  "Find a Store": "स्टोर खोजें",

  // Page titles and descriptions for search engines.
  "Frequently Asked Questions": "अक्सर पूछे जाने वाले सवाल",
  "Newsletter": "न्यूज़लेटर",
  "{store} designs, makes and delivers sofas, beds, dining sets and office furniture to homes in 20+ Indian cities, with free delivery above {threshold} and free assembly within {distance} of our warehouses.":
    "{store} सोफ़े, बेड, डाइनिंग सेट और ऑफ़िस फ़र्नीचर डिज़ाइन करता है, बनाता है और 20+ भारतीय शहरों के घरों तक पहुँचाता है, {threshold} से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी और हमारे वेयरहाउस से {distance} के अंदर मुफ़्त असेंबली के साथ।",
  "Call {store} toll-free on {phone} ({hours}) or write to {email} about orders, delivery, returns and warranty.":
    "ऑर्डर, डिलीवरी, रिटर्न और वारंटी से जुड़े सवालों के लिए {store} को {phone} पर टोल-फ़्री कॉल करें ({hours}) या {email} पर लिखें।",
  "The terms of buying from {store}: orders, prices in rupees, payment, delivery, {days}-day returns, warranty and how disputes are settled.":
    "{store} से खरीदारी की शर्तें: ऑर्डर, रुपये में कीमतें, भुगतान, डिलीवरी, {days} दिन में रिटर्न, वारंटी और विवादों का निपटारा।",
  "What personal data {store} collects when you shop, why, who it is shared with, how long it is kept and how to exercise your rights under India's Digital Personal Data Protection Act.":
    "खरीदारी के समय {store} आपकी कौन-सी निजी जानकारी लेता है, क्यों लेता है, किसके साथ शेयर करता है, कितने समय तक रखता है, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम के तहत आप अपने अधिकारों का इस्तेमाल कैसे कर सकते हैं।",
  "Free delivery on orders above {threshold} ({fee} below that), delivery times by distance from our warehouses, free assembly within {distance} of our warehouses, tracking and what happens on delivery day.":
    "{threshold} से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी (इससे कम पर {fee}), हमारे वेयरहाउस से दूरी के हिसाब से डिलीवरी का समय, हमारे वेयरहाउस से {distance} के अंदर मुफ़्त असेंबली, ट्रैकिंग और डिलीवरी वाले दिन क्या होता है।",
  "Return furniture within {days} days of delivery with a free pickup. How to start a return, what can be returned, and when your refund arrives.":
    "डिलीवरी के {days} दिनों के अंदर मुफ़्त पिकअप के साथ फ़र्नीचर लौटाएँ। रिटर्न कैसे शुरू करें, क्या लौटाया जा सकता है, और रिफ़ंड कब आएगा।",
  "Answers about payment and no-cost EMI, delivery charges and times, where assembly is free, {days}-day returns, refunds, warranty and care of your {store} furniture.":
    "भुगतान और नो-कॉस्ट EMI, डिलीवरी शुल्क और समय, मुफ़्त असेंबली कहाँ मिलती है, {days} दिन में रिटर्न, रिफ़ंड, वारंटी और आपके {store} फ़र्नीचर की देखभाल से जुड़े सवालों के जवाब।",
  "Visit one of {count} Aangan experience stores in {cityCount} Indian cities, from Mumbai, Delhi and Bengaluru to Guwahati and Kochi: addresses, opening hours, phone numbers and directions.":
    "मुंबई, दिल्ली और बेंगलुरु से लेकर गुवाहाटी और कोच्चि तक, {cityCount} भारतीय शहरों में Aangan के {count} एक्सपीरियंस स्टोर में से किसी पर भी आइए: पते, खुलने का समय, फ़ोन नंबर और रास्ता।",
  "Subscribe to the Aangan newsletter: new collections, festive sales and design ideas for Indian homes.":
    "Aangan न्यूज़लेटर सब्सक्राइब करें: नए कलेक्शन, त्योहारों की सेल और भारतीय घरों के लिए डिज़ाइन आइडिया।",

  // About Us: the figures under the story.
  "happy customers": "खुश ग्राहक",
  "products": "प्रोडक्ट",
  "cities": "शहर",
  "average rating": "औसत रेटिंग",

  // Contact Us.
  "We are here every day to help you choose furniture, follow an order or sort out anything after delivery.":
    "फ़र्नीचर चुनने, ऑर्डर ट्रैक करने या डिलीवरी के बाद किसी भी परेशानी को सुलझाने में मदद के लिए हम हर दिन मौजूद हैं।",
  "Call us": "हमें कॉल करें",
  "Toll-free from any phone in India, {hours}.": "भारत में किसी भी फ़ोन से टोल-फ़्री, {hours}।",
  "Write to us": "हमें लिखें",
  "We answer every e-mail within one working day. Please mention your order number if you have one.":
    "हम हर ईमेल का जवाब एक कामकाजी दिन के अंदर देते हैं। अगर आपके पास ऑर्डर नंबर है, तो कृपया उसे ज़रूर लिखें।",
  "Where is my order?": "मेरा ऑर्डर कहाँ है?",
  "Follow your delivery with your order number, or see every order in your account.":
    "अपने ऑर्डर नंबर से डिलीवरी ट्रैक करें, या अपने अकाउंट में सारे ऑर्डर देखें।",
  "Track your order": "अपना ऑर्डर ट्रैक करें",
  "Visit a store": "स्टोर पर आइए",
  "See and try our furniture in 20+ cities, with design help for free.":
    "20+ शहरों में हमारा फ़र्नीचर देखें और आज़माएँ, साथ में मुफ़्त डिज़ाइन सलाह भी पाएँ।",
  "Find a store near you": "अपने नज़दीकी स्टोर ढूँढें",
  "Quick answers": "झटपट जवाब",
  "Delivery times and charges": "डिलीवरी का समय और शुल्क",
  "Returning an item and refunds": "आइटम लौटाना और रिफ़ंड",
  "Frequently asked questions": "अक्सर पूछे जाने वाले सवाल",
  "Registered office": "रजिस्टर्ड ऑफ़िस",

  // FAQ.
  "Quick answers to what shoppers ask us most. Can't find yours?":
    "ग्राहक हमसे सबसे ज़्यादा जो पूछते हैं, उनके झटपट जवाब। आपका सवाल यहाँ नहीं है?",
  "Contact us": "हमसे संपर्क करें",

  // Find a Store.
  "Sit on the sofas, open the wardrobes and see the wood grain for yourself: our design consultants in {count} cities help you plan a room, and everything in the store can be delivered to your home.":
    "सोफ़ों पर बैठकर देखें, वार्डरोब खोलें और लकड़ी की बनावट ख़ुद देखें: {count} शहरों में हमारे डिज़ाइन कंसल्टेंट कमरे की प्लानिंग में आपकी मदद करते हैं, और स्टोर में रखी हर चीज़ आपके घर तक डिलीवर की जा सकती है।",
  "Find a store": "स्टोर खोजें",
  "City or PIN code": "शहर या पिन कोड",
  "e.g. Bengaluru or 400050": "जैसे Bengaluru या 400050",
  "Find stores": "स्टोर खोजें",
  "Stores by city": "शहर के हिसाब से स्टोर",
  "Stores nearest {pincode}": "{pincode} के सबसे नज़दीकी स्टोर",
  "{city}, {state}: nearest first.": "{city}, {state}: सबसे नज़दीकी पहले।",
  "Stores matching “{query}”": "“{query}” से मिलते स्टोर",
  "We have no store in “{query}” yet. Search by your PIN code to find the nearest one.":
    "“{query}” में अभी हमारा कोई स्टोर नहीं है। सबसे नज़दीकी स्टोर ढूँढने के लिए अपने पिन कोड से खोजें।",
  "{problem}. Please check it, or search by city.": "{problem}। कृपया इसे जाँच लें, या शहर के नाम से खोजें।",
  "See all {count} stores": "सभी {count} स्टोर देखें",
  "Orange pins: the stores found. Grey pins: our other stores.": "नारंगी पिन: खोजे गए स्टोर। स्लेटी पिन: हमारे बाकी स्टोर।",
  "Every Aangan store.": "Aangan के सभी स्टोर।",
  "Store hours may change on public holidays. Call ahead to book a design consultation, or shop online with free delivery and assembly to any address we serve.":
    "सरकारी छुट्टियों पर स्टोर का समय बदल सकता है। डिज़ाइन सलाह के लिए पहले से कॉल करके समय बुक करें, या ऑनलाइन खरीदारी करें, हमारी सेवा वाले हर पते पर मुफ़्त डिलीवरी और असेंबली के साथ।",
  "West": "पश्चिम भारत",
  "North": "उत्तर भारत",
  "South": "दक्षिण भारत",
  "East and North-East": "पूर्व और पूर्वोत्तर भारत",
  "Elsewhere": "अन्य जगहें",
  "{count, plural, one {Map of India with # Aangan store} other {Map of India with # Aangan stores}}":
    "{count, plural, one {भारत का नक्शा, जिसमें Aangan का # स्टोर है} other {भारत का नक्शा, जिसमें Aangan के # स्टोर हैं}}",
  "{count, plural, one {Map of India with # Aangan store} other {Map of India with # Aangan stores}}; {found, plural, other {the # found are highlighted}}":
    "{count, plural, one {भारत का नक्शा, जिसमें Aangan का # स्टोर है} other {भारत का नक्शा, जिसमें Aangan के # स्टोर हैं}}; {found, plural, one {खोजा गया # स्टोर हाइलाइट किया गया है} other {खोजे गए # स्टोर हाइलाइट किए गए हैं}}",
  "{distance} km away": "{distance} किमी दूर",
  "Open:": "खुलने का समय:",
  "Directions": "रास्ता देखें",
  "to {store}": "({store} तक)",

  // Newsletter.
  "Subscription confirmed": "सब्सक्रिप्शन कन्फ़र्म हो गया",
  "Thank you! Your e-mail address is confirmed and our next newsletter is on its way to you.":
    "धन्यवाद! आपका ईमेल पता कन्फ़र्म हो गया है और हमारा अगला न्यूज़लेटर जल्द ही आप तक पहुँचेगा।",
  "This confirmation link does not work": "यह कन्फ़र्मेशन लिंक काम नहीं कर रहा",
  "It may have been copied incompletely. Please subscribe again below and use the link in the new e-mail.":
    "हो सकता है लिंक पूरा कॉपी न हुआ हो। कृपया नीचे फिर से सब्सक्राइब करें और नए ईमेल में आया लिंक इस्तेमाल करें।",
  "The form is too large. Please enter just your e-mail address.": "फ़ॉर्म बहुत बड़ा है। कृपया सिर्फ़ अपना ईमेल पता डालें।",
};
