// A cached page compressed once, for every request it is served to, though each request puts its
// own CSP nonce into it.
//
// Why: compressing a product page (about 200 KB of HTML, stylesheet inline) costs the server's
// only thread 2 to 3 ms a request, more than serving it from the page cache does otherwise; and
// kept compressed, a page takes a fifth of the memory.
//
// How: a gzip body is a deflate stream between a header and a trailer (RFC 1952), and a deflate
// stream is a run of blocks (RFC 1951). Each part of the page between two nonces is deflated once
// on its own, ending in a sync flush: whole bytes, no block marked last, nothing pointing back
// into another part. Serving is joining those parts with the nonce in "stored" (uncompressed)
// blocks between them, an empty last block, and the trailer: the CRC-32 and the length of the
// page as sent. The CRC-32 of the whole is combined from each part's, kept beside it, and the
// nonce's (zlib's crc32_combine, below), so no part is read again.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync, gunzipSync } from "node:zlib";

/** On libuv's thread pool, not on the thread that serves requests. */
const deflateRawOffThread = promisify(deflateRaw);
/**
 * Parts up to this are deflated on the serving thread: most are the few bytes between two
 * nonces (a page's script links), and a trip to the pool costs about 0.25 ms of this thread,
 * far more than deflating them (16 KB take about 0.2 ms).
 */
const onThreadBytes = 16 * 1024;

/** ID1 ID2, deflate, no flags, no modification time, no extra flags, operating system unknown. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block, empty and marked last. */
const lastBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Longest a stored block may hold. */
const maxStoredBytes = 0xffff;

export interface DeflatedPage {
  /** The page's parts between nonces, each deflated on its own. */
  deflated: readonly Buffer[];
  /** Each part's CRC-32 and length as it was. */
  crcs: readonly number[];
  lengths: readonly number[];
  /** Bytes kept. */
  bytes: number;
}

/** The page cut where its nonce was, compressed part by part. */
export async function deflatePage(parts: readonly Buffer[]): Promise<DeflatedPage> {
  // Copied into one buffer of the page's exact size: each deflate's output is a view of a larger
  // allocation (16 KB or more), which would stay alive as long as the page, even for a part of
  // a few bytes.
  // CRCs first: Node's crc32 of an empty buffer that has been through deflate ignores the
  // running value.
  const crcs = parts.map((part) => crc32(part));
  const options = { finishFlush: constants.Z_SYNC_FLUSH };
  const outputs = await Promise.all(
    parts.map((part) => (part.length <= onThreadBytes ? Promise.resolve(deflateRawSync(part, options)) : deflateRawOffThread(part, options))),
  );
  const joined = Buffer.concat(outputs);
  let offset = 0;
  const deflated = outputs.map((output) => {
    const view = joined.subarray(offset, offset + output.length);
    offset += output.length;
    return view;
  });
  return {
    crcs,
    lengths: parts.map((part) => part.length),
    deflated,
    bytes: deflated.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The bytes inside one or more stored blocks, none of them last. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += maxStoredBytes) {
    const chunk = bytes.subarray(start, start + maxStoredBytes);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The page as a gzip body, with this nonce wherever the page had one. */
export function gzipWithNonce(page: DeflatedPage, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlocks = storedBlocks(nonceBytes);
  const nonceCrc = crc32(nonceBytes);
  const pieces: Buffer[] = [gzipHeader];
  let crc = 0;
  let length = 0;
  page.deflated.forEach((deflated, index) => {
    if (index > 0) {
      pieces.push(...nonceBlocks);
      crc = crc32Combine(crc, nonceCrc, nonceBytes.length);
      length += nonceBytes.length;
    }
    pieces.push(deflated);
    const partLength = page.lengths[index] ?? 0;
    crc = crc32Combine(crc, page.crcs[index] ?? 0, partLength);
    length += partLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(lastBlock, trailer);
  return Buffer.concat(pieces);
}

/** The page as it is, with this nonce: for the rare client that takes no gzip. */
export function pageWithNonce(page: DeflatedPage, nonce: string): Buffer<ArrayBuffer> {
  return Buffer.from(gunzipSync(gzipWithNonce(page, nonce)));
}

// CRC-32 combination, as zlib's crc32_combine: the CRC of A followed by B, from A's CRC, B's CRC
// and B's length. CRCs are polynomials over GF(2) modulo the CRC-32 polynomial, bit-reflected;
// appending n bytes multiplies A's by x^(8n).
const reflectedPolynomial = 0xedb88320;

/** a(x) times b(x) modulo the polynomial. */
function multiplyModulo(a: number, b: number): number {
  let bit = 0x80000000;
  let product = 0;
  let multiplier = b;
  for (;;) {
    if (a & bit) {
      product ^= multiplier;
      if ((a & (bit - 1)) === 0) break;
    }
    bit >>>= 1;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ reflectedPolynomial : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const powersOfTwoPowers: readonly number[] = (() => {
  const powers: number[] = [];
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    powers.push(power);
    power = multiplyModulo(power, power);
  }
  return powers;
})();

/** x^(n·2^k) modulo the polynomial. */
function powerModulo(n: number, k: number): number {
  let power = 0x80000000; // x^0
  let remaining = n;
  let exponent = k;
  while (remaining > 0) {
    if (remaining % 2 === 1) power = multiplyModulo(powersOfTwoPowers[exponent % 32] ?? 0, power);
    remaining = Math.floor(remaining / 2);
    exponent += 1;
  }
  return power;
}

export function crc32Combine(first: number, second: number, secondLength: number): number {
  return (multiplyModulo(powerModulo(secondLength, 3), first) ^ second) >>> 0;
}

/**
 * Whether an Accept-Encoding header takes gzip: named, or by "*", with a weight above zero.
 * (`identity;q=0` alone does not matter here: a page is always available as gzip or as it is.)
 */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  let wildcard: boolean | null = null;
  for (const entry of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard === true;
}
