import { Form, Link } from "react-router";
import { adminAttempt, adminFormInvalid, type AdminActionData } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { DeskAnswer, linkClass, primaryButton, secondaryButton } from "~/features/admin/orders/order-desk-ui";
import { PromotionStateBadge, promotionUsesText } from "~/features/admin/promotions/promotion-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { couponOffText } from "~/lib/coupon-text";
import { formatDateTime } from "~/lib/format-date";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { PromotionView } from "~/lib/contracts/promotions";
import type { Route } from "./+types/admin-promotions";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Promo codes | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "promotions.manage");
  return { promotions: await context.services.promotions.list(actor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "promotions.manage");
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { intent = "", code = "", active } = read.fields;
  if (intent !== "switch") return adminFormInvalid("unknown", [{ path: ["form"], message: "Unknown action. Reload the page." }], {});
  return adminAttempt(intent, context, {}, async () => {
    const after = await context.services.promotions.setActive(actor, code, active === "yes");
    return after.active ? `${after.code} is switched on.` : `${after.code} is switched off: shoppers are told it is invalid.`;
  });
}

function runsText(promotion: PromotionView): string {
  if (!promotion.startsAt && !promotion.endsAt) return "Always";
  const from = promotion.startsAt ? `From ${formatDateTime(promotion.startsAt)}` : "";
  const to = promotion.endsAt ? `until ${formatDateTime(promotion.endsAt)}` : "";
  return [from, to].filter(Boolean).join(" ").replace(/^until/, "Until");
}

export default function AdminPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const { promotions } = loaderData;
  const answer: AdminActionData | undefined = actionData ?? undefined;
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Promo codes</h1>
        <Link to="/admin/promotions/new" className={primaryButton}>
          New promo code
        </Link>
      </header>
      <DeskAnswer answer={answer?.fieldErrors?.form ? { formError: answer.fieldErrors.form } : answer} />
      {promotions.length > 0 ? (
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-3 py-2 font-medium">Code</th>
              <th scope="col" className="px-3 py-2 font-medium">Takes off</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Minimum order</th>
              <th scope="col" className="px-3 py-2 font-medium">Runs</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Uses</th>
              <th scope="col" className="px-3 py-2 font-medium">Limits</th>
              <th scope="col" className="px-3 py-2 font-medium">State</th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Switch</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {promotions.map((promotion) => (
              <tr key={promotion.code} className="border-b border-stone-100 align-top">
                <td className="px-3 py-2">
                  <Link to={`/admin/promotions/${promotion.code}`} className={`font-mono ${linkClass}`}>
                    {promotion.code}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {couponOffText({ percent: promotion.kind === "percent" ? promotion.value : null, amountOff: promotion.kind === "flat" ? promotion.value : null })}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{promotion.minSubtotal > 0 ? formatRupees(promotion.minSubtotal) : "None"}</td>
                <td className="px-3 py-2">{runsText(promotion)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{promotionUsesText(promotion)}</td>
                <td className="px-3 py-2">
                  {[
                    promotion.maxUsesPerShopper !== null ? `${promotion.maxUsesPerShopper} per shopper` : null,
                    promotion.firstOrderOnly ? "First order only" : null,
                  ]
                    .filter(Boolean)
                    .join(", ") || "None"}
                </td>
                <td className="px-3 py-2">
                  <PromotionStateBadge state={promotion.state} />
                </td>
                <td className="px-3 py-2 text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value="switch" />
                    <input type="hidden" name="code" value={promotion.code} />
                    <input type="hidden" name="active" value={promotion.active ? "no" : "yes"} />
                    <button
                      type="submit"
                      className={`${secondaryButton} whitespace-nowrap`}
                      aria-label={`${promotion.active ? "Switch off" : "Switch on"} ${promotion.code}`}
                    >
                      {promotion.active ? "Switch off" : "Switch on"}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No promo codes yet.</p>
      )}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
