import { useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { Link, useLocalizedPath } from "~/i18n/localized-link";
import { useCartSync } from "~/features/cart/use-cart-sync";
import { cartLink } from "~/lib/navigation";
import { BagIcon } from "~/ui/icons";
import { useDeferredWidget } from "~/ui/use-deferred-widget";
import { useT, type Translate } from "~/i18n/use-t";

const loadDrawer = () => import("./cart-drawer-dialog");

/** "Cart, 1 item" / "Cart, 3 items": the count is in the name because the badge is visual only. */
export function cartAccessibleName(count: number, t: Translate): string {
  return t("Cart, {count, plural, one {# item} other {# items}}", { count });
}

/** What the badge shows: large counts are capped so the badge keeps its size. */
export function cartBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's cart button with its item-count badge. It is a link to /cart, so it works before
 * and without JavaScript and opens in a new tab on a modified click; a plain click opens the
 * slide-in cart drawer of spec §2 instead (on /cart itself it simply stays a link). The drawer's
 * code comes on the first hover, focus or press of the link, not with every page.
 */
export function CartLink({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  const drawer = useDeferredWidget(loadDrawer, "cart drawer");
  const t = useT();
  const onCartPage = pathname === useLocalizedPath()(cartLink.href);
  useCartSync();

  return (
    <>
      <Link
        ref={linkRef}
        to={cartLink.href}
        aria-label={cartAccessibleName(count, t)}
        aria-haspopup={onCartPage ? undefined : "dialog"}
        onPointerEnter={onCartPage ? undefined : drawer.preload}
        onFocus={onCartPage ? undefined : drawer.preload}
        onClick={(event) => {
          if (onCartPage || !isPlainClick(event)) return;
          event.preventDefault();
          drawer.preload();
          setOpen(true);
        }}
        className="relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-ink transition-colors hover:bg-brand-50 hover:text-brand-800"
      >
        {/* The badge is positioned over the icon, so a count appearing never moves anything. */}
        <span className="relative inline-flex">
          <BagIcon size={24} />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-2 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
            >
              {cartBadgeText(count)}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="hidden text-sm font-medium lg:inline">
          {t(cartLink.label)}
        </span>
      </Link>
      {drawer.loaded ? (
        <drawer.loaded.module.CartDrawerDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={linkRef}
          onNavigate={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
