import { data, Form, Link, useSubmit } from "react-router";
import * as z from "zod/mini";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { PhotoDragOrder } from "~/features/admin/photo-drag-order";
import { deskAttempt, deskInvalid, deskLoad, deskNotFound, idOf } from "~/features/admin/orders/desk-action.server";
import {
  dangerButton,
  DeskAnswer,
  FieldError,
  fieldClass,
  fieldProps,
  labelClass,
  linkClass,
  panelClass,
  primaryButton,
  revalidateAfterPosts,
  secondaryButton,
  type DeskActionData,
} from "~/features/admin/orders/order-desk-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import {
  maxPhotoRequestBytes,
  productPhotoLimits,
  productPhotoMessages,
  type ProductPhotoVariant,
  type ProductPhotoView,
} from "~/lib/contracts/product-photos";
import { photoAltSchema, photoMoveDirections, photoVariantFieldSchema } from "~/lib/forms/product-photo-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { site } from "~/lib/site";
import { ProductImage } from "~/ui/product-image";
import { useResetOnSuccess } from "~/ui/use-reset-on-success";
import type { Route } from "./+types/admin-product-photos";

// A product's uploaded photos: add one (with its alt text, for all colours or one variant),
// describe, reorder, reassign and delete them. The shop shows them instead of the drawn pictures
// as soon as there is one; a variant's own photos come first when a shopper picks it (the rule is
// in server/services/catalog-sql.ts). Every form is a plain post, so the page works without
// JavaScript; moving is done with the "Move earlier" and "Move later" buttons, which a keyboard
// reaches like any other.

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.product.name;
  return [{ title: `${name ? `Photos of ${name}` : "Product photos"} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export const shouldRevalidate = revalidateAfterPosts;

interface PhotoActionData extends DeskActionData {
  /** Which photo the answer is about (its alt form shows the field's error). */
  photoId?: number;
  /** A delete posted without confirmation: the page asks once more. */
  confirmDelete?: number;
}

function productIdOf(params: { id: string }): number {
  return idOf(params.id) ?? deskNotFound(productPhotoMessages.noProduct);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  return deskLoad(context.services.productPhotos.list(actor, productIdOf(params)));
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A variant as the page names it: what the shopper picks, and its SKU. */
function variantLabel(variant: ProductPhotoVariant): string {
  return `${variant.name} (SKU ${variant.sku})`;
}

/** What a photo is shown for, in words. */
function shownForText(variantId: number | null, variants: readonly ProductPhotoVariant[]): string {
  if (variantId === null) return "All colours";
  const variant = variants.find((candidate) => candidate.id === variantId);
  return variant ? variantLabel(variant) : "A variant no longer listed";
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const productId = productIdOf(params);
  const form = await readLimitedForm(request, maxPhotoRequestBytes);
  if (form === "too_large") return data<PhotoActionData>({ intent: "upload", formError: productPhotoMessages.tooLarge, status: 413 }, { status: 413 });
  if (form === "unreadable") return data<PhotoActionData>({ formError: "Please send the form as a form.", status: 415 }, { status: 415 });
  if (form === "unstorable") return data<PhotoActionData>({ formError: unstorableFormMessage, status: 422 }, { status: 422 });
  const intent = textOf(form, "intent");
  const photos = context.services.productPhotos;

  if (intent === "upload") {
    const alt = textOf(form, "alt");
    const file = form.get("photo");
    const values = { alt: alt.slice(0, productPhotoLimits.altMaxLength), variantId: textOf(form, "variantId").slice(0, 10) };
    const issues: { path: string[]; message: string }[] = [];
    if (!(file instanceof File) || file.size === 0) issues.push({ path: ["photo"], message: productPhotoMessages.empty });
    const altParsed = z.safeParse(photoAltSchema, alt);
    if (!altParsed.success) issues.push(...altParsed.error.issues.map((issue) => ({ path: ["alt"], message: issue.message })));
    const variantParsed = z.safeParse(photoVariantFieldSchema, textOf(form, "variantId"));
    if (!variantParsed.success) issues.push(...variantParsed.error.issues.map((issue) => ({ path: ["variantId"], message: issue.message })));
    if (issues.length > 0 || !(file instanceof File) || !variantParsed.success) return deskInvalid(intent, issues, values);
    const bytes = Buffer.from(await file.arrayBuffer());
    const variantId = variantParsed.data;
    return deskAttempt(intent, context, values, async () => {
      const added = await photos.upload(actor, productId, { file: bytes, alt, variantId });
      if (variantId !== null) {
        const { variants } = await photos.list(actor, productId);
        return `Photo added as number ${added.position + 1}, shown for ${shownForText(variantId, variants)}.`;
      }
      return added.position === 0 ? "Photo added. It is the product's main picture in the shop." : `Photo added as number ${added.position + 1}.`;
    });
  }

  const photoId = idOf(textOf(form, "photoId"));
  if (photoId === null) return deskInvalid(intent, [{ path: ["form"], message: productPhotoMessages.noPhoto }], {});

  if (intent === "alt") {
    const alt = textOf(form, "alt");
    const values = { alt: alt.slice(0, productPhotoLimits.altMaxLength) };
    const altParsed = z.safeParse(photoAltSchema, alt);
    if (!altParsed.success) {
      return data<PhotoActionData>(
        { intent, photoId, fieldErrors: { alt: altParsed.error.issues[0]?.message }, values, status: 400 },
        { status: 400 },
      );
    }
    const answer = await deskAttempt(intent, context, values, async () => {
      await photos.change(actor, productId, photoId, { alt: altParsed.data });
      return "Alt text saved.";
    });
    return data<PhotoActionData>({ ...answer.data, photoId }, answer.init ?? undefined);
  }

  if (intent === "variant") {
    const parsed = z.safeParse(photoVariantFieldSchema, textOf(form, "variantId"));
    if (!parsed.success) return deskInvalid(intent, [{ path: ["form"], message: parsed.error.issues[0]?.message ?? productPhotoMessages.noVariant }], {});
    const variantId = parsed.data;
    const answer = await deskAttempt(intent, context, {}, async () => {
      const after = await photos.change(actor, productId, photoId, { variantId });
      const place = after.findIndex((photo) => photo.id === photoId);
      if (variantId === null) return `Photo ${place + 1} is now shown for all colours.`;
      const { variants } = await photos.list(actor, productId);
      return `Photo ${place + 1} is now shown for ${shownForText(variantId, variants)}.`;
    });
    return data<PhotoActionData>({ ...answer.data, photoId }, answer.init ?? undefined);
  }

  if (intent === "move") {
    const direction = photoMoveDirections.find((candidate) => candidate === textOf(form, "direction"));
    if (!direction) return deskInvalid(intent, [{ path: ["form"], message: "Say whether to move the photo earlier or later." }], {});
    return deskAttempt(intent, context, {}, async () => {
      const after = await photos.move(actor, productId, photoId, direction);
      const place = after.findIndex((photo) => photo.id === photoId);
      return place === 0 ? "Photo moved: it is now the main picture." : `Photo moved to number ${place + 1} of ${after.length}.`;
    });
  }

  // A drop from the drag handles (JavaScript only): the photo's new place, 0 = first.
  if (intent === "position") {
    const position = /^\d{1,2}$/.test(textOf(form, "position")) ? Number(textOf(form, "position")) : null;
    if (position === null || position >= productPhotoLimits.maxPhotosPerProduct) {
      return deskInvalid(intent, [{ path: ["form"], message: "That place is not known. Reload the page." }], {});
    }
    return deskAttempt(intent, context, {}, async () => {
      const after = await photos.change(actor, productId, photoId, { position });
      const place = after.findIndex((photo) => photo.id === photoId);
      return place === 0 ? "Photo moved: it is now the main picture." : `Photo moved to number ${place + 1} of ${after.length}.`;
    });
  }

  if (intent === "delete") {
    if (textOf(form, "confirmed") !== "yes") return data<PhotoActionData>({ intent, confirmDelete: photoId });
    return deskAttempt(intent, context, {}, async () => {
      await photos.remove(actor, productId, photoId);
      return "Photo deleted.";
    });
  }

  return deskInvalid(intent, [{ path: ["form"], message: "That form is not known here. Reload the page." }], {});
}

const hiddenClass = "sr-only";

interface PhotoItemProps {
  photo: ProductPhotoView;
  place: number;
  count: number;
  /** Whether it is the product's own first picture: its picture when shared, and the first for colours without photos of their own. */
  main: boolean;
  variants: readonly ProductPhotoVariant[];
  answer: PhotoActionData | undefined;
}

/** The choice of what a photo is shown for: all colours, or one of the product's variants. */
function ShownForOptions({ variants }: { variants: readonly ProductPhotoVariant[] }) {
  return (
    <>
      <option value="">All colours</option>
      {variants.map((variant) => (
        <option key={variant.id} value={String(variant.id)}>
          {variantLabel(variant)}
        </option>
      ))}
    </>
  );
}

function PhotoItem({ photo, place, count, main, variants, answer }: PhotoItemProps) {
  const number = place + 1;
  const altError = answer?.intent === "alt" && answer.photoId === photo.id ? answer.fieldErrors?.alt : undefined;
  const altValue = answer?.intent === "alt" && answer.photoId === photo.id && answer.values?.alt !== undefined ? answer.values.alt : photo.alt;
  const altId = `alt-${photo.id}`;
  const variantFieldId = `shown-for-${photo.id}`;
  const asking = answer?.confirmDelete === photo.id;
  return (
    <>
      <div className="aspect-[4/3] overflow-hidden rounded-md bg-stone-100">
        <ProductImage path={photo.path} alt={photo.alt} width={photo.width} height={photo.height} sizes="160px" className="size-full object-cover" />
      </div>
      <div className="min-w-0 space-y-3">
        <h3 id={`photo-${photo.id}-title`} className="font-semibold">
          Photo {number} of {count}
          {main ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Main picture</span> : null}
          <span className="ml-2 text-sm font-normal text-stone-600">
            {photo.width} × {photo.height} px
          </span>
          <span className="ml-2 text-sm font-normal text-stone-600">· For {photo.variantId === null ? "all colours" : shownForText(photo.variantId, variants)}</span>
        </h3>
        <Form method="post" className="flex flex-wrap items-end gap-2" key={`${photo.id}-${photo.alt}`}>
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="photoId" value={photo.id} />
          <div className="min-w-64 flex-1">
            <label htmlFor={altId} className={labelClass}>
              Alt text<span className={hiddenClass}> of photo {number}</span>
            </label>
            <input
              {...fieldProps(altId, altError)}
              name="alt"
              type="text"
              required
              maxLength={productPhotoLimits.altMaxLength}
              defaultValue={altValue}
              className={fieldClass}
            />
          </div>
          <button type="submit" className={secondaryButton}>
            Save alt text<span className={hiddenClass}> of photo {number}</span>
          </button>
          <div className="basis-full">
            <FieldError id={`${altId}-error`} message={altError} />
          </div>
        </Form>
        <div className="flex flex-wrap gap-2">
          {photoMoveDirections.map((direction) => {
            const impossible = direction === "earlier" ? number === 1 : number === count;
            return (
              <Form method="post" key={direction}>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="photoId" value={photo.id} />
                <input type="hidden" name="direction" value={direction} />
                <button type="submit" className={`${secondaryButton} disabled:cursor-not-allowed disabled:opacity-50`} disabled={impossible}>
                  {direction === "earlier" ? "Move earlier" : "Move later"}
                  <span className={hiddenClass}> (photo {number})</span>
                </button>
              </Form>
            );
          })}
          {asking ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="photoId" value={photo.id} />
              <button type="submit" className={`${secondaryButton} text-red-800`}>
                Delete<span className={hiddenClass}> photo {number}</span>
              </button>
            </Form>
          )}
        </div>
        {/* Below the move and delete buttons, so Tab still goes from the alt text to moving. */}
        <Form method="post" className="flex flex-wrap items-end gap-2" key={`${photo.id}-${photo.variantId ?? "all"}`}>
          <input type="hidden" name="intent" value="variant" />
          <input type="hidden" name="photoId" value={photo.id} />
          <div className="min-w-64">
            <label htmlFor={variantFieldId} className={labelClass}>
              Shown for<span className={hiddenClass}> photo {number}</span>
            </label>
            <select id={variantFieldId} name="variantId" defaultValue={photo.variantId === null ? "" : String(photo.variantId)} className={fieldClass}>
              <ShownForOptions variants={variants} />
            </select>
          </div>
          <button type="submit" className={secondaryButton}>
            Save<span className={hiddenClass}> what photo {number} is shown for</span>
          </button>
        </Form>
        {asking ? (
          <div className="rounded-md border border-red-200 bg-red-50 p-3">
            <p role="status" className="text-sm font-medium text-red-900">
              Delete photo {number}? The shop stops showing it at once{count === 1 ? ", and the drawn pictures come back" : ""}.
            </p>
            <div className="mt-2 flex gap-2">
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="photoId" value={photo.id} />
                <input type="hidden" name="confirmed" value="yes" />
                <button type="submit" className={dangerButton}>
                  Yes, delete photo {number}
                </button>
              </Form>
              <Link to="." className={secondaryButton}>
                Keep it
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}

export default function AdminProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { product, photos, variants } = loaderData;
  const answer: PhotoActionData | undefined = actionData;
  const uploadAnswer = answer?.intent === "upload" ? answer : undefined;
  const photoError = uploadAnswer?.fieldErrors?.photo;
  const altError = uploadAnswer?.fieldErrors?.alt;
  const variantError = uploadAnswer?.fieldErrors?.variantId;
  // The product's own first picture (catalog-sql.ts): the first photo for all colours, else photo 1.
  const mainPhotoId = (photos.find((photo) => photo.variantId === null) ?? photos[0])?.id;
  const full = photos.length >= productPhotoLimits.maxPhotosPerProduct;
  // A drop is posted like the forms, so its answer shows where theirs do.
  const submit = useSubmit();
  const uploadForm = useResetOnSuccess(uploadAnswer);
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to={`/admin/products/${product.id}`} className={linkClass}>
          ← {product.name}
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-semibold">Photos of {product.name}</h1>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">
          The shop shows these photos, in this order, instead of the product's drawn pictures. A photo shown for one variant comes first when a
          shopper picks that variant (on its page, its cards and cart lines), before the photos for all colours; a variant without photos of its
          own shows the photos for all colours. With none for all colours, it shows the photos of the variant whose photo comes first. With no
          photos, the drawn pictures are shown.
        </p>
      </header>

      {answer && answer.intent !== "upload" && !answer.confirmDelete ? <DeskAnswer answer={answer} /> : null}

      <section aria-labelledby="upload-heading" className={panelClass}>
        <h2 id="upload-heading" className="font-semibold">
          Add a photo
        </h2>
        {full ? (
          <p className="mt-2 text-sm">{productPhotoMessages.tooManyPhotos}</p>
        ) : (
          <Form ref={uploadForm} method="post" encType="multipart/form-data" className="mt-3 grid grid-cols-2 items-start gap-4">
            <input type="hidden" name="intent" value="upload" />
            <div>
              <label htmlFor="photo" className={labelClass}>
                Photo
              </label>
              <input
                {...fieldProps("photo", photoError)}
                aria-describedby={photoError ? "photo-error photo-hint" : "photo-hint"}
                name="photo"
                type="file"
                required
                accept="image/jpeg,image/png,image/webp,image/avif"
                className={`${fieldClass} file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-2 file:py-1`}
              />
              <p id="photo-hint" className="mt-1 text-sm text-stone-600">
                JPEG, PNG, WebP or AVIF, at most {productPhotoLimits.maxBytes / (1024 * 1024)} MB and {productPhotoLimits.maxPixels / 1_000_000}{" "}
                megapixels. The camera's details and any location are removed.
              </p>
              <FieldError id="photo-error" message={photoError} />
            </div>
            <div>
              <label htmlFor="alt" className={labelClass}>
                Alt text
              </label>
              <input
                {...fieldProps("alt", altError)}
                aria-describedby={altError ? "alt-error alt-hint" : "alt-hint"}
                name="alt"
                type="text"
                required
                maxLength={productPhotoLimits.altMaxLength}
                defaultValue={uploadAnswer?.values?.alt ?? ""}
                className={fieldClass}
              />
              <p id="alt-hint" className="mt-1 text-sm text-stone-600">
                What the photo shows, for shoppers who cannot see it, e.g. “Teak sofa with mustard cushions in a sunlit living room”.
              </p>
              <FieldError id="alt-error" message={altError} />
            </div>
            <div>
              <label htmlFor="variantId" className={labelClass}>
                Shown for
              </label>
              <select
                {...fieldProps("variantId", variantError)}
                aria-describedby={variantError ? "variantId-error variantId-hint" : "variantId-hint"}
                name="variantId"
                defaultValue={uploadAnswer?.values?.variantId ?? ""}
                className={fieldClass}
              >
                <ShownForOptions variants={variants} />
              </select>
              <p id="variantId-hint" className="mt-1 text-sm text-stone-600">
                All colours, or one variant: its photos come first when a shopper picks it.
              </p>
              <FieldError id="variantId-error" message={variantError} />
            </div>
            <div className="col-span-2 flex items-center gap-3">
              <button type="submit" className={primaryButton}>
                Upload photo
              </button>
              <DeskAnswer answer={uploadAnswer?.fieldErrors ? undefined : uploadAnswer} />
            </div>
          </Form>
        )}
      </section>

      <section aria-labelledby="photos-heading" className="space-y-3">
        <h2 id="photos-heading" className="font-semibold">
          Photos in the shop's order
        </h2>
        {photos.length === 0 ? (
          <p className="text-sm text-stone-700">No photos yet: the shop shows this product's drawn pictures.</p>
        ) : (
          <PhotoDragOrder
            items={photos}
            itemClassName={`${panelClass} grid grid-cols-[10rem_1fr] gap-4`}
            onMove={(photoId, position) => {
              void submit({ intent: "position", photoId: String(photoId), position: String(position) }, { method: "post", preventScrollReset: true });
            }}
            render={(photo, place, count) => (
              <PhotoItem photo={photo} place={place} count={count} main={photo.id === mainPhotoId} variants={variants} answer={answer} />
            )}
          />
        )}
      </section>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
