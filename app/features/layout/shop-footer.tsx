import { useId } from "react";
import { Link } from "~/i18n/localized-link";
import { appStores, footerCategoryLinks, footerPolicyLinks, type NavLink } from "~/lib/navigation";
import { site } from "~/lib/site";
import { MailIcon, PhoneIcon, SmartphoneIcon, StoreMark } from "~/ui/icons";
import { withUnbrokenPrices } from "~/ui/rupees";
import { useT } from "~/i18n/use-t";
import { LanguageSwitch } from "~/i18n/language-switch";
import { formatRupees } from "~/lib/money";
import { freeShippingThreshold } from "~/lib/shipping";
import { assemblyRadiusKm } from "~/lib/fitters";

const linkClass = "rounded-sm text-brand-100 hover:text-white hover:underline";

function FooterLinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer of every shop page (spec §1). `copyrightYear` comes from the loader so the server
 * and the browser draw the same year (no hydration mismatch around New Year's Eve).
 */
export function ShopFooter({ copyrightYear }: { copyrightYear: number }) {
  const appHeadingId = useId();
  const t = useT();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1.2fr] lg:gap-12 lg:px-8 lg:py-16">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md">
            <StoreMark size={32} className="ring-1 ring-brand-100/40 rounded-[7px]" />
            <span className="font-display text-2xl leading-none font-bold text-white">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{withUnbrokenPrices(
            t(
              "Aangan makes and delivers sofas, beds, dining sets and office furniture to homes in 20+ cities across India, with free delivery on orders above {threshold} and free assembly within {km} km of our warehouses.",
              { threshold: formatRupees(freeShippingThreshold), km: assemblyRadiusKm.toLocaleString("en-IN") },
            ),
          )}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.supportEmail}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <MailIcon size={16} />
                {site.supportEmail}
              </a>
            </li>
            <li>
              <a href={site.tollFreePhoneHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <PhoneIcon size={16} />
                {t("{phone} (toll-free)", { phone: site.tollFreePhone })}
              </a>
            </li>
          </ul>
        </div>
        <FooterLinkList title={t("Categories")} links={footerCategoryLinks} />
        <FooterLinkList title={t("Help & Policies")} links={footerPolicyLinks} />
        <section aria-labelledby={appHeadingId}>
          <h2 id={appHeadingId} className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("Get the App")}
          </h2>
          <p className="mt-4 text-sm">{t("Shop on the go with the {name} app.", { name: site.name })}</p>
          {/* The spec's app-download links go nowhere; until the apps exist these are labels, not links. */}
          <ul className="mt-4 flex flex-wrap gap-3">
            {appStores.map((store) => (
              <li
                key={store}
                className="inline-flex items-center gap-2.5 rounded-lg border border-brand-100/30 bg-white/5 px-3 py-2"
              >
                <SmartphoneIcon size={22} className="text-brand-200" />
                <span className="flex flex-col leading-tight">
                  <span className="text-sm font-semibold text-white">{store}</span>
                  <span className="text-xs text-brand-200">{t("Coming soon")}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-100/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t("© {year} {company}. All rights reserved.", { year: copyrightYear, company: site.legalName })}</p>
          <LanguageSwitch className={`self-start font-semibold ${linkClass}`} />
        </div>
      </div>
    </footer>
  );
}
