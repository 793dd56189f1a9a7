import { Dialog } from "radix-ui";
import { useRef, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { CartDrawer } from "~/features/cart/cart-drawer";
import { useCartSync } from "~/features/cart/use-cart-sync";
import { cartLink } from "~/lib/navigation";
import { BagIcon } from "~/ui/icons";

/** "Cart, 1 item" / "Cart, 3 items": the count is in the name because the badge is visual only. */
export function cartAccessibleName(count: number): string {
  return `${cartLink.label}, ${count} ${count === 1 ? "item" : "items"}`;
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
 * slide-in cart drawer of spec §2 instead (on /cart itself it simply stays a link).
 */
export function CartLink({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  useCartSync();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Link
        ref={linkRef}
        to={cartLink.href}
        aria-label={cartAccessibleName(count)}
        aria-haspopup={pathname === cartLink.href ? undefined : "dialog"}
        onClick={(event) => {
          if (pathname === cartLink.href || !isPlainClick(event)) return;
          event.preventDefault();
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
          {cartLink.label}
        </span>
      </Link>
      {open ? (
        <CartDrawer
          returnFocusTo={linkRef}
          onNavigate={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </Dialog.Root>
  );
}
