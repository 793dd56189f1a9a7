import type { HindiCatalog } from "../hindi-catalog";

// The home page: its title, banner, sections, store promises and the newsletter band (whose form
// and pitch the /newsletter page shows too).
export const hiHome: HindiCatalog = {
  // Title and description
  "{store} | Furniture Online in India: Sofas, Beds, Dining Sets": "{store} | भारत में ऑनलाइन फ़र्नीचर: सोफ़े, बेड, डाइनिंग सेट",
  "Shop sofas, beds, dining sets and office chairs online with free delivery above {amount}, free assembly within {distance} of our warehouses, no-cost EMI, a {years}-year warranty and stores in 20+ cities.":
    "सोफ़े, बेड, डाइनिंग सेट और ऑफ़िस कुर्सियाँ ऑनलाइन ख़रीदें: {amount} से ज़्यादा पर मुफ़्त डिलीवरी, हमारे वेयरहाउस से {distance} के अंदर मुफ़्त असेंबली, नो-कॉस्ट EMI, {years} साल की वारंटी और 20 से ज़्यादा शहरों में स्टोर।",

  // Banner
  "Featured collections": "ख़ास कलेक्शन",
  carousel: "कैरूसेल",
  slide: "स्लाइड",
  "{position} of {count}": "{count} में से {position}",
  "Stop automatic slide show": "अपने-आप चलने वाला स्लाइड शो रोकें",
  "Start automatic slide show": "अपने-आप चलने वाला स्लाइड शो शुरू करें",
  "Previous slide": "पिछली स्लाइड",
  "Next slide": "अगली स्लाइड",
  "Slide {position}: {title}": "स्लाइड {position}: {title}",
  "A teak-finish double bed with white linen in a sunlit bedroom": "धूप से भरे बेडरूम में सफ़ेद चादर वाला टीक फ़िनिश डबल बेड",
  "Rest Easy in Solid Sheesham": "ठोस शीशम पर चैन की नींद",
  "Beds, wardrobes and bedside tables built to last, with up to 35% off the bedroom collection.":
    "सालों चलने वाले बेड, अलमारियाँ और बेडसाइड टेबल, बेडरूम कलेक्शन पर 35% तक की छूट के साथ।",
  "Shop Bedroom": "बेडरूम फ़र्नीचर देखें",
  "A six-seater dining set in honey-finished wood beside a window": "खिड़की के पास शहद जैसी फ़िनिश वाली लकड़ी का छह सीटों वाला डाइनिंग सेट",
  "A Table for the Whole Family": "पूरे परिवार के लिए एक टेबल",
  "Four-, six- and eight-seater dining sets for everyday meals and festive feasts. Up to 30% off.":
    "रोज़ के खाने और त्योहारों की दावत के लिए चार, छह और आठ सीटों वाले डाइनिंग सेट। 30% तक की छूट।",
  "Shop Dining": "डाइनिंग फ़र्नीचर देखें",
  "An ergonomic high-back office chair in a bright home study": "रोशनी से भरे घर के स्टडी रूम में ऊँची पीठ वाली एर्गोनॉमिक ऑफ़िस कुर्सी",
  "Work from Home in Comfort": "घर से आराम से काम करें",
  "Ergonomic chairs and sturdy work tables for long days at the desk. Up to 45% off office furniture.":
    "डेस्क पर लंबे दिनों के लिए एर्गोनॉमिक कुर्सियाँ और मज़बूत वर्क टेबल। ऑफ़िस फ़र्नीचर पर 45% तक की छूट।",
  "Shop Office": "ऑफ़िस फ़र्नीचर देखें",

  // Sections
  "Shop By Room": "कमरे के हिसाब से ख़रीदें",
  "Furniture for every corner of your home": "आपके घर के हर कोने के लिए फ़र्नीचर",
  "Hot Collection": "हॉट कलेक्शन",
  "Three signature styles, designed to go together": "तीन ख़ास स्टाइल, जो एक-दूसरे के साथ जँचते हैं",
  "Popular Categories": "लोकप्रिय कैटेगरी",
  "What shoppers are buying this season": "इस सीज़न ग्राहक क्या ख़रीद रहे हैं",
  "Best Sellers": "बेस्ट सेलर",
  "View all products": "सारे प्रोडक्ट देखें",
  "Our best-selling pieces in stock": "स्टॉक में मौजूद हमारे सबसे ज़्यादा बिकने वाले प्रोडक्ट",
  "{reviews, plural, one {Our most-reviewed pieces in stock, with # review between them} other {Our most-reviewed pieces in stock, with # reviews between them}}":
    "{reviews, plural, one {स्टॉक में मौजूद हमारे सबसे ज़्यादा रिव्यू वाले प्रोडक्ट, जिन पर कुल # रिव्यू है} other {स्टॉक में मौजूद हमारे सबसे ज़्यादा रिव्यू वाले प्रोडक्ट, जिन पर कुल # रिव्यू हैं}}",

  // Why choose us
  "Why Choose Us": "हमें क्यों चुनें",
  "Furniture made for Indian homes, and service that stays": "भारतीय घरों के लिए बना फ़र्नीचर, और हमेशा साथ देने वाली सर्विस",
  "Free Shipping & Assembly": "मुफ़्त डिलीवरी और असेंबली",
  "Free delivery on orders above {amount}, and our fitters assemble for free within {distance} of our warehouses.":
    "{amount} से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी, और हमारे वेयरहाउस से {distance} के अंदर हमारे कारीगर मुफ़्त में फ़िट करते हैं।",
  "Shipping policy": "शिपिंग पॉलिसी",
  "No-Cost EMI": "नो-कॉस्ट EMI",
  "Split the price into 3, 6, 9 or 12 monthly instalments at no extra cost on major credit cards.":
    "बड़े क्रेडिट कार्ड पर बिना किसी अतिरिक्त ख़र्च के कीमत को 3, 6, 9 या 12 महीने की किस्तों में बाँटें।",
  "How EMI works": "EMI कैसे काम करता है",
  "{years}-Year Warranty": "{years} साल की वारंटी",
  "{frameYears} years on solid-wood frames and {standardYears} year on everything we sell.":
    "ठोस लकड़ी के फ़्रेम पर {frameYears} साल, और हमारे हर प्रोडक्ट पर {standardYears} साल।",
  "Warranty terms": "वारंटी की शर्तें",
  "After-Sale Service": "बिक्री के बाद सर्विस",
  "{days}-day returns, and repairs, polishing and re-upholstery for as long as you own it.":
    "{days} दिन में रिटर्न, और जब तक फ़र्नीचर आपके पास है, मरम्मत, पॉलिश और नई अपहोल्स्ट्री।",
  "Returns policy": "रिटर्न पॉलिसी",
  "Happy customers": "ख़ुश ग्राहक",
  "Customer rating": "ग्राहकों की रेटिंग",
  "Payment partners": "पेमेंट पार्टनर",

  // Newsletter band
  "New collections, festive sales and design ideas for Indian homes, at most once a week. Unsubscribe at any time.":
    "नए कलेक्शन, त्योहारों की सेल और भारतीय घरों के लिए डिज़ाइन आइडिया, हफ़्ते में ज़्यादा से ज़्यादा एक बार। जब चाहें अनसब्सक्राइब करें।",
  "Email address": "ईमेल पता",
  Subscribe: "सब्सक्राइब करें",
  "Subscribing...": "सब्सक्राइब हो रहा है...",
  "Follow us": "हमें फ़ॉलो करें",
  "{store} on {network}": "{network} पर {store}",
};
