import { useId } from "react";
import { useT } from "~/i18n/use-t";
import { NewsletterForm } from "./newsletter-form";
import { newsletterPitch } from "./newsletter-pitch";
import { SocialLinks } from "./social-links";

/** The home page's newsletter band with the store's social accounts beside it. */
export function NewsletterSignup() {
  const t = useT();
  const headingId = useId();
  const socialId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-800 px-5 py-8 text-white sm:px-8 md:py-10 lg:px-12">
      <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-end lg:gap-16">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-bold md:text-3xl">
            {t("Subscribe to our newsletter")}
          </h2>
          <p className="mt-2 max-w-xl text-[15px] leading-6 text-brand-100">{t(newsletterPitch)}</p>
          <div className="mt-5">
            <NewsletterForm tone="dark" />
          </div>
        </div>
        <div>
          <h3 id={socialId} className="text-sm font-semibold text-brand-100">
            {t("Follow us")}
          </h3>
          <nav aria-labelledby={socialId} className="mt-2">
            <SocialLinks tone="dark" />
          </nav>
        </div>
      </div>
    </section>
  );
}
