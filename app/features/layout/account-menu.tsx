import type { KeyboardEvent, PointerEvent } from "react";
import { AccountTriggerFace, accountTriggerClass, type SignedInAccount } from "./account-trigger";
import { standInTriggerProps, useDeferredWidget } from "~/ui/use-deferred-widget";

const loadDropdown = () => import("./account-menu-dropdown");

/** Keys that open a menu button (WAI-ARIA menu button pattern, as Radix handles them). */
const openingKeys = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The header's account menu (spec §2): the account pages, then Login / Register for a guest or a
 * greeting and Logout for a signed-in shopper (the spec's menu ignored sign-in; ours is real). The menu's code (Radix DropdownMenu and its
 * positioning) comes on the first hover, focus or press of the button, not with every page.
 */
export function AccountMenu({ account = null }: { account?: SignedInAccount | null }) {
  const dropdown = useDeferredWidget(loadDropdown, "account menu");
  const { loaded, requestOpen } = dropdown;
  if (loaded) return <loaded.module.AccountMenuDropdown key={loaded.start.attempt} start={loaded.start} account={account} />;
  return (
    <button
      {...standInTriggerProps(dropdown, "menu")}
      className={accountTriggerClass}
      // Radix opens its menu on pointer down; the stand-in does the same.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button === 0 && !event.ctrlKey) requestOpen(false);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        requestOpen(true);
      }}
      // Assistive technologies may send a click without a pointer or key press first.
      onClick={() => {
        requestOpen(false);
      }}
    >
      <AccountTriggerFace />
    </button>
  );
}
