import { useEffect, useId, useRef, useState } from "react";
import { Link } from "~/i18n/localized-link";
import { wishlistLink } from "~/lib/navigation";
import { CloseIcon, HeartIcon, SearchIcon } from "~/ui/icons";
import { AccountMenu } from "./account-menu";
import type { SignedInAccount } from "./account-trigger";
import { CartLink } from "./cart-link";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";
import { SkipLink } from "./skip-link";
import { StoreLogo } from "./store-logo";
import { TopBar } from "./top-bar";
import { useT } from "~/i18n/use-t";

// Without a display utility: each control says at which widths it is shown.
const iconButtonClass =
  "h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-ink transition-colors hover:bg-brand-50 hover:text-brand-800";

/** The header of every shop page (spec §1–§2). `cartCount` comes from the shop layout's loader. */
export function ShopHeader({ cartCount, account = null }: { cartCount: number; account?: SignedInAccount | null }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const searchRegionId = useId();
  const t = useT();

  // Opening the mobile search is a request to type, so the field gets focus.
  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus();
  }, [searchOpen]);

  return (
    <>
      <SkipLink />
      <header className="relative z-30 bg-white shadow-[0_1px_0_0_var(--color-stone-200)]">
        <TopBar />
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-3 px-2 py-2.5 sm:gap-x-2 sm:px-4 md:flex-nowrap md:gap-x-6 md:py-4 lg:px-6">
          <MobileMenu />
          <StoreLogo className="ml-1 md:ml-2" />
          {/* One search form for every width: a full-width row on phones (shown by the button
              below), inline between the logo and the icons from md up. */}
          <div
            id={searchRegionId}
            className={`order-last w-full px-1 pb-1 md:order-none md:block md:max-w-xl md:flex-1 md:px-0 md:pb-0 lg:max-w-2xl ${searchOpen ? "block" : "hidden"}`}
          >
            <SearchBox inputRef={searchInputRef} />
          </div>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <button
              type="button"
              aria-expanded={searchOpen}
              aria-controls={searchRegionId}
              onClick={() => {
                setSearchOpen((open) => !open);
              }}
              className={`${iconButtonClass} inline-flex md:hidden`}
            >
              {searchOpen ? <CloseIcon size={24} /> : <SearchIcon size={24} />}
              <span className="sr-only">{searchOpen ? t("Close search") : t("Open search")}</span>
            </button>
            <Link to={wishlistLink.href} className={`${iconButtonClass} hidden sm:inline-flex`}>
              <HeartIcon size={24} />
              <span className="sr-only text-sm font-medium lg:not-sr-only">{t(wishlistLink.label)}</span>
            </Link>
            <AccountMenu account={account} />
            <CartLink count={cartCount} />
          </div>
        </div>
        <MainNav />
      </header>
    </>
  );
}
