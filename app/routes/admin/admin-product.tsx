import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { deskAttempt, deskLoad, deskNotFound, idOf } from "~/features/admin/orders/desk-action.server";
import { DeskAnswer, Fact, fieldClass, labelClass, linkClass, panelClass, primaryButton, secondaryButton, revalidateAfterPosts } from "~/features/admin/orders/order-desk-ui";
import { ProductForm, productFormValues } from "~/features/admin/products/product-form";
import { productFormInvalid, readProductFields } from "~/features/admin/products/product-form-fields.server";
import { ProductStatusBadge } from "~/features/admin/products/product-status-badge";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { formatDateTime } from "~/lib/format-date";
import { indiaDateTimeLocal, productInputFromForm, productInputSchema, publicationSchema } from "~/lib/forms/product-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-product";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData?.product.name ?? "Product"} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export const shouldRevalidate = revalidateAfterPosts;

const noSuchProduct = "No product has that number.";

function productIdOf(params: { id: string }): number {
  return idOf(params.id) ?? deskNotFound(noSuchProduct);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const [product, choices] = await Promise.all([deskLoad(context.services.products.detail(actor, productIdOf(params))), context.services.products.choices(actor)]);
  return { product, choices, created: new URL(request.url).searchParams.get("created") === "1" };
}

const publicationMessages = {
  publish: "Published: shoppers see it now.",
  unpublish: "Taken off sale: it is a draft again, and shoppers no longer see it.",
  schedule: "Scheduled: shoppers see it from the time set.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const id = productIdOf(params);
  const read = await readProductFields(request);
  if (!read.ok) return read.response;
  const { fields } = read;
  const intent = fields.intent ?? "";
  if (intent === "save") {
    const parsed = productInputSchema.safeParse(productInputFromForm(fields));
    if (!parsed.success) return productFormInvalid(intent, parsed.error.issues, fields);
    return deskAttempt(intent, context, fields, async () => {
      await context.services.products.update(actor, id, parsed.data);
      return "Saved: the shop shows the change now.";
    });
  }
  const publication = publicationSchema.safeParse({ action: intent, ...(intent === "schedule" ? { publishAt: fields.publishAt ?? "" } : {}) });
  if (!publication.success) return productFormInvalid(intent, publication.error.issues, fields);
  return deskAttempt(intent, context, fields, async () => {
    await context.services.products.setPublication(actor, id, publication.data);
    return publicationMessages[publication.data.action];
  });
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, created } = loaderData;
  const saveAnswer = actionData?.intent === "save" ? actionData : undefined;
  const publicationAnswer = actionData && actionData.intent !== "save" ? actionData : undefined;
  const values = saveAnswer?.values && saveAnswer.formError ? saveAnswer.values : productFormValues(product);
  const stockByVariant = Object.fromEntries(product.variants.map((variant) => [String(variant.id), variant.stock]));
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/admin/products" className={linkClass}>
          Products
        </Link>
      </p>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{product.name}</h1>
          <p className="font-mono text-sm text-stone-700">{product.sku}</p>
        </div>
        <div className="flex gap-3">
          <Link to={`/admin/products/${product.id}/photos`} className={secondaryButton}>
            Photos
          </Link>
          {product.status === "published" ? (
            <a href={`/product/${product.id}`} className={secondaryButton}>
              View in the shop
            </a>
          ) : null}
        </div>
      </div>
      {created ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          Product created, as a draft. Publish it when it is ready.
        </p>
      ) : null}

      <section className={`${panelClass} space-y-3`} aria-labelledby="product-publication">
        <h2 id="product-publication" className="text-lg font-semibold">
          Publication
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          <Fact term="Status">
            <ProductStatusBadge status={product.status} publishedAt={product.publishedAt} />
          </Fact>
          <Fact term={product.status === "scheduled" ? "Appears" : "Published"}>{product.publishedAt ? formatDateTime(product.publishedAt) : "Not yet"}</Fact>
          <Fact term="Last changed">{formatDateTime(product.updatedAt)}</Fact>
        </dl>
        <DeskAnswer answer={publicationAnswer} />
        <div className="flex flex-wrap items-end gap-4">
          {product.status !== "published" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className={primaryButton}>
                Publish now
              </button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="unpublish" />
              <button type="submit" className={secondaryButton}>
                Unpublish
              </button>
            </Form>
          )}
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="schedule" />
            <div>
              <label htmlFor="product-publishAt" className={labelClass}>
                Publish at (India time)
              </label>
              <input
                id="product-publishAt"
                name="publishAt"
                type="datetime-local"
                required
                defaultValue={product.status === "scheduled" && product.publishedAt ? indiaDateTimeLocal(product.publishedAt) : ""}
                aria-invalid={publicationAnswer?.fieldErrors?.publishAt ? true : undefined}
                className={fieldClass}
              />
            </div>
            <button type="submit" className={secondaryButton}>
              Schedule
            </button>
          </Form>
        </div>
        {product.formerSlugs.length > 0 ? (
          <p className="text-sm text-stone-700">
            Former addresses that still lead here: {product.formerSlugs.map((slug) => `/product/${slug}`).join(", ")}
          </p>
        ) : null}
      </section>

      <DeskAnswer answer={saveAnswer} />
      <ProductForm key={product.updatedAt} choices={choices} values={values} errors={saveAnswer?.fieldErrors ?? {}} stockByVariant={stockByVariant} submitLabel="Save changes" intent="save" />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
