import { Form, Link } from "react-router";
import { adminAttempt, adminFormInvalid, type AdminActionData } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { deskLoad } from "~/features/admin/orders/desk-action.server";
import { DeskAnswer, Fact, linkClass, panelClass, secondaryButton } from "~/features/admin/orders/order-desk-ui";
import { promotionFieldsOf, promotionTermsFields, promotionValues } from "~/features/admin/promotions/promotion-form-fields";
import { PromotionForm } from "~/features/admin/promotions/promotion-form";
import { PromotionStateBadge, promotionUsesText } from "~/features/admin/promotions/promotion-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { couponOffText } from "~/lib/coupon-text";
import { formatDateTime } from "~/lib/format-date";
import { promotionTermsSchema } from "~/lib/forms/promotion-schema";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-promotion";

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Promo code ${params.code.toUpperCase()} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "promotions.manage");
  // No such code: the page's 404 with the service's message.
  const promotion = await deskLoad(context.services.promotions.get(actor, params.code));
  return { promotion, made: new URL(request.url).searchParams.get("made") === "1" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "promotions.manage");
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  if (intent === "switch") {
    const active = fields.active === "yes";
    return adminAttempt(intent, context, {}, async () => {
      const after = await context.services.promotions.setActive(actor, params.code, active);
      return after.active ? `${after.code} is switched on.` : `${after.code} is switched off: shoppers are told it is invalid.`;
    });
  }
  if (intent !== "save") return adminFormInvalid("unknown", [{ path: ["form"], message: "Unknown action. Reload the page." }], {});
  const values = promotionValues(fields);
  const parsed = promotionTermsSchema.safeParse(promotionTermsFields(fields));
  if (!parsed.success) return adminFormInvalid(intent, parsed.error.issues, values);
  return adminAttempt(intent, context, values, async () => {
    const after = await context.services.promotions.update(actor, params.code, parsed.data);
    return `${after.code} saved.`;
  });
}

export default function AdminPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, made } = loaderData;
  const answer: AdminActionData | undefined = actionData ?? undefined;
  const saved = answer?.intent === "save" && answer.ok ? answer.ok : made ? `Promo code ${promotion.code} made.` : null;
  const switched = answer?.intent === "switch" ? answer : undefined;
  return (
    <div className="max-w-3xl space-y-5">
      <p className="text-sm">
        <Link to="/admin/promotions" className={linkClass}>
          ← All promo codes
        </Link>
      </p>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-2xl font-semibold">
          <span className="font-mono">{promotion.code}</span> <PromotionStateBadge state={promotion.state} />
        </h1>
        <Form method="post">
          <input type="hidden" name="intent" value="switch" />
          <input type="hidden" name="active" value={promotion.active ? "no" : "yes"} />
          <button type="submit" className={secondaryButton}>
            {promotion.active ? "Switch off" : "Switch on"}
          </button>
        </Form>
      </header>
      {saved ? <DeskAnswer answer={{ ok: saved }} /> : null}
      <DeskAnswer answer={switched} />
      {answer?.intent === "unknown" && answer.fieldErrors?.form ? <DeskAnswer answer={{ formError: answer.fieldErrors.form }} /> : null}
      <dl className={`${panelClass} grid grid-cols-4 gap-4 text-sm`}>
        <Fact term="Takes off">{couponOffText({ percent: promotion.kind === "percent" ? promotion.value : null, amountOff: promotion.kind === "flat" ? promotion.value : null })}</Fact>
        <Fact term="Uses">{promotionUsesText(promotion)}</Fact>
        <Fact term="Made">{formatDateTime(promotion.createdAt)}</Fact>
        <Fact term="Last changed">{formatDateTime(promotion.updatedAt)}</Fact>
      </dl>
      <h2 className="text-lg font-semibold">Terms</h2>
      <PromotionForm mode="edit" initial={promotionFieldsOf(promotion)} answer={answer} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
