import { Link } from "~/i18n/localized-link";
import { topBarLinks } from "~/lib/navigation";
import { site } from "~/lib/site";
import { MapPinIcon, PhoneIcon, TruckIcon } from "~/ui/icons";
import { useT } from "~/i18n/use-t";
import { LanguageSwitch } from "~/i18n/language-switch";

const serviceIcons: Partial<Record<string, typeof TruckIcon>> = {
  "/track-order": TruckIcon,
  "/find-store": MapPinIcon,
};

/** The icon beside Track Order and Store Finder, wherever those links appear. */
export function ServiceLinkIcon({ href, size, className }: { href: string; size: number; className?: string }) {
  const Icon = serviceIcons[href];
  return Icon ? <Icon size={size} className={className} /> : null;
}

/** The thin band above the header: welcome line, toll-free number, order tracking, store finder. */
export function TopBar() {
  const t = useT();
  return (
    <div className="bg-brand-900 text-xs text-brand-50">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <p className="hidden truncate md:block">{t(site.welcome)}</p>
        <ul className="flex w-full items-center justify-between gap-4 sm:justify-center sm:gap-8 md:w-auto md:justify-end md:gap-5">
          <li>
            <a
              href={site.tollFreePhoneHref}
              className="inline-flex items-center gap-1.5 rounded-sm py-1 whitespace-nowrap hover:underline"
            >
              <PhoneIcon size={14} className="hidden min-[360px]:block" />
              <span>
                <span className="hidden sm:inline">{t("Toll-free")} </span>
                {site.tollFreePhone}
              </span>
            </a>
          </li>
          {/* A label wider than the phone's band (a long translation, a wide fallback font) is cut
              with an ellipsis rather than pushing the page sideways. */}
          {topBarLinks.map((link) => (
            <li key={link.href} className="min-w-0">
              <Link to={link.href} className="flex max-w-full items-center gap-1.5 rounded-sm py-1 whitespace-nowrap hover:underline">
                <ServiceLinkIcon href={link.href} size={14} className="hidden shrink-0 min-[360px]:block" />
                <span className="truncate">{t(link.label)}</span>
              </Link>
            </li>
          ))}
          {/* On a phone the band has no room for it: the menu drawer and the footer offer it there. */}
          <li className="hidden sm:block">
            <LanguageSwitch className="inline-flex rounded-sm py-1 font-semibold whitespace-nowrap hover:underline" />
          </li>
        </ul>
      </div>
    </div>
  );
}
