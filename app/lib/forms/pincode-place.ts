// Without JavaScript nobody filled city and state as the PIN code was typed: the server does it
// when the address is sent (checkout's Continue, the address book's Save), for whichever of the
// two is still empty. What the shopper chose is never overwritten; the PIN code rules then check it.
import type { PincodePlace } from "../contracts/delivery";
import { parsePincode } from "../pincode";

export interface TypedPlace {
  pincode: string;
  city: string;
  state: string;
}

/** City and state as sent, with the empty ones filled in from the PIN code India Post knows. */
export async function fillPlaceFromPincode(
  typed: TypedPlace,
  placeOf: (pincode: string) => Promise<PincodePlace | null>,
): Promise<{ city: string; state: string }> {
  const { city, state } = typed;
  if (city.trim() !== "" && state !== "") return { city, state };
  const pincode = parsePincode(typed.pincode);
  const place = pincode ? await placeOf(pincode) : null;
  if (!place) return { city, state };
  return { city: city.trim() === "" ? place.city : city, state: state === "" ? place.stateCode : state };
}
