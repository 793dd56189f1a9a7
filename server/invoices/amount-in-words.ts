// An invoice's total in words, the Indian way (lakh and crore, as on a cheque), in the invoice's
// language: "Rupees Twelve Lakh Forty Nine Thousand Nine Hundred Only", or in Hindi "रुपये बारह
// लाख उनचास हज़ार नौ सौ मात्र".
import type { Language } from "../../app/i18n/language";

/** The words a language counts with: each number from 1 to 99, and the names of the places. */
interface NumberWords {
  belowHundred(n: number): string;
  zero: string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ones = [
  "", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
  "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
] as const;
const tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"] as const;

const english: NumberWords = {
  belowHundred(n) {
    if (n < 20) return ones[n] ?? "";
    const unit = n % 10;
    return `${tens[Math.floor(n / 10)] ?? ""}${unit ? ` ${ones[unit] ?? ""}` : ""}`;
  },
  zero: "Zero",
  hundred: "Hundred",
  thousand: "Thousand",
  lakh: "Lakh",
  crore: "Crore",
};

// Hindi names each number up to 99 with a word of its own (इक्यावन is not "पचास एक"), so they
// are a table, 0 to 99.
const hindiBelowHundred = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरेपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरेसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
] as const;

const hindi: NumberWords = {
  belowHundred: (n) => hindiBelowHundred[n] ?? "",
  zero: "शून्य",
  hundred: "सौ",
  thousand: "हज़ार",
  lakh: "लाख",
  crore: "करोड़",
};

const wordsOf: Record<Language, NumberWords> = { en: english, hi: hindi };

function belowThousand(n: number, words: NumberWords): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${words.belowHundred(hundreds)} ${words.hundred}` : "", rest ? words.belowHundred(rest) : ""].filter(Boolean).join(" ");
}

function numberInWords(n: number, words: NumberWords): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot write ${n} in words`);
  if (n === 0) return words.zero;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // More than 99 crore is still counted in crore: "One Hundred Twenty Crore".
    crore ? `${numberInWords(crore, words)} ${words.crore}` : "",
    lakh ? `${words.belowHundred(lakh)} ${words.lakh}` : "",
    thousand ? `${words.belowHundred(thousand)} ${words.thousand}` : "",
    rest ? belowThousand(rest, words) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in Indian words: crore (10^7), lakh (10^5), thousand, hundred. */
export function numberInIndianWords(n: number, language: Language = "en"): string {
  return numberInWords(n, wordsOf[language]);
}

/**
 * An amount in paise as an invoice writes it: "Rupees … and … Paise Only", "रुपये … और … पैसे
 * मात्र" in Hindi.
 */
export function rupeesInWords(paise: number, language: Language = "en"): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`cannot write ${paise} paise in words`);
  const words = wordsOf[language];
  const rupees = numberInWords(Math.floor(paise / 100), words);
  const cents = paise % 100;
  if (language === "hi") return `रुपये ${rupees}${cents ? ` और ${words.belowHundred(cents)} पैसे` : ""} मात्र`;
  return `Rupees ${rupees}${cents ? ` and ${words.belowHundred(cents)} Paise` : ""} Only`;
}
