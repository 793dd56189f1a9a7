// Names the help pages write that other areas' catalogs translate (states, delivery slots): a
// loader looks them up in the page's language, so a Hindi page needs none of those catalogs.
import type { Language } from "~/i18n/language";
import { translate } from "~/i18n/page-messages.server";
import { bySeaStateCodes } from "~/lib/delivery-promise";
import { deliverySlotLabels, deliverySlots } from "~/lib/delivery-slots";
import { stateNameIn } from "~/lib/indian-states";
import type { PolicyNames } from "./policy-names";

export function policyNames(language: Language): PolicyNames {
  return {
    islands: bySeaStateCodes.map((code) => stateNameIn(code, (message) => translate(language, message))),
    slots: deliverySlots.map((slot) => translate(language, deliverySlotLabels[slot])),
  };
}
