// How the promo code forms post their fields (text, radio buttons, checkboxes), turned into what
// the shared schemas (app/lib/forms/promotion-schema.ts) read, as the JSON API sends it.
import { indiaDateTimeOf } from "~/lib/forms/promotion-schema";
import type { PromotionView } from "~/lib/contracts/promotions";

type Fields = Partial<Record<string, string>>;

/** A whole number as typed ("1,000", "₹ 500" read as such); anything else is left for the schema to refuse. */
function numberOf(typed: string | undefined): number | string | undefined {
  const compact = (typed ?? "").replace(/[\s,₹]/g, "");
  if (compact === "") return undefined;
  return /^\d{1,12}$/.test(compact) ? Number(compact) : compact;
}

function optionalNumberOf(typed: string | undefined): number | string | null {
  return numberOf(typed) ?? null;
}

export function promotionTermsFields(fields: Fields): Record<string, unknown> {
  return {
    kind: fields.kind,
    value: numberOf(fields.value),
    minSubtotal: numberOf(fields.minSubtotal) ?? 0,
    startsAt: fields.startsAt?.trim() ? fields.startsAt.trim() : null,
    endsAt: fields.endsAt?.trim() ? fields.endsAt.trim() : null,
    maxUses: optionalNumberOf(fields.maxUses),
    maxUsesPerShopper: optionalNumberOf(fields.maxUsesPerShopper),
    firstOrderOnly: fields.firstOrderOnly === "yes",
    active: fields.active === "yes",
  };
}

export function newPromotionFields(fields: Fields): Record<string, unknown> {
  return { code: fields.code ?? "", ...promotionTermsFields(fields) };
}

/** The fields as posted, kept to show the form again after a refusal. */
export function promotionValues(fields: Fields): Record<string, string> {
  const names = ["code", "kind", "value", "minSubtotal", "startsAt", "endsAt", "maxUses", "maxUsesPerShopper", "firstOrderOnly", "active"];
  return Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").slice(0, 64)]));
}

/** A saved code as the form's fields show it (India times). */
export function promotionFieldsOf(promotion: PromotionView): Record<string, string> {
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: String(promotion.value),
    minSubtotal: String(promotion.minSubtotal),
    startsAt: promotion.startsAt ? indiaDateTimeOf(promotion.startsAt) : "",
    endsAt: promotion.endsAt ? indiaDateTimeOf(promotion.endsAt) : "",
    maxUses: promotion.maxUses === null ? "" : String(promotion.maxUses),
    maxUsesPerShopper: promotion.maxUsesPerShopper === null ? "" : String(promotion.maxUsesPerShopper),
    firstOrderOnly: promotion.firstOrderOnly ? "yes" : "",
    active: promotion.active ? "yes" : "",
  };
}
