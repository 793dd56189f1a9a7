// GET /checkout/pincode?pin=400050&state=KA: what an address's PIN code field (checkout, the
// address book) shows as it is typed: the city and state to fill in, and why an order cannot go
// there (unknown, another state, not served) or where it goes. Worded by the server with the
// rules Continue and Place Order apply (delivery service), so the browser carries none of them.
import { data } from "react-router";
import { isLanguage } from "~/i18n/language";
import { languageOfRequest, translate } from "~/i18n/page-messages.server";
import { placeText, serviceableText } from "~/lib/delivery-promise";
import { isIndianStateCode } from "~/lib/indian-states";
import type { Route } from "./+types/checkout-pincode";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pincode = (url.searchParams.get("pin") ?? "").slice(0, 12);
  const state = url.searchParams.get("state") ?? "";
  const { check, refusal } = await context.services.delivery.checkAddress(pincode, isIndianStateCode(state) ? state : "");
  // A Hindi page asks with ?lang=hi: the words are the page's, the codes and places the same.
  const asked = url.searchParams.get("lang");
  const language = isLanguage(asked) ? asked : languageOfRequest(request);
  const say = (message: string, values?: Record<string, unknown>) => translate(language, message, values);
  return data(
    {
      pincode,
      place: check ? { city: check.city, stateCode: check.stateCode } : null,
      problem: refusal ? say(refusal.message) : null,
      /** Which rule refused it: the address book saves a PIN code we do not serve yet, checkout does not. */
      code: refusal?.code ?? null,
      note: check && !refusal ? serviceableText(true, placeText(check, say), say) : null,
    },
    // Dates are not in it; the directory changes rarely. One shopper's question all the same.
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
