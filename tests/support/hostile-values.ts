// Generators of the input that breaks web services, for property tests that feed it to the store:
// wrong types, huge strings, every kind of unicode (lone surrogates, NUL, right-to-left marks,
// emoji), negative and enormous numbers, NaN- and Infinity-looking strings, SQL and script
// fragments, malformed JSON and percent-encoding no browser would send.
import fc from "fast-check";

/** Strings that have broken real services, kept short enough to read in a failure report. */
export const nastyStrings: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "sofa\uD83D",
  "\u202Egnp.exe",
  "\u200F\u200E\u200B",
  "\uFEFF",
  "\u0085\u2028\u2029",
  "\r\n\t",
  "😀🪑🛋️‍🔥",
  "𝕬𝖆𝖓𝖌𝖆𝖓",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̻̊",
  "सोफ़ा",
  "'",
  '"',
  "\\",
  "%",
  "_",
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "'); delete from orders; --",
  "\" or \"\"=\"",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "%2e%2e%2f",
  "%00",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1",
  "0",
  "-0",
  "0x10",
  "1.5",
  "9".repeat(400),
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "toString",
];

/** One UTF-16 code unit or code point of any kind, lone surrogate halves included. */
const anyCodeUnit = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0, max: 0x1f }).map((unit) => String.fromCharCode(unit)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 4 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom("x".repeat(2_000), "x".repeat(12_000), "😀".repeat(3_000)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -2_147_483_649,
    2_147_483_648,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys a body may carry besides the documented ones: prototype names, prices, totals. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "price", "total", "subtotal", "discount", "userId", "user_id", "role", "isAdmin", "stock", "id"),
  hostileString.filter((key) => key.length < 100),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** An array nested 4,000 deep: about 8 KB of JSON, under the body limit. */
function deeplyNested(): unknown {
  let value: unknown = [];
  for (let depth = 0; depth < 4_000; depth++) value = [value];
  return value;
}

/** Any JSON value a hostile client may send where something else was expected. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 4 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.array(fc.tuple(hostileKey, hostileScalar), { maxLength: 5 }).map((entries) => Object.fromEntries(entries)), weight: 1 },
  { arbitrary: fc.constant(null).map(deeplyNested), weight: 1 },
);

/** Bodies sent as application/json that are not JSON at all. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    '{"a":',
    "[1,2",
    "{'a':1}",
    '{"a":1,}',
    "NaN",
    "undefined",
    "\u0000",
    "\uFEFF{}",
    '{"a":1}{"b":2}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800',
    "[".repeat(4_000),
    "<xml/>",
    "a=1&b=2",
  ),
  fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 30 }).filter((text) => !isJson(text)),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    // Not JSON: what this generator wants.
    return false;
  }
}

/** Content types a JSON endpoint must refuse. */
export const wrongContentType: fc.Arbitrary<string | null> = fc.constantFrom(
  null,
  "",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "json",
  "application/jso",
  "*/*",
);

/**
 * Percent-encodes every code unit as UTF-8 would, lone surrogates included (as the three bytes
 * no valid UTF-8 has), so a URL can carry what encodeURIComponent refuses to encode.
 */
export function percentEncodeAnything(text: string): string {
  let encoded = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9\-_.~]$/.test(character)) {
      encoded += character;
      continue;
    }
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 0x3f)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return encoded;
}

/** A hostile string as it goes into a URL: percent-encoded, or raw escapes no browser sends. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map(percentEncodeAnything), weight: 4 },
  { arbitrary: hostileNumber.map((value) => percentEncodeAnything(String(value))), weight: 1 },
  { arbitrary: fc.constantFrom("%", "%zz", "%E0%A4", "%C0%AF", "%ED%A0%80", "%FF%FE", "%25", "..", "%2e%2e", "a%2Fb", "%5C"), weight: 1 },
);

/** Header values a hostile client may send (latin-1 only: fetch refuses anything else). */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", " ", "null", "undefined", "' OR 1=1 --", "<script>", "%00", "\u00ff\u00fe", "a".repeat(8_000), "Bearer", "Bearer ", "Bearer x y"),
  fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
);
