// An invoice's total in words, the Indian way (lakh and crore, as on a cheque): "Rupees Twelve
// Lakh Forty Nine Thousand Nine Hundred Only".

const ones = [
  "", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
  "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
] as const;
const tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"] as const;

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? "";
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)] ?? ""}${unit ? ` ${ones[unit] ?? ""}` : ""}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds] ?? ""} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in Indian words: crore (10^7), lakh (10^5), thousand, hundred. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot write ${n} in words`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // More than 99 crore is still counted in crore: "One Hundred Twenty Crore".
    crore ? `${numberInIndianWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** An amount in paise as an invoice writes it: "Rupees … and … Paise Only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`cannot write ${paise} paise in words`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const paisePart = cents ? ` and ${belowHundred(cents)} Paise` : "";
  return `Rupees ${numberInIndianWords(rupees)}${paisePart} Only`;
}
