// Small pieces the promo code pages share: where a code stands, and its uses against its limit.
import { promotionStateLabels, type PromotionState, type PromotionView } from "~/lib/contracts/promotions";

const stateLooks: Record<PromotionState, string> = {
  live: "bg-green-100 text-green-900",
  scheduled: "bg-blue-100 text-blue-900",
  ended: "bg-stone-200 text-stone-800",
  used_up: "bg-orange-100 text-orange-900",
  off: "bg-stone-200 text-stone-800",
};

export function PromotionStateBadge({ state }: { state: PromotionState }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateLooks[state]}`}>
      {promotionStateLabels[state]}
    </span>
  );
}

/** "12 of 100", or "12" when there is no limit. */
export function promotionUsesText(promotion: Pick<PromotionView, "uses" | "maxUses">): string {
  const uses = promotion.uses.toLocaleString("en-IN");
  return promotion.maxUses === null ? uses : `${uses} of ${promotion.maxUses.toLocaleString("en-IN")}`;
}
