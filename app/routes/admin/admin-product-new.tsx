import { Link, redirect } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { DeskAnswer, linkClass } from "~/features/admin/orders/order-desk-ui";
import { ProductForm } from "~/features/admin/products/product-form";
import { productFormInvalid, readProductFields } from "~/features/admin/products/product-form-fields.server";
import { deskAttempt } from "~/features/admin/orders/desk-action.server";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { productInputFromForm, productInputSchema } from "~/lib/forms/product-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-product-new";

export function meta(): Route.MetaDescriptors {
  return [{ title: `New product | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  return { choices: await context.services.products.choices(actor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const read = await readProductFields(request);
  if (!read.ok) return read.response;
  const { fields } = read;
  const parsed = productInputSchema.safeParse(productInputFromForm(fields));
  if (!parsed.success) return productFormInvalid("create", parsed.error.issues, fields);
  const created: { id?: number } = {};
  const answer = await deskAttempt("create", context, fields, async () => {
    created.id = (await context.services.products.create(actor, parsed.data)).id;
    return "Product created.";
  });
  // Made: its own page, where it is published (a draft until then).
  if (created.id !== undefined) return redirect(`/admin/products/${created.id}?created=1`, 303);
  return answer;
}

export default function AdminProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/admin/products" className={linkClass}>
          Products
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">New product</h1>
      <p className="text-sm text-stone-700">A new product is a draft: shoppers see it once it is published from its page.</p>
      <DeskAnswer answer={actionData} />
      <ProductForm choices={loaderData.choices} values={values} errors={actionData?.fieldErrors ?? {}} submitLabel="Create product" intent="create" />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
