// The PIN code check as a page renders it on the server: from ?pin= (the form without JavaScript)
// or from the cookie the check leaves behind (the shopper's last PIN code, next visit).
import type { AppLoadContext } from "react-router";
import type { PincodeCheckAnswer } from "~/lib/delivery-promise";
import { parsePincode } from "~/lib/pincode";
import { pincodeCookieName } from "./pincode-storage";

export interface PageDeliveryCheck {
  /** What the shopper entered (or the remembered PIN code). */
  pincode: string;
  answer: PincodeCheckAnswer;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** ?pin= wins over the cookie; the cookie is read only when it holds a PIN code. */
export function requestedPincode(request: Request): string | null {
  const typed = new URL(request.url).searchParams.get("pin");
  if (typed !== null) return typed.slice(0, 20);
  const remembered = cookieValue(request.headers.get("cookie"), pincodeCookieName);
  return parsePincode(remembered);
}

export async function deliveryCheckForPage(
  request: Request,
  context: AppLoadContext,
  options: { cartSubtotal: number; inStock: boolean; productIds?: readonly number[] },
): Promise<PageDeliveryCheck | null> {
  const pincode = requestedPincode(request);
  if (pincode === null || pincode.trim() === "") return null;
  return { pincode: pincode.trim(), answer: await context.services.delivery.checkPincode(pincode, options) };
}
