// GET /checkout/pincode?pin=400050&state=KA: what an address's PIN code field (checkout, the
// address book) shows as it is typed: the city and state to fill in, and why an order cannot go
// there (unknown, another state, not served) or where it goes. Worded by the server with the
// rules Continue and Place Order apply (delivery service), so the browser carries none of them.
import { data } from "react-router";
import { placeText, serviceableText } from "~/lib/delivery-promise";
import { isIndianStateCode } from "~/lib/indian-states";
import type { Route } from "./+types/checkout-pincode";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pincode = (url.searchParams.get("pin") ?? "").slice(0, 12);
  const state = url.searchParams.get("state") ?? "";
  const { check, refusal } = await context.services.delivery.checkAddress(pincode, isIndianStateCode(state) ? state : "");
  return data(
    {
      pincode,
      place: check ? { city: check.city, stateCode: check.stateCode } : null,
      problem: refusal?.message ?? null,
      /** Which rule refused it: the address book saves a PIN code we do not serve yet, checkout does not. */
      code: refusal?.code ?? null,
      note: check && !refusal ? serviceableText(true, placeText(check)) : null,
    },
    // Dates are not in it; the directory changes rarely. One shopper's question all the same.
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
