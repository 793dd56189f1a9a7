import { Form, useFetcher, useNavigation } from "react-router";
import { Link, useLocalizedPath } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { Breadcrumbs } from "~/features/product/breadcrumbs";
import type { WishlistItem } from "~/lib/contracts/wishlist";
import { Rupees } from "~/ui/rupees";
import { availabilityLabel } from "~/lib/stock-label";
import { BagIcon, HeartIcon } from "~/ui/icons";
import { ProductImage } from "~/ui/product-image";
import type { WishlistActionData } from "./wishlist-form";

export interface WishlistPageProps {
  items: WishlistItem[];
  /** What the action answered to a post without JavaScript that it refused. */
  actionData: WishlistActionData | undefined;
}

const primaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none";

/** What the /cart action answered a fetcher, read without reaching into the cart feature. */
function cartAnswer(data: unknown): { ok: true } | { ok: false; error: string } | null {
  if (typeof data !== "object" || data === null || !("ok" in data)) return null;
  if (data.ok === true) return { ok: true };
  if (data.ok === false && "error" in data && typeof data.error === "string") return { ok: false, error: data.error };
  return null;
}

/** The /wishlist page (spec §2): saved products at today's prices and stock. */
export function WishlistPage({ items, actionData }: WishlistPageProps) {
  const t = useT();
  const refusal = actionData && !actionData.ok ? actionData.error : null;
  const crumbs = [
    { name: t("Home"), path: "/" },
    { name: t("My Wishlist"), path: "/wishlist" },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-6">
      <Breadcrumbs crumbs={crumbs} />
      {refusal ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t(refusal)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center sm:py-16">
          <span className="inline-flex size-24 items-center justify-center rounded-full bg-sand text-brand-700">
            <HeartIcon size={44} />
          </span>
          <h1 className="mt-6 font-display text-3xl font-bold text-ink">{t("My Wishlist")}</h1>
          <p className="mt-3 text-lg font-medium text-ink">{t("Your wishlist is empty")}</p>
          <p className="mt-2 text-[15px] text-stone-700">
            {t("Tap the heart on any product to save it here for later.")}
          </p>
          <Link to="/products" className={`${primaryButton} mt-8 h-12 px-6 text-base`}>
            {t("Continue Shopping")}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h1 className="font-display text-3xl font-bold text-ink">
              {t("My Wishlist")}{" "}
              <span className="text-xl font-medium text-stone-700">({t("{count, plural, one {# item} other {# items}}", { count: items.length })})</span>
            </h1>
          </div>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:mt-8 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((item, index) => (
              <WishlistCard key={item.id} item={item} priority={index === 0} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function WishlistCard({ item, priority }: { item: WishlistItem; priority: boolean }) {
  const t = useT();
  const localizedPath = useLocalizedPath();
  const cart = useFetcher();
  const navigation = useNavigation();
  const adding = cart.state !== "idle";
  const answer = cart.state === "idle" ? cartAnswer(cart.data) : null;
  const removing =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "remove" &&
    navigation.formData.get("product_id") === String(item.id);
  const buyable = item.inStock && item.defaultVariantId !== null;
  const statusId = `wishlist-item-${item.id}-status`;
  return (
    <li className={`flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white ${removing ? "opacity-60" : ""}`}>
      <Link to={`/product/${item.id}`} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] bg-sand">
        {item.image ? (
          <ProductImage
            path={item.image.path}
            alt=""
            width={item.image.width}
            height={item.image.height}
            sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            priority={priority}
            className={`h-full w-full object-cover ${item.inStock ? "" : "opacity-70"}`}
          />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-[15px] font-medium leading-snug text-ink">
          <Link to={`/product/${item.id}`} className="rounded-sm hover:text-brand-800 hover:underline">
            {item.name}
          </Link>
        </h2>
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <Rupees amount={item.price} className="text-lg font-semibold text-ink" />
          {item.discount > 0 ? (
            <>
              <span className="text-sm text-stone-600 line-through">
                <span className="sr-only">{t("Original price")} </span>
                <Rupees amount={item.originalPrice} />
              </span>
              <span className="text-sm font-semibold text-emerald-800">{t("{discount}% off", { discount: item.discount })}</span>
            </>
          ) : null}
        </div>
        <p className={`text-sm font-medium ${item.inStock ? "text-emerald-800" : "text-red-700"}`}>
          {t(availabilityLabel(item.inStock))}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <cart.Form method="post" action={localizedPath("/cart")} className="flex-1">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="product_id" value={item.id} />
            {item.defaultVariantId !== null ? (
              <input type="hidden" name="variant_id" value={item.defaultVariantId} />
            ) : null}
            <input type="hidden" name="quantity" value="1" />
            <button
              type="submit"
              disabled={!buyable || adding}
              aria-describedby={statusId}
              className={`${primaryButton} w-full`}
            >
              <BagIcon size={18} />
              {adding ? t("Adding…") : t("Add to Cart")}
            </button>
          </cart.Form>
          <Form method="post" action={localizedPath("/wishlist")}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="product_id" value={item.id} />
            <button
              type="submit"
              disabled={removing}
              aria-label={t("Remove {product} from wishlist", { product: item.name })}
              className="inline-flex h-11 items-center justify-center rounded-lg border border-stone-300 px-4 text-sm font-medium text-ink hover:border-red-300 hover:text-red-700 disabled:opacity-70"
            >
              {t("Remove")}
            </button>
          </Form>
        </div>
        {/* Always in the page, so screen readers announce what the cart said. */}
        <p id={statusId} role="status" className={`min-h-5 text-sm ${answer?.ok === false ? "text-red-700" : "text-green-800"}`}>
          {answer?.ok ? (
            <>
              {t("Added to your cart.")}{" "}
              <Link to="/cart" className="font-medium underline underline-offset-2">
                {t("View Cart")}
              </Link>
            </>
          ) : (
            answer?.error && t(answer.error)
          )}
        </p>
      </div>
    </li>
  );
}
