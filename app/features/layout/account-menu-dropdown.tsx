import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { Link } from "~/i18n/localized-link";
import { accountLinks, authLinks, type NavLink } from "~/lib/navigation";
import type { WidgetStart } from "~/ui/use-deferred-widget";
import { accountPagePath } from "./account-page-link";
import { AccountTriggerFace, accountTriggerClass, type SignedInAccount } from "./account-trigger";
import { useT } from "~/i18n/use-t";

const itemClass =
  "flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-900";

function MenuLinks({ links }: { links: readonly NavLink[] }) {
  const t = useT();
  return links.map((link) => (
    <DropdownMenu.Item key={link.href} asChild className={itemClass}>
      <Link to={link.href}>{t(link.label)}</Link>
    </DropdownMenu.Item>
  ));
}

/**
 * The header's account menu itself (Radix DropdownMenu), loaded on the first sign the shopper
 * wants it (see account-menu.tsx). `start` says how the stand-in was used meanwhile.
 */
export function AccountMenuDropdown({ start, account }: { start: WidgetStart; account: SignedInAccount | null }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const logoutRef = useRef<HTMLFormElement>(null);
  const openedByKey = start.open && start.keyboard;
  const t = useT();

  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    // Opened by a press, the open menu takes focus itself; focusing the trigger then would count
    // as focus leaving the menu and close it again.
    if ((start.focusTrigger && !start.open) || openedByKey) trigger.focus();
    // Radix moves focus to the first item only when it saw the key press itself; the press that
    // asked for this menu reached the stand-in, so it is handed on to the real trigger.
    if (openedByKey) trigger.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }));
  }, [start, openedByKey]);

  return (
    // Not modal: the page behind keeps its scroll bar, so opening the menu shifts nothing.
    <DropdownMenu.Root modal={false} defaultOpen={start.open && !openedByKey}>
      <DropdownMenu.Trigger ref={triggerRef} className={accountTriggerClass}>
        <AccountTriggerFace />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the header's banner landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-stone-900/10 motion-safe:animate-pop-in"
      >
        {account ? (
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-sm font-semibold text-ink">{t("Hi, {name}", { name: account.firstName })}</DropdownMenu.Label>
        ) : null}
        <MenuLinks links={accountLinks.map((link) => (link.needsAccount ? { ...link, href: accountPagePath(link.href, account !== null) } : link))} />
        <DropdownMenu.Separator className="mx-2 my-1.5 h-px bg-stone-200" />
        {account ? (
          <DropdownMenu.Item
            className={itemClass}
            // Signing out is a POST (a link could be followed by a prefetch); the item submits it.
            onSelect={() => logoutRef.current?.requestSubmit()}
          >
            {t("Logout")}
          </DropdownMenu.Item>
        ) : (
          <MenuLinks links={authLinks} />
        )}
      </DropdownMenu.Content>
      <Form ref={logoutRef} method="post" action="/logout" hidden />
    </DropdownMenu.Root>
  );
}
