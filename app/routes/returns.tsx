import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { ReturnsPageHi } from "~/features/content/hindi/returns-hi";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { AccountPageLink } from "~/features/layout/account-page-link";
import { refundRules } from "~/features/content/payment-policy";
import { customerCareHours, returnWindowDays } from "~/features/content/store-policies";
import { site } from "~/lib/site";
import type { Route } from "./+types/returns";

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    seo: contentSeo(request, {
      name: translate(language, msg("Returns & Refunds")),
      description: translate(
        language,
        msg("Return furniture within {days} days of delivery with a free pickup. How to start a return, what can be returned, and when your refund arrives."),
        { days: returnWindowDays },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

export default function Returns() {
  const t = useT();
  const language = useLanguage();
  if (language === "hi") return <ReturnsPageHi />;
  return (
    <ContentPage
      title={t("Returns & Refunds")}
      updated="2026-11-01"
      lead={
        <p>
          Changed your mind? You can return most items within {returnWindowDays} days of delivery. We pick them up
          for free and refund you in full.
        </p>
      }
    >
      <div className={proseClass}>
        <h2>The {returnWindowDays}-day return window</h2>
        <p>
          You may return an item within {returnWindowDays} days of the day it was delivered, for any reason. It must be
          unused, undamaged and with all its parts; the original packaging helps but is not required, because our
          team packs it for you at pickup.
        </p>
        <h2>How to return an item</h2>
        <ol>
          <li>
            Open <AccountPageLink to="/profile?tab=orders">My Orders</AccountPageLink>, or call us on{" "}
            <a href={site.tollFreePhoneHref}>{site.tollFreePhone}</a>, or write to{" "}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> with your order number.
          </li>
          <li>We agree a pickup slot with you, usually within 3 working days.</li>
          <li>Our team dismantles and packs the item at your home and checks its condition. Pickup is free.</li>
          <li>Once the item passes the check, we start your refund the same day.</li>
        </ol>
        <h2>Refunds</h2>
        <ul>
          {Object.entries(refundRules).map(([method, rule]) => (
            <li key={method}>{rule}</li>
          ))}
          <li>
            You get back everything you paid for the item, including any delivery fee. When a promo code was used, the
            refund is the price after its discount.
          </li>
        </ul>
        <h2>Damaged or wrong items</h2>
        <p>
          If an item arrives damaged, with a manufacturing defect or is not what you ordered, tell us within 48 hours
          of delivery with a photo. We replace it or refund it in full, whichever you prefer, at no cost to you. After
          that, defects are covered by the product warranty.
        </p>
        <h2>What cannot be returned</h2>
        <ul>
          <li>Mattresses and pillows whose hygiene seal has been opened.</li>
          <li>Items made or altered to your measurements, colours or fabrics.</li>
          <li>Items damaged after delivery by misuse, accidents or changes made to them.</li>
        </ul>
        <h2>Cancelling an order</h2>
        <p>
          You can cancel an order free of charge at any time before it leaves our warehouse: call us or write to us.
          Once it has been shipped, cancel it by refusing the delivery or returning it under this policy.
        </p>
        <p>
          Questions? Call us toll-free {customerCareHours}, or read the <Link to="/faq">FAQ</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
