import { useId } from "react";
import { Link } from "react-router";
import { appStores, footerCategoryLinks, footerPolicyLinks, type NavLink } from "~/lib/navigation";
import { site } from "~/lib/site";
import { MailIcon, PhoneIcon, SmartphoneIcon, StoreMark } from "~/ui/icons";
import { withUnbrokenPrices } from "~/ui/rupees";

const linkClass = "rounded-sm text-brand-100 hover:text-white hover:underline";

function FooterLinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
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
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1.2fr] lg:gap-12 lg:px-8 lg:py-16">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md">
            <StoreMark size={32} className="ring-1 ring-brand-100/40 rounded-[7px]" />
            <span className="font-display text-2xl leading-none font-bold text-white">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{withUnbrokenPrices(site.blurb)}</p>
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
                {site.tollFreePhone} (toll-free)
              </a>
            </li>
          </ul>
        </div>
        <FooterLinkList title="Categories" links={footerCategoryLinks} />
        <FooterLinkList title="Help & Policies" links={footerPolicyLinks} />
        <section aria-labelledby={appHeadingId}>
          <h2 id={appHeadingId} className="text-sm font-semibold tracking-wide text-white uppercase">
            Get the App
          </h2>
          <p className="mt-4 text-sm">Shop on the go with the {site.name} app.</p>
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
                  <span className="text-xs text-brand-200">Coming soon</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-100/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {copyrightYear} {site.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
