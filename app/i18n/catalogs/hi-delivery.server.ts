import type { HindiCatalog } from "../hindi-catalog";

export const hiDelivery: HindiCatalog = {
  "We could not check this PIN code just now. Please try again.": "हम अभी यह पिन कोड जाँच नहीं पाए। कृपया फिर से कोशिश करें।",
  "Cash on delivery available": "कैश ऑन डिलीवरी उपलब्ध है",
  "Check delivery, assembly and cash on delivery": "डिलीवरी, असेंबली और कैश ऑन डिलीवरी जाँचें",
  "Check": "जाँचें",
  "Checking {pincode}…": "{pincode} जाँचा जा रहा है…",
  "Delivery by {date}": "{date} तक डिलीवरी",
  "Delivery by {from} – {to}": "{from} – {to} तक डिलीवरी",
  "No assembly needed: it arrives ready to use": "असेंबली की ज़रूरत नहीं: यह इस्तेमाल के लिए तैयार आता है",
  "Free assembly by our fitters is included": "हमारे फ़िटर से मुफ़्त असेंबली शामिल है",
  "Assembly is not included here: your furniture arrives with instructions and tools": "यहाँ असेंबली शामिल नहीं है: आपका फ़र्नीचर निर्देशों और औज़ारों के साथ आता है",
  "Cash on delivery is not available because we do not deliver to this PIN code yet.": "कैश ऑन डिलीवरी उपलब्ध नहीं है, क्योंकि हम अभी इस पिन कोड पर डिलीवरी नहीं करते।",
  "Cash on delivery is available for orders up to {amount}. Please pay this order by card or UPI.": "कैश ऑन डिलीवरी {amount} तक के ऑर्डर पर मिलती है। कृपया इस ऑर्डर का भुगतान कार्ड या UPI से करें।",
  "We deliver to {place}": "हम {place} में डिलीवरी करते हैं",
  "Sorry, we do not deliver to {place} yet": "माफ़ करें, हम अभी {place} में डिलीवरी नहीं करते",
};
