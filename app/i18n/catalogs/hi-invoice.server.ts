import type { HindiCatalog } from "../hindi-catalog";

// The GST tax invoice (server/invoices), never sent to a page. Its legal terms are those Hindi GST
// invoices print (कर बीजक, आपूर्ति का स्थान, कर योग्य मूल्य, कृते … / अधिकृत हस्ताक्षरकर्ता); the
// codes GSTIN, HSN, CGST, SGST and IGST stay as the GST portal writes them. Upper-case English
// headings have Hindi without case.
export const hiInvoice: HindiCatalog = {
  // The seller and the invoice
  "GSTIN: {gstin}   State: {state}": "GSTIN: {gstin}   राज्य: {state}",
  "TAX INVOICE": "कर बीजक",
  "Original for recipient": "मूल प्रति, प्राप्तकर्ता के लिए",
  "Invoice number": "बीजक संख्या",
  "Invoice date": "बीजक दिनांक",
  "Order placed": "ऑर्डर का समय",
  "Place of supply": "आपूर्ति का स्थान",
  "Reverse charge": "रिवर्स चार्ज",
  No: "नहीं",
  "{store} tax invoice {number} for order {order}": "ऑर्डर {order} का {store} कर बीजक {number}",
  "{store} tax invoice {number} for order {order} (continued)": "ऑर्डर {order} का {store} कर बीजक {number} (जारी)",

  // The buyer, where the goods go, how it is paid
  "BILL TO": "बिल का पता",
  "SHIP TO": "डिलीवरी का पता",
  PAYMENT: "भुगतान",
  "GSTIN: unregistered buyer": "GSTIN: अपंजीकृत ख़रीदार",
  "State: {state}": "राज्य: {state}",
  Paid: "भुगतान हो गया",
  "To be paid on delivery": "डिलीवरी पर भुगतान होगा",
  "Payment pending": "भुगतान बाकी है",
  "No-cost EMI with {bank}: {months} monthly instalments of {monthly}; interest of {interest} waived.":
    "{bank} के साथ नो-कॉस्ट EMI: {monthly} की {months} मासिक किस्तें; {interest} का ब्याज माफ़।",
  "Promo code: {code}": "प्रोमो कोड: {code}",

  // The items table
  ITEM: "सामान",
  QTY: "मात्रा",
  "UNIT PRICE": "इकाई मूल्य",
  "(INCL. GST)": "(GST सहित)",
  DISCOUNT: "छूट",
  TAXABLE: "कर योग्य",
  VALUE: "मूल्य",
  TOTAL: "कुल",
  "Delivery charges": "डिलीवरी शुल्क",
  "Part of the supply of the goods": "सामान की आपूर्ति का हिस्सा",

  // Below the table
  "AMOUNT IN WORDS": "राशि शब्दों में",
  "The {code} discount of {amount} is shared among the items in proportion to their price and lowers their taxable value.":
    "{code} की {amount} की छूट सामानों में उनकी कीमत के अनुपात में बाँटी गई है और उनका कर योग्य मूल्य घटाती है।",
  "The promotional discount of {amount} is shared among the items in proportion to their price and lowers their taxable value.":
    "{amount} की प्रमोशनल छूट सामानों में उनकी कीमत के अनुपात में बाँटी गई है और उनका कर योग्य मूल्य घटाती है।",
  "Delivery is part of the supply of the goods and is taxed at their rate (HSN of the main item).":
    "डिलीवरी सामान की आपूर्ति का हिस्सा है और उस पर सामान की दर से कर लगता है (मुख्य सामान का HSN)।",
  "Prices include GST; the tax shown is the part of each price that is GST.":
    "कीमतों में GST शामिल है; दिखाया गया कर हर कीमत में शामिल GST का हिस्सा है।",
  "TAX SUMMARY BY HSN": "HSN-वार कर सारांश",
  "TAXABLE VALUE": "कर योग्य मूल्य",
  RATE: "दर",
  "Items (incl. GST)": "सामान (GST सहित)",
  "Total taxable value": "कुल कर योग्य मूल्य",
  "Invoice total (₹)": "बीजक की कुल राशि (₹)",
  "Amounts in Indian rupees (INR).": "सभी राशियाँ भारतीय रुपये (INR) में हैं।",
  "For {seller}": "कृते {seller}",
  "Authorised signatory": "अधिकृत हस्ताक्षरकर्ता",

  // Every page's foot
  "Thank you for shopping with {store}. Questions? {email} or {phone} (toll-free).":
    "{store} से ख़रीदारी के लिए धन्यवाद। कोई सवाल? {email} या {phone} (टोल-फ़्री)।",
  "This is a computer-generated invoice and needs no signature.": "यह कंप्यूटर से बना बीजक है, इस पर हस्ताक्षर की ज़रूरत नहीं है।",
};
