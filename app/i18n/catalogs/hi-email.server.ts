import type { HindiCatalog } from "../hindi-catalog";

// The e-mails to shoppers (server/mail), never sent to a page. Where the money goes ("your card
// ending 1111") is written to stand before "में" in the sentences that name it.
export const hiEmail: HindiCatalog = {
  // Every e-mail
  "Team {store}": "टीम {store}",
  "Hello {name},": "नमस्ते {name},",
  "Hello,": "नमस्ते,",
  "If the button does not work, copy this link into your browser:": "अगर बटन काम न करे, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:",
  "Track it any time on the Track Order page of {store} with your order number and this e-mail address.":
    "{store} के “ऑर्डर ट्रैक करें” पेज पर अपने ऑर्डर नंबर और इस ईमेल पते से इसे कभी भी ट्रैक करें।",
  "Track your order any time:": "अपना ऑर्डर कभी भी ट्रैक करें:",

  // Where the money goes
  "your card ending {last4}": "{last4} पर ख़त्म होने वाले आपके कार्ड",
  "your bank account ending {last4}": "{last4} पर ख़त्म होने वाले आपके बैंक अकाउंट",
  "your UPI account {upiId}": "आपके UPI अकाउंट {upiId}",
  "your UPI ID {upiId}": "आपकी UPI ID {upiId}",
  "your card": "आपके कार्ड",
  "your UPI account": "आपके UPI अकाउंट",
  "your UPI ID": "आपकी UPI ID",
  "your bank account": "आपके बैंक अकाउंट",
  "the card you paid with": "भुगतान वाले आपके कार्ड",
  "the UPI account you paid with": "भुगतान वाले आपके UPI अकाउंट",
  "the account you paid with": "भुगतान वाले आपके अकाउंट",
  "the account you paid from": "भुगतान वाले आपके अकाउंट",

  // Order confirmation
  "Your order {number} is confirmed": "आपका ऑर्डर {number} कन्फ़र्म हो गया है",
  "Thank you for your order {number}.": "ऑर्डर {number} के लिए धन्यवाद।",
  "Thank you for your order {number}. We have received it and will let you know when it ships.":
    "ऑर्डर {number} के लिए धन्यवाद। हमें आपका ऑर्डर मिल गया है, इसके भेजे जाने पर हम आपको बताएँगे।",
  "Card ending {last4}": "{last4} पर ख़त्म होने वाला कार्ड",
  "Cash on delivery": "कैश ऑन डिलीवरी",
  "Subtotal: {amount}": "सबटोटल: {amount}",
  "Discount: -{amount}": "छूट: -{amount}",
  "Shipping: {amount}": "शिपिंग: {amount}",
  "Total: {amount}": "कुल: {amount}",
  "Payment: {method}": "भुगतान: {method}",
  "Delivering to:": "डिलीवरी का पता:",

  // Order status updates
  "{first} to {last}": "{first} से {last} के बीच",
  "{courier} is bringing it: follow it on their website with the tracking number {number}.":
    "{courier} इसे ला रहा है: ट्रैकिंग नंबर {number} से उनकी वेबसाइट पर इसे ट्रैक करें।",
  "{courier} is bringing it.": "{courier} इसे ला रहा है।",
  "Its tracking number is {number}.": "इसका ट्रैकिंग नंबर {number} है।",
  "Your order {number} has been confirmed": "आपका ऑर्डर {number} कन्फ़र्म हो गया है",
  "We have confirmed your order {number} and are getting it ready. We will e-mail you again when it ships.":
    "हमने आपका ऑर्डर {number} कन्फ़र्म कर दिया है और उसे तैयार कर रहे हैं। इसके भेजे जाने पर हम आपको फिर ईमेल करेंगे।",
  "Your order {number} has shipped": "आपका ऑर्डर {number} भेज दिया गया है",
  "Your order {number} is on its way.": "आपका ऑर्डर {number} रास्ते में है।",
  "It should reach you {when}.": "यह आप तक {when} पहुँच जाना चाहिए।",
  "Our delivery team will call before they come, and assemble your furniture at no charge.":
    "हमारी डिलीवरी टीम आने से पहले आपको कॉल करेगी और आपका फ़र्नीचर मुफ़्त में असेंबल करेगी।",
  "Your order {number} has been delivered": "आपका ऑर्डर {number} डिलीवर हो गया है",
  "Your order {number} has been delivered. We hope it makes your home even better.":
    "आपका ऑर्डर {number} डिलीवर हो गया है। उम्मीद है इससे आपका घर और भी सुंदर लगेगा।",
  "How did we do? You can review each item under Orders in your profile.":
    "हमारी सेवा कैसी रही? आप अपनी प्रोफ़ाइल में “ऑर्डर” के अंदर हर सामान का रिव्यू लिख सकते हैं।",
  "Status: {message}": "स्टेटस: {message}",
  "You can turn off order update e-mails under Settings in your profile.":
    "ऑर्डर अपडेट वाले ईमेल आप अपनी प्रोफ़ाइल की “सेटिंग्स” में बंद कर सकते हैं।",

  // Cancellation
  "Your order {number} has been cancelled": "आपका ऑर्डर {number} रद्द कर दिया गया है",
  "As you asked, we have cancelled your order {number}.": "आपके कहे अनुसार, हमने आपका ऑर्डर {number} रद्द कर दिया है।",
  "We are sorry: we have had to cancel your order {number}. {reason}": "हमें खेद है: हमें आपका ऑर्डर {number} रद्द करना पड़ा। {reason}",
  "Nothing was charged: the order was to be paid on delivery.": "कोई पैसा नहीं कटा: इस ऑर्डर का भुगतान डिलीवरी पर होना था।",
  "Nothing was charged: no payment had reached us for it.": "कोई पैसा नहीं कटा: इसका कोई भुगतान हम तक नहीं पहुँचा था।",
  "The amount held for it has been released; nothing was charged.": "इसके लिए रोकी गई रक़म छोड़ दी गई है; कोई पैसा नहीं कटा।",
  "We are refunding {amount} to {destination}. Banks usually show it within 5 to 7 working days; we will e-mail you once it is on its way.":
    "हम {amount} {destination} में रिफ़ंड कर रहे हैं। बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है; रिफ़ंड भेजते ही हम आपको ईमेल करेंगे।",
  "What was in it:": "इसमें क्या था:",

  // Refund
  "Your refund for order {number} is on its way": "ऑर्डर {number} का आपका रिफ़ंड भेज दिया गया है",
  "We have refunded {amount} for the items you returned {number} to {destination}.":
    "ऑर्डर {number} से लौटाए गए सामान के {amount} हमने {destination} में रिफ़ंड कर दिए हैं।",
  "We have refunded {amount} for your cancelled order {number} to {destination}.":
    "आपके रद्द हुए ऑर्डर {number} के {amount} हमने {destination} में रिफ़ंड कर दिए हैं।",
  "Banks usually show it within 5 to 7 working days. If it has not arrived by then, quote the reference below to your bank.":
    "बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है। तब तक न आए, तो अपने बैंक को नीचे दिया गया रेफ़रेंस बताएँ।",
  "Refund reference: {reference}": "रिफ़ंड रेफ़रेंस: {reference}",
  "Credit note: {number}": "क्रेडिट नोट: {number}",
  "Refund reference": "रिफ़ंड रेफ़रेंस",
  "Credit note": "क्रेडिट नोट",
  "Amount": "रक़म",

  // Returns
  "Items in this return:": "इस रिटर्न में सामान:",
  "We have your return request for order {number}": "ऑर्डर {number} का आपका रिटर्न अनुरोध हमें मिल गया है",
  "We have received your request to return items from order {number}. We will look at it within two working days and e-mail you.":
    "ऑर्डर {number} का सामान लौटाने का आपका अनुरोध हमें मिल गया है। हम दो कामकाजी दिनों में इसे देखकर आपको ईमेल करेंगे।",
  "The pickup you asked for: {pickup}.": "आपका चुना हुआ पिकअप: {pickup}।",
  "Once the items reach us, we refund {amount} to {destination}.": "सामान हम तक पहुँचते ही हम {amount} {destination} में रिफ़ंड करेंगे।",
  "Your return for order {number} is approved": "ऑर्डर {number} का आपका रिटर्न मंज़ूर हो गया है",
  "Good news: we have approved your return for order {number}.": "अच्छी ख़बर: हमने ऑर्डर {number} का आपका रिटर्न मंज़ूर कर दिया है।",
  "We will confirm the pickup (you asked for {pickup}) in another e-mail. Please keep the items ready, in their packaging if you still have it.":
    "पिकअप (आपने {pickup} चुना था) हम एक और ईमेल में कन्फ़र्म करेंगे। कृपया सामान तैयार रखें, और पैकिंग अब भी हो तो उसी में रखें।",
  "Once they reach us, we refund {amount} to {destination}.": "सामान हम तक पहुँचते ही हम {amount} {destination} में रिफ़ंड करेंगे।",
  "We cannot accept your return for order {number}": "हम ऑर्डर {number} का आपका रिटर्न स्वीकार नहीं कर सकते",
  "We are sorry: we cannot accept your return for order {number}.": "हमें खेद है: हम ऑर्डर {number} का आपका रिटर्न स्वीकार नहीं कर सकते।",
  "Why: {reason}": "वजह: {reason}",
  "If you think we have got it wrong, reply to this e-mail or call us, and we will look at it again.":
    "अगर आपको लगता है कि हमसे ग़लती हुई है, तो इस ईमेल का जवाब दें या हमें कॉल करें, हम इसे फिर से देखेंगे।",
  "Return pickup for order {number}: {date}": "ऑर्डर {number} के रिटर्न का पिकअप: {date}",
  "Our team will collect your return for order {number} on {pickup}.": "हमारी टीम ऑर्डर {number} का रिटर्न {pickup} को लेने आएगी।",
  "They will call before they come. Please keep the items ready, in their packaging if you still have it; our team packs them if not.":
    "टीम आने से पहले कॉल करेगी। कृपया सामान तैयार रखें, और पैकिंग अब भी हो तो उसी में रखें; न हो तो हमारी टीम पैक कर लेगी।",
  "We have received your return for order {number}": "ऑर्डर {number} का आपका रिटर्न हमें मिल गया है",
  "Your returned items from order {number} have reached us and have been checked.": "ऑर्डर {number} का लौटाया गया सामान हम तक पहुँच गया है और जाँच लिया गया है।",
  "We are refunding {amount} to {destination}; we will e-mail you when it is on its way.": "हम {amount} {destination} में रिफ़ंड कर रहे हैं; रिफ़ंड भेजते ही हम आपको ईमेल करेंगे।",
  "Your refund for order {number} has been issued": "ऑर्डर {number} का आपका रिफ़ंड जारी हो गया है",
  "We have issued a refund of {amount} to {destination} for the items you returned from order {number}.":
    "ऑर्डर {number} से लौटाए गए सामान के लिए हमने {amount} का रिफ़ंड {destination} में जारी कर दिया है।",
  "Banks usually show it within 5 to 7 working days.": "बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है।",

  // Password reset
  "Reset your {store} password": "अपना {store} पासवर्ड रीसेट करें",
  "We received a request to reset the password of your {store} account. Open this link to choose a new one:":
    "आपके {store} अकाउंट का पासवर्ड रीसेट करने का अनुरोध हमें मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
  "We received a request to reset the password of your {store} account. Choose a new one here:":
    "आपके {store} अकाउंट का पासवर्ड रीसेट करने का अनुरोध हमें मिला है। नया पासवर्ड यहाँ चुनें:",
  "Choose a new password": "नया पासवर्ड चुनें",
  "If you did not ask for this, you can ignore this e-mail: your password stays as it is.":
    "अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",

  // Newsletter confirmation
  "Confirm your subscription to the {store} newsletter": "{store} न्यूज़लेटर की सदस्यता कन्फ़र्म करें",
  "Thank you for signing up for the {store} newsletter. Please confirm your e-mail address by opening this link:":
    "{store} न्यूज़लेटर के लिए साइन अप करने का धन्यवाद। कृपया यह लिंक खोलकर अपना ईमेल पता कन्फ़र्म करें:",
  "Thank you for signing up for the {store} newsletter. Please confirm your e-mail address:":
    "{store} न्यूज़लेटर के लिए साइन अप करने का धन्यवाद। कृपया अपना ईमेल पता कन्फ़र्म करें:",
  "Once confirmed, you will hear from us about new collections, festive sales and offers, {frequency}.":
    "कन्फ़र्म होने के बाद हम आपको नए कलेक्शन, त्योहारों की सेल और ऑफ़र के बारे में बताएँगे, {frequency}।",
  "If you did not sign up, you can ignore this e-mail: we will not write to you again.":
    "अगर आपने साइन अप नहीं किया, तो इस ईमेल को अनदेखा कर दें: हम आपको दोबारा नहीं लिखेंगे।",
  "Please confirm your e-mail address.": "कृपया अपना ईमेल पता कन्फ़र्म करें।",
  "Confirm my subscription": "सदस्यता कन्फ़र्म करें",
};
