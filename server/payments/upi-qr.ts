// QR codes are encoded on the server, so the encoder never ships to the browser: the page receives
// only the matrix of modules, and app/ui/qr-code.tsx draws it.
import { encode } from "uqr";

/**
 * The QR code of `text` as rows of modules, true for dark, without a quiet zone (the drawing adds
 * it). Error correction level M (15%) is what UPI apps expect and survives a glare on a screen.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}
