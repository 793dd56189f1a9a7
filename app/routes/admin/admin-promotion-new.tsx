import { Link, redirect } from "react-router";
import { adminAttempt, adminFormInvalid } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { linkClass } from "~/features/admin/orders/order-desk-ui";
import { newPromotionFields, promotionValues } from "~/features/admin/promotions/promotion-form-fields";
import { PromotionForm } from "~/features/admin/promotions/promotion-form";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { newPromotionSchema } from "~/lib/forms/promotion-schema";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-promotion-new";

export function meta(): Route.MetaDescriptors {
  return [{ title: `New promo code | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPermission(request, context, "promotions.manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "promotions.manage");
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const values = promotionValues(read.fields);
  const parsed = newPromotionSchema.safeParse(newPromotionFields(read.fields));
  if (!parsed.success) return adminFormInvalid("save", parsed.error.issues, values);
  let code = "";
  const answer = await adminAttempt("save", context, values, async () => {
    code = (await context.services.promotions.create(actor, parsed.data)).code;
    return `Promo code ${code} made.`;
  });
  // Made: its own page, which says so; refused: this form again with the message.
  return code ? redirect(`/admin/promotions/${code}?made=1`) : answer;
}

export default function AdminPromotionNew({ actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl space-y-5">
      <p className="text-sm">
        <Link to="/admin/promotions" className={linkClass}>
          ← All promo codes
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">New promo code</h1>
      <PromotionForm mode="new" initial={{}} answer={actionData ?? undefined} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
