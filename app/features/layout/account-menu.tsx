import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { accountLinks, authLinks, type NavLink } from "~/lib/navigation";
import { ChevronDownIcon, UserIcon } from "~/ui/icons";

const itemClass =
  "flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-900";

function MenuLinks({ links }: { links: readonly NavLink[] }) {
  return links.map((link) => (
    <DropdownMenu.Item key={link.href} asChild className={itemClass}>
      <Link to={link.href}>{link.label}</Link>
    </DropdownMenu.Item>
  ));
}

/**
 * The header's account menu (spec §2). Spec §6: it is not tied to a sign-in state, so it always
 * offers both the account pages and Login / Register.
 */
export function AccountMenu() {
  return (
    // Not modal: the page behind keeps its scroll bar, so opening the menu shifts nothing.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800">
        <UserIcon size={24} />
        <span className="sr-only text-sm font-medium lg:not-sr-only">Account</span>
        <ChevronDownIcon size={14} className="hidden lg:block" />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the header's banner landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-stone-900/10 motion-safe:animate-pop-in"
      >
        <MenuLinks links={accountLinks} />
        <DropdownMenu.Separator className="mx-2 my-1.5 h-px bg-stone-200" />
        <MenuLinks links={authLinks} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
