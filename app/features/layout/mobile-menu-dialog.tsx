import { Accordion, Dialog } from "radix-ui";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link } from "~/i18n/localized-link";
import { allProductsLink, menuGroups, topBarLinks, wishlistLink } from "~/lib/navigation";
import { site } from "~/lib/site";
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, HeartIcon, PhoneIcon } from "~/ui/icons";
import { MenuButtonFace, menuButtonClass } from "./mobile-menu-button";
import { StoreLogo } from "./store-logo";
import { ServiceLinkIcon } from "./top-bar";
import type { WidgetStart } from "~/ui/use-deferred-widget";
import { useT } from "~/i18n/use-t";
import { LanguageSwitch } from "~/i18n/language-switch";

const rowClass = "flex items-center justify-between rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-brand-50";

/**
 * Below the md breakpoint the category menu lives in a side drawer (Radix Dialog: focus trap,
 * Escape, focus returned to the button). The groups are an accordion so the list stays short.
 * Loaded on the first sign the shopper wants it (see mobile-menu.tsx); `start` says how the
 * stand-in button was used meanwhile.
 */
export function MobileMenuDialog({ start }: { start: WidgetStart }) {
  const [open, setOpen] = useState(start.open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const t = useT();

  useEffect(() => {
    if (start.focusTrigger && !start.open) triggerRef.current?.focus();
  }, [start]);

  // Any link chosen in the drawer leads away, so the drawer closes (one handler for all links).
  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={menuButtonClass}>
        <MenuButtonFace />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[22rem] max-w-[88vw] flex-col bg-white shadow-xl outline-none motion-safe:animate-drawer-in"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="sr-only">{t("Menu")}</Dialog.Title>
            <StoreLogo />
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50">
              <CloseIcon size={24} />
              <span className="sr-only">{t("Close menu")}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t("Menu")} onClick={closeOnLinkClick} className="flex-1 overflow-y-auto px-2 py-3">
            <Link to={allProductsLink.href} className={rowClass}>
              {t(allProductsLink.label)}
              <ArrowRightIcon size={18} className="text-stone-500" />
            </Link>
            <Accordion.Root type="multiple" className="mt-1">
              {menuGroups.map((group) => (
                <Accordion.Item key={group.slug} value={group.slug} className="border-t border-stone-100">
                  <Accordion.Header asChild>
                    <h2>
                      <Accordion.Trigger className={`group w-full ${rowClass}`}>
                        {t(group.label)}
                        <ChevronDownIcon
                          size={18}
                          className="text-stone-500 transition-transform duration-150 group-data-[state=open]:rotate-180"
                        />
                      </Accordion.Trigger>
                    </h2>
                  </Accordion.Header>
                  <Accordion.Content>
                    <ul className="pb-2 pl-3">
                      {group.subcategories.map((subcategory) => (
                        <li key={subcategory.href}>
                          <Link
                            to={subcategory.href}
                            className="block rounded-md px-3 py-2.5 text-[15px] text-stone-700 hover:bg-brand-50 hover:text-brand-800"
                          >
                            {t(subcategory.label)}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link
                          to={group.href}
                          className="block rounded-md px-3 py-2.5 text-[15px] font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          {t("Shop all {room}", { room: t(group.label) })}
                        </Link>
                      </li>
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <ul className="mt-3 border-t border-stone-200 pt-3">
              <li>
                <Link to={wishlistLink.href} className="flex items-center gap-3 rounded-md px-3 py-2.5 text-[15px] text-ink hover:bg-brand-50">
                  <HeartIcon size={20} className="text-stone-600" />
                  {t(wishlistLink.label)}
                </Link>
              </li>
              {topBarLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="flex items-center gap-3 rounded-md px-3 py-2.5 text-[15px] text-ink hover:bg-brand-50">
                    <ServiceLinkIcon href={link.href} size={20} className="text-stone-600" />
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-stone-200 bg-sand px-5 py-4 text-sm text-stone-700">
            <p>{t(site.welcome)}</p>
            <a href={site.tollFreePhoneHref} className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
              <PhoneIcon size={16} />
              {t("Toll-free {phone}", { phone: site.tollFreePhone })}
            </a>
            <LanguageSwitch className="mt-2 block w-fit font-semibold text-brand-800 hover:underline" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
