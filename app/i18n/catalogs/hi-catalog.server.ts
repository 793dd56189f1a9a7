import type { HindiCatalog } from "../hindi-catalog";

// Listings (all products, categories, collections, new arrivals, search) and the product card.
export const hiCatalog: HindiCatalog = {
  // The product card.
  "{category} from Aangan, delivered free above {amount}, with free assembly within {distance} of our warehouses.":
    "Aangan का {category}, {amount} से ज़्यादा पर मुफ़्त डिलीवरी, और हमारे गोदामों से {distance} के अंदर मुफ़्त फ़िटिंग।",
  "{discount}% off": "{discount}% छूट",
  "{discount}% OFF": "{discount}% छूट",
  // Shown on product pages and the wishlist as well (both load this area).
  "In Stock": "स्टॉक में है",
  New: "नया",
  "Best Seller": "बेस्ट सेलर",
  Highlights: "ख़ास बातें",
  "No reviews yet": "अभी कोई रिव्यू नहीं",
  "Rated {rating} out of 5 from {count, plural, one {# review} other {# reviews}}":
    "{count, plural, one {# रिव्यू} other {# रिव्यू}} के आधार पर 5 में से {rating} रेटिंग",

  // Filters and their chips.
  "{amount} and above": "{amount} और उससे ज़्यादा",
  "Up to {amount}": "{amount} तक",
  "In stock only": "सिर्फ़ स्टॉक में उपलब्ध",
  "Active filters": "लगे हुए फ़िल्टर",
  "Remove filter: {filter}": "फ़िल्टर हटाएँ: {filter}",
  "Clear all": "सब हटाएँ",
  Filters: "फ़िल्टर",
  active: "लगे हुए",
  "Close filters": "फ़िल्टर बंद करें",
  "Results update as you change a filter.": "फ़िल्टर बदलते ही नतीजे बदल जाते हैं।",
  "Show {total, plural, one {# result} other {# results}}": "{total, plural, one {# नतीजा} other {# नतीजे}} दिखाएँ",
  "Show {total, plural, one {# product} other {# products}}": "{total, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}} दिखाएँ",
  "Prices from {min} to {max}": "कीमतें {min} से {max} तक",
  Material: "मटीरियल",
  Brand: "ब्रांड",
  Rating: "रेटिंग",
  "Any rating": "कोई भी रेटिंग",
  Availability: "उपलब्धता",
  "Any discount": "कोई भी छूट",
  "Apply filters": "फ़िल्टर लगाएँ",
  "{label} ({count, plural, one {# product} other {# products}})": "{label} ({count, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}})",
  "Min price": "कम से कम कीमत",
  "Max price": "ज़्यादा से ज़्यादा कीमत",

  // Count, sort and view.
  "{total, plural, one {# result} other {# results}}": "{total, plural, one {# नतीजा} other {# नतीजे}}",
  "{total, plural, one {# product} other {# products}}": "{total, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}}",
  "{total, plural, one {Showing {range} of {count} result} other {Showing {range} of {count} results}}":
    "{total, plural, one {{count} नतीजे में से {range} दिखाया जा रहा है} other {{count} नतीजों में से {range} दिखाए जा रहे हैं}}",
  "{total, plural, one {Showing {range} of {count} product} other {Showing {range} of {count} products}}":
    "{total, plural, one {{count} प्रोडक्ट में से {range} दिखाया जा रहा है} other {{count} प्रोडक्ट में से {range} दिखाए जा रहे हैं}}",
  Results: "नतीजे",
  Products: "प्रोडक्ट",
  Featured: "ख़ास",
  "Best Match": "सबसे सही",
  Newest: "सबसे नए",
  "Price: Low to High": "कीमत: कम से ज़्यादा",
  "Price: High to Low": "कीमत: ज़्यादा से कम",
  "Customer Rating": "ग्राहक रेटिंग",
  "Sort by": "क्रम",
  Sort: "क्रम बदलें",
  "Grid view": "ग्रिड व्यू",
  "List view": "लिस्ट व्यू",
  View: "व्यू",

  // Empty and error states.
  "No products found": "कोई प्रोडक्ट नहीं मिला",
  "Try adjusting your filter criteria": "फ़िल्टर बदलकर देखें",
  "No results found": "कोई नतीजा नहीं मिला",
  "Try adjusting your search or filter criteria": "सर्च या फ़िल्टर बदलकर देखें",
  "Clear all filters": "सारे फ़िल्टर हटाएँ",
  "Browse all products": "सारे प्रोडक्ट देखें",
  "We could not load these products. Please try again in a moment.": "हम ये प्रोडक्ट लोड नहीं कर पाए। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  "Try searching for": "यह सर्च करके देखें",
  "Browse a category": "कोई कैटेगरी देखें",
  "in {parent}": "{parent} में",
  "Category Not Found": "कैटेगरी नहीं मिली",
  "The category you're looking for doesn't exist.": "आप जो कैटेगरी ढूँढ रहे हैं, वह मौजूद नहीं है।",
  "Collection Not Found": "कलेक्शन नहीं मिला",
  "The collection you're looking for doesn't exist.": "आप जो कलेक्शन ढूँढ रहे हैं, वह मौजूद नहीं है।",

  // Listing pages, their titles and descriptions.
  "{name} – Page {page}": "{name} – पेज {page}",
  "Shop {total, plural, one {# piece} other {# pieces}} of furniture for every room: sofas, beds, dining sets, office chairs and more, delivered free above {amount}, with free assembly within {distance} of our warehouses.":
    "हर कमरे के लिए {total, plural, one {# फ़र्नीचर} other {# फ़र्नीचर}} ख़रीदें: सोफ़े, बेड, डाइनिंग सेट, ऑफ़िस कुर्सियाँ और भी बहुत कुछ, {amount} से ज़्यादा पर मुफ़्त डिलीवरी और हमारे गोदामों से {distance} के अंदर मुफ़्त फ़िटिंग के साथ।",
  "New Arrivals": "नए प्रोडक्ट",
  "The newest sofas, beds, dining sets and office furniture at Aangan: everything added in the last {days} days.":
    "Aangan पर सबसे नए सोफ़े, बेड, डाइनिंग सेट और ऑफ़िस फ़र्नीचर: पिछले {days} दिनों में जोड़ा गया सब कुछ।",
  "Fresh designs added in the last {days} days, newest first.": "पिछले {days} दिनों में आए नए डिज़ाइन, सबसे नए पहले।",
  Collections: "कलेक्शन",
  "Aangan's collections: {names}. Furniture designed to go together, room after room.":
    "Aangan के कलेक्शन: {names}। एक-दूसरे के साथ जँचने वाला फ़र्नीचर, हर कमरे के लिए।",
  "Signature styles designed to go together, from the sofa to the dining table.":
    "सोफ़े से लेकर डाइनिंग टेबल तक, एक-दूसरे के साथ जँचने वाले ख़ास स्टाइल।",
  "{count, plural, one {# piece} other {# pieces}}": "{count, plural, one {# पीस} other {# पीस}}",
  "{name} Collection": "{name} कलेक्शन",
  "Explore {name}": "{name} देखें",
  "{description} Shop the {title} at Aangan.": "{description} Aangan पर {title} ख़रीदें।",
  "{room} categories": "{room} की कैटेगरी",
  "All {room}": "सभी {room}",
  "Search Aangan's sofas, beds, dining sets and office furniture.": "Aangan के सोफ़े, बेड, डाइनिंग सेट और ऑफ़िस फ़र्नीचर सर्च करें।",
  "Search Results for \"{query}\"": "\"{query}\" के सर्च नतीजे",
  "{total, plural, one {# product matches} other {# products match}} \"{query}\" at Aangan: sofas, beds, dining sets and office furniture delivered across India.":
    "Aangan पर \"{query}\" से {total, plural, one {# प्रोडक्ट मिलता है} other {# प्रोडक्ट मिलते हैं}}: पूरे भारत में डिलीवर होने वाले सोफ़े, बेड, डाइनिंग सेट और ऑफ़िस फ़र्नीचर।",
  "Type what you are looking for in the search box above: a product, a room, a material or a brand.":
    "ऊपर सर्च बॉक्स में लिखें कि आप क्या ढूँढ रहे हैं: कोई प्रोडक्ट, कमरा, मटीरियल या ब्रांड।",
};
