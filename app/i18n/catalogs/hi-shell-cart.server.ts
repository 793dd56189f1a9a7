import type { HindiCatalog } from "../hindi-catalog";

// The header's cart drawer and the order summary it shares with the cart and checkout pages.
export const hiShellCart: HindiCatalog = {
  "Subtotal": "सबटोटल",
  "Discount ({code})": "छूट ({code})",
  "Discount": "छूट",
  "Shipping": "शिपिंग",
  "Free": "मुफ़्त",
  "Total": "कुल",
  "Free delivery on orders above {amount}.": "{amount} से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त।",
  "{count, plural, one {# item} other {# items}}": "{count, plural, one {# आइटम} other {# आइटम}}",
  "Your Cart": "आपका कार्ट",
  "Close cart": "कार्ट बंद करें",
  "{count, plural, one {# change is} other {# changes are}} saved on this device and will be sent to your cart when you're back online.": "{count, plural, one {# बदलाव इस डिवाइस पर सेव है} other {# बदलाव इस डिवाइस पर सेव हैं}} और आपके दोबारा ऑनलाइन आते ही आपके कार्ट में भेज दिए जाएँगे।",
  "We could not reach the store, so this may not be your latest cart.": "हम स्टोर से जुड़ नहीं पाए, इसलिए हो सकता है कि यह आपका नया कार्ट न हो।",
  "Try again": "फिर से कोशिश करें",
  "Loading your cart": "आपका कार्ट लोड हो रहा है",
  "Your Cart is Empty": "आपका कार्ट खाली है",
  "Continue Shopping": "शॉपिंग जारी रखें",
  "View Cart": "कार्ट देखें",
  "Checkout": "चेकआउट",
  "Qty {quantity}": "मात्रा {quantity}",
  "at": "हर एक",
  "Item total": "आइटम का कुल",
  "Remove {name}": "{name} हटाएँ",
  "Removing…": "हटाया जा रहा है…",
  // The kinds of variant the catalog has, named on product, cart, checkout and order pages alike.
  Colour: "रंग",
  Finish: "फ़िनिश",
  Size: "साइज़",
  Option: "विकल्प",
};
