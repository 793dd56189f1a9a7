import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { ContentPage } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { customerCareHours, customerCareHoursHindi, registeredOfficeLines } from "~/features/content/store-policies";
import { site } from "~/lib/site";
import { MailIcon, MapPinIcon, PhoneIcon, TruckIcon } from "~/ui/icons";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    seo: contentSeo(request, {
      name: translate(language, msg("Contact Us")),
      description: translate(
        language,
        msg("Call {store} toll-free on {phone} ({hours}) or write to {email} about orders, delivery, returns and warranty."),
        {
          store: site.name,
          phone: site.tollFreePhone,
          hours: language === "hi" ? customerCareHoursHindi : customerCareHours,
          email: site.supportEmail,
        },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

const cardClass = "flex flex-col rounded-xl border border-stone-200 bg-white p-5";
const iconClass = "inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700";
const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function Contact() {
  const t = useT();
  const hours = useLanguage() === "hi" ? customerCareHoursHindi : customerCareHours;
  return (
    <ContentPage
      title={t("Contact Us")}
      lead={<p>{t("We are here every day to help you choose furniture, follow an order or sort out anything after delivery.")}</p>}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={cardClass}>
          <span className={iconClass}>
            <PhoneIcon size={20} />
          </span>
          <h2 className="mt-3 text-lg font-semibold text-ink">{t("Call us")}</h2>
          <p className="mt-1 text-sm text-stone-700">{t("Toll-free from any phone in India, {hours}.", { hours })}</p>
          <a href={site.tollFreePhoneHref} className={`mt-3 text-lg ${linkClass}`}>
            {site.tollFreePhone}
          </a>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <MailIcon size={20} />
          </span>
          <h2 className="mt-3 text-lg font-semibold text-ink">{t("Write to us")}</h2>
          <p className="mt-1 text-sm text-stone-700">
            {t("We answer every e-mail within one working day. Please mention your order number if you have one.")}
          </p>
          <a href={`mailto:${site.supportEmail}`} className={`mt-3 text-lg ${linkClass}`}>
            {site.supportEmail}
          </a>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <TruckIcon size={20} />
          </span>
          <h2 className="mt-3 text-lg font-semibold text-ink">{t("Where is my order?")}</h2>
          <p className="mt-1 text-sm text-stone-700">
            {t("Follow your delivery with your order number, or see every order in your account.")}
          </p>
          <Link to="/track-order" className={`mt-3 ${linkClass}`}>
            {t("Track your order")}
          </Link>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <MapPinIcon size={20} />
          </span>
          <h2 className="mt-3 text-lg font-semibold text-ink">{t("Visit a store")}</h2>
          <p className="mt-1 text-sm text-stone-700">{t("See and try our furniture in 20+ cities, with design help for free.")}</p>
          <Link to="/find-store" className={`mt-3 ${linkClass}`}>
            {t("Find a store near you")}
          </Link>
        </li>
      </ul>

      <div className="mt-10 grid max-w-3xl gap-8 sm:grid-cols-2">
        <section aria-labelledby="quick-answers">
          <h2 id="quick-answers" className="font-display text-xl font-bold text-ink">
            {t("Quick answers")}
          </h2>
          <ul className="mt-3 space-y-2 text-[15px]">
            <li>
              <Link to="/shipping" className={linkClass}>
                {t("Delivery times and charges")}
              </Link>
            </li>
            <li>
              <Link to="/returns" className={linkClass}>
                {t("Returning an item and refunds")}
              </Link>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                {t("Frequently asked questions")}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="registered-office">
          <h2 id="registered-office" className="font-display text-xl font-bold text-ink">
            {t("Registered office")}
          </h2>
          <address translate="no" className="mt-3 text-[15px] leading-7 text-stone-700 not-italic">
            {registeredOfficeLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      </div>
    </ContentPage>
  );
}
