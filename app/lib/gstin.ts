// GSTIN: the 15-character GST identification number of a registered business (a buyer may
// enter theirs at checkout; the tax invoice prints the seller's and the buyer's). Browser-safe: the
// checkout form checks it as the shopper types and the server checks it again before the order.
//
// Layout: 2-digit state code, the holder's 10-character PAN (5 letters, 4 digits, 1 letter), the
// registration's entity number in that state (1-9 or A-Z), a reserved "Z", and a check character
// computed from the first 14 by GSTN's base-36 Luhn variant.

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * GST state codes (the first two digits) for the letter codes of app/lib/indian-states.ts. Andhra
 * Pradesh is 37 since 2014 (28 was the undivided state, before GST began in 2017).
 */
const gstStateNumbers: Readonly<Record<string, string>> = Object.freeze({
  JK: "01",
  HP: "02",
  PB: "03",
  CH: "04",
  UK: "05",
  HR: "06",
  DL: "07",
  RJ: "08",
  UP: "09",
  BR: "10",
  SK: "11",
  AR: "12",
  NL: "13",
  MN: "14",
  MZ: "15",
  TR: "16",
  ML: "17",
  AS: "18",
  WB: "19",
  JH: "20",
  OD: "21",
  CG: "22",
  MP: "23",
  GJ: "24",
  DD: "25",
  DN: "26",
  MH: "27",
  KA: "29",
  GA: "30",
  LD: "31",
  KL: "32",
  TN: "33",
  PY: "34",
  AN: "35",
  TS: "36",
  AP: "37",
  LA: "38",
});

const stateCodesByNumber = new Map(Object.entries(gstStateNumbers).map(([code, number]) => [number, code]));

/** The two-digit GST state code of a state (letter code as in indian-states.ts), if it has one. */
export function gstStateNumber(stateCode: string): string | undefined {
  return gstStateNumbers[stateCode];
}

/** The letter state code a GSTIN is registered in, or undefined when its first two digits name none. */
export function gstinStateCode(gstin: string): string | undefined {
  return stateCodesByNumber.get(gstin.slice(0, 2));
}

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = alphabet.indexOf(first14.charAt(index));
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet.charAt((36 - (sum % 36)) % 36);
}

/** What a shopper typed, as a GSTIN is written: upper case, no spaces. */
export function normalizeGstin(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export const gstinMessages = {
  format: "Please enter a valid 15-character GSTIN",
  state: "This GSTIN does not start with a valid Indian state code",
  checksum: "This GSTIN is not valid: please check it for typing mistakes",
} as const;

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; message: string };

/** Checks a GSTIN's length and layout, its state code and its check character. */
export function checkGstin(input: string): GstinCheck {
  const gstin = normalizeGstin(input);
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return { ok: false, message: gstinMessages.format };
  }
  const stateCode = gstinStateCode(gstin);
  if (!stateCode) return { ok: false, message: gstinMessages.state };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return { ok: false, message: gstinMessages.checksum };
  }
  return { ok: true, gstin, stateCode };
}
