// A QR code's matrix of modules, which app/ui/qr-code.tsx draws. The server encodes those it
// renders (the back office's two-step sign-in); the Pay page imports this module only when it
// shows a UPI payment's QR code, so the encoder never loads on other pages.
import { encode } from "uqr";

/**
 * The QR code of `text` as rows of modules, true for dark, without a quiet zone (the drawing adds
 * it). Error correction level M (15%) is what UPI apps expect and survives a glare on a screen.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}
