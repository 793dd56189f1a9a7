import type { HindiCatalog } from "../hindi-catalog";

// The wishlist page (/wishlist) and its cards, also drawn in the profile's wishlist tab.
export const hiWishlist: HindiCatalog = {
  "My Wishlist": "मेरी विशलिस्ट",
  "Your wishlist is empty": "आपकी विशलिस्ट खाली है",
  "Tap the heart on any product to save it here for later.": "किसी भी प्रोडक्ट पर दिल का निशान दबाएँ और उसे बाद के लिए यहाँ सेव करें।",
  "Adding…": "डाला जा रहा है…",
  "Remove {product} from wishlist": "{product} को विशलिस्ट से हटाएँ",
  "Added to your cart.": "आपके कार्ट में डाल दिया गया।",
  "Send the wishlist form as a form.": "विशलिस्ट फ़ॉर्म को फ़ॉर्म की तरह भेजें।",
  "The wishlist form is not valid.": "विशलिस्ट फ़ॉर्म सही नहीं है।",
  "Unknown wishlist action.": "विशलिस्ट की यह कार्रवाई मान्य नहीं है।",
  "The product is missing.": "प्रोडक्ट नहीं बताया गया।",
  "The product is not valid.": "प्रोडक्ट सही नहीं है।",
};
