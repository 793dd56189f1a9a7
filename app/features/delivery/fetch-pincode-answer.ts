// Asks GET /api/db/pincodes/{pin} from the browser: the PIN code check on product and cart pages,
// and checkout's PIN code field (city and state filled as it is typed). Both load this module on
// the shopper's first question (import()), so pages carry neither zod nor the API client until then.
import { msg } from "~/i18n/msg";
import { apiClient, ApiError } from "~/lib/api-client";
import type { PincodeCheckAnswer } from "~/lib/delivery-promise";
import { pincodeCheckAnswerSchema } from "./pincode-check-schema";

export const pincodeUnreachableMessage = msg("We could not check this PIN code just now. Please try again.");

/** The API's answer; "unreachable" when the store could not be asked (offline, timed out, a server error). */
export type FetchedPincodeAnswer = PincodeCheckAnswer | { status: "unreachable"; message: string };

export async function fetchPincodeAnswer(
  pincode: string,
  options: { subtotal?: number; inStock?: boolean; productIds?: readonly number[] } = {},
): Promise<FetchedPincodeAnswer> {
  const query = new URLSearchParams();
  if (options.subtotal !== undefined) query.set("subtotal", String(Math.max(0, Math.round(options.subtotal))));
  if (options.inStock !== undefined) query.set("in_stock", options.inStock ? "1" : "0");
  for (const id of options.productIds ?? []) query.append("product_id", String(id));
  const search = query.size > 0 ? `?${query.toString()}` : "";
  try {
    const answer = await apiClient.request("GET", `/pincodes/${pincode}${search}`, pincodeCheckAnswerSchema);
    return { status: "found", check: answer.check };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: "unknown", message: error.message };
    if (error instanceof ApiError && error.status === 422) return { status: "invalid", message: error.message };
    return { status: "unreachable", message: pincodeUnreachableMessage };
  }
}
