import type { HindiCatalog } from "../hindi-catalog";

// The product page: gallery, price, variants, purchase panel, tabs, reviews and its error pages.
export const hiProduct: HindiCatalog = {
  // Not found and errors
  "Product Not Found": "प्रोडक्ट नहीं मिला",
  "The product you're looking for doesn't exist or has been removed.": "आप जो प्रोडक्ट ढूँढ रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।",
  "We could not load this product. Please try again in a moment.": "यह प्रोडक्ट लोड नहीं हो सका। कृपया थोड़ी देर में फिर कोशिश करें।",

  // Gallery
  "Pictures of {name}": "{name} की तस्वीरें",
  "Zoom image: {alt}": "तस्वीर ज़ूम करें: {alt}",
  "No picture yet": "अभी कोई तस्वीर नहीं",
  "Show image {position} of {count}": "{count} में से तस्वीर {position} दिखाएँ",

  // Summary, price and promises
  "{rating} ({count, plural, one {# review} other {# reviews}})": "{rating} ({count, plural, one {# रिव्यू} other {# रिव्यू}})",
  "Rated {rating} out of 5": "5 में से {rating} रेटिंग",
  "Inclusive of all taxes": "सभी टैक्स सहित",
  "{years, plural, one {# year warranty} other {# years warranty}}": "{years, plural, one {# साल की वारंटी} other {# साल की वारंटी}}",
  "{months, plural, one {# month warranty} other {# months warranty}}": "{months, plural, one {# महीने की वारंटी} other {# महीने की वारंटी}}",
  "SKU {sku} · Sold by {store}": "SKU {sku} · विक्रेता: {store}",

  // Variants and stock

  // Purchase panel
  "Decrease quantity": "मात्रा घटाएँ",
  "Increase quantity": "मात्रा बढ़ाएँ",
  "Up to {limit} per order": "एक ऑर्डर में ज़्यादा से ज़्यादा {limit}",
  "Add to Wishlist": "विशलिस्ट में डालें",
  "Remove from Wishlist": "विशलिस्ट से हटाएँ",
  Share: "शेयर करें",
  "Link copied": "लिंक कॉपी हो गया",
  "Could not copy the link. Please copy it from the address bar.": "लिंक कॉपी नहीं हो सका। कृपया इसे ऊपर एड्रेस बार से कॉपी करें।",

  // Tabs and reviews
  "Product information": "प्रोडक्ट की जानकारी",
  Description: "विवरण",
  Specifications: "स्पेसिफ़िकेशन",
  "Specifications of {name}": "{name} के स्पेसिफ़िकेशन",
  "Reviews ({count})": "रिव्यू ({count})",
  "Reviews could not be loaded just now. Please refresh the page.": "अभी रिव्यू लोड नहीं हो सके। कृपया पेज रीफ़्रेश करें।",
  "Loading reviews…": "रिव्यू लोड हो रहे हैं…",
  "out of 5": "/ 5 स्टार",
  "Based on {count, plural, one {# review} other {# reviews}}": "{count, plural, one {# रिव्यू} other {# रिव्यू}} के आधार पर",
  "Rating distribution": "रेटिंग का बँटवारा",
  "{stars, plural, one {# star} other {# stars}}: {percent}%": "{stars, plural, one {# स्टार} other {# स्टार}}: {percent}%",
  "{stars, plural, one {# star} other {# stars}}": "{stars, plural, one {# स्टार} other {# स्टार}}",
  "No reviews yet. Bought this piece? Tell other shoppers what you think.":
    "अभी कोई रिव्यू नहीं है। क्या आपने यह ख़रीदा है? दूसरे ग्राहकों को बताएँ कि आपको कैसा लगा।",
  "{total, plural, one {Showing {shown} of # review} other {Showing {shown} of # reviews}}":
    "{total, plural, one {# रिव्यू में से {shown} दिखाया जा रहा है} other {# रिव्यू में से {shown} दिखाए जा रहे हैं}}",
  "Review by {name}": "{name} का रिव्यू",
  "Verified buyer": "वेरिफ़ाइड ख़रीदार",
  "Loading more reviews…": "और रिव्यू लोड हो रहे हैं…",
  "Show more reviews": "और रिव्यू देखें",
  "Related Products": "मिलते-जुलते प्रोडक्ट",
};
