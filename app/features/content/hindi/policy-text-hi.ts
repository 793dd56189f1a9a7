// The help pages' figures in Hindi sentences, from the same rules and constants as the English
// ones (delivery-policy.ts, payment-policy.ts): change a figure there and both languages follow.
// Names that other areas translate (islands, delivery slots) come in already in Hindi.
import { acceptedCardBrands } from "~/lib/card-number";
import { assemblyRadiusKm, deliveryBands, outOfStockExtraDays } from "~/lib/delivery-promise";
import type { PaymentMethod } from "~/lib/forms/checkout-schema";
import { formatRupees } from "~/lib/money";
import { newsletterFrequency } from "~/lib/newsletter-frequency";
import { cardBrandName } from "~/lib/order-payment-text";
import { refundWorkingDays } from "../payment-policy";

const kmNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "1,500 किमी". */
export function kmTextHi(distance: number): string {
  return `${kmNumber.format(distance)} किमी`;
}

function joined(items: readonly string[], conjunction: "और" | "या"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1) ?? ""}`;
}

/** "Visa, Mastercard और RuPay". */
export function andListHi(items: readonly string[]): string {
  return joined(items, "और");
}

/** "HDFC Bank, ICICI Bank या Axis Bank". */
export function orListHi(items: readonly string[]): string {
  return joined(items, "या");
}

/** "Visa, Mastercard और RuPay". */
export const cardNetworksTextHi = andListHi(acceptedCardBrands.map((brand) => cardBrandName(brand)));

function daysTextHi(minDays: number, maxDays: number): string {
  return minDays === maxDays ? `${minDays} कामकाजी दिन` : `${minDays} से ${maxDays} कामकाजी दिन`;
}

/** The Shipping page's table in Hindi, nearest band first. */
export const deliveryBandRowsHi: readonly { distance: string; days: string }[] = deliveryBands.map((band, index) => {
  const previous = deliveryBands[index - 1];
  const distance = !Number.isFinite(band.maxKm)
    ? `${kmTextHi(previous?.maxKm ?? 0)} से ज़्यादा, या समुद्र पार`
    : previous
      ? `${kmNumber.format(previous.maxKm)} से ${kmTextHi(band.maxKm)}`
      : `${kmTextHi(band.maxKm)} तक`;
  return { distance, days: daysTextHi(band.minDays, band.maxDays) };
});

export const workingDaysTextHi = `कामकाजी दिन ऑर्डर करने के दिन से गिने जाते हैं; रविवार इनमें नहीं गिना जाता। जो आइटम स्टॉक में नहीं है, उसे पहले बनाया या फिर से स्टॉक में लाया जाता है, जिसमें ${outOfStockExtraDays} कामकाजी दिन और लगते हैं।`;

/** The FAQ's answer to "When will my order arrive?". */
export const arrivalTextHi = `यह इस पर निर्भर करता है कि आपका पिन कोड हमारे सबसे नज़दीकी वेयरहाउस से कितनी दूर है। ${deliveryBandRowsHi
  .map((row) => `${row.distance}: ${row.days}`)
  .join("; ")}। ${workingDaysTextHi} अपनी डिलीवरी की तारीखें देखने के लिए किसी भी प्रोडक्ट पेज पर या चेकआउट पर अपना पिन कोड डालें।`;

/** Where our fitters assemble for free; `islands` are the places reached by sea, in Hindi. */
export function assemblyRuleTextHi(islands: readonly string[]): string {
  return `हमारे सबसे नज़दीकी वेयरहाउस से ${kmTextHi(assemblyRadiusKm)} के अंदर, जिस भी पते पर हम डिलीवरी करते हैं, वहाँ हमारे फ़िटर आपका फ़र्नीचर मुफ़्त में असेंबल करते हैं और पैकेजिंग भी साथ ले जाते हैं। इससे ज़्यादा दूरी पर, और ${andListHi(islands)} में, फ़र्नीचर फ़्लैट-पैक होकर निर्देशों और औज़ारों के साथ पहुँचता है। हर प्रोडक्ट पेज पर और चेकआउट पर पिन कोड चेक करके आप जान सकते हैं कि आपके पते पर क्या लागू होता है।`;
}

/** Where cash on delivery is offered, for a store whose cap is `codMaxRupees`. */
export function cashOnDeliveryTextHi(codMaxRupees: number): string {
  return `${formatRupees(codMaxRupees)} तक के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध है, हर उस पिन कोड पर जहाँ हम डिलीवरी करते हैं; इससे बड़े ऑर्डर का भुगतान कार्ड या UPI से करें।`;
}

/** "5 से 7 कामकाजी दिन". */
export const refundWorkingDaysTextHi = daysTextHi(refundWorkingDays.min, refundWorkingDays.max);

/** How each way checkout takes payment is refunded, as refundRules says it in English. */
export const refundRulesHi = {
  card: `कार्ड से किए गए भुगतान का रिफ़ंड उसी कार्ड में ${refundWorkingDaysTextHi} के अंदर आता है।`,
  upi: `UPI से किए गए भुगतान का रिफ़ंड उसी UPI अकाउंट में ${refundWorkingDaysTextHi} के अंदर आता है।`,
  netbanking: `नेटबैंकिंग से किए गए भुगतान का रिफ़ंड उसी बैंक अकाउंट में ${refundWorkingDaysTextHi} के अंदर आता है।`,
  cod: `कैश ऑन डिलीवरी वाले ऑर्डर का रिफ़ंड आपके बताए बैंक अकाउंट में बैंक ट्रांसफ़र या UPI से ${refundWorkingDaysTextHi} के अंदर किया जाता है।`,
} as const satisfies Record<PaymentMethod | "netbanking", string>;

/** How often the newsletter comes, as newsletterFrequency says it ("at most once a week"). */
const newsletterFrequenciesHi: Readonly<Record<string, string>> = {
  "at most once a week": "हफ़्ते में ज़्यादा से ज़्यादा एक बार",
  "at most once a fortnight": "पंद्रह दिन में ज़्यादा से ज़्यादा एक बार",
  "at most once a month": "महीने में ज़्यादा से ज़्यादा एक बार",
};
export const newsletterFrequencyHi = newsletterFrequenciesHi[newsletterFrequency] ?? newsletterFrequency;
