import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { TermsPageHi } from "~/features/content/hindi/terms-hi";
import { policyNames } from "~/features/content/policy-names.server";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { islandsText, kmText } from "~/features/content/delivery-policy";
import { cardNetworksText, cashOnDeliveryText } from "~/features/content/payment-policy";
import {
  registeredOfficeCity,
  registeredOfficeLines,
  returnWindowDays,
  solidWoodFrameWarrantyYears,
  standardWarrantyYears,
} from "~/features/content/store-policies";
import { assemblyRadiusKm } from "~/lib/delivery-promise";
import { flatShippingFee, freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import type { Route } from "./+types/terms";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    codMaxRupees: context.services.delivery.codMaxRupees,
    names: policyNames(language),
    seo: contentSeo(request, {
      name: translate(language, msg("Terms & Conditions")),
      description: translate(
        language,
        msg("The terms of buying from {store}: orders, prices in rupees, payment, delivery, {days}-day returns, warranty and how disputes are settled."),
        { store: site.name, days: returnWindowDays },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  if (language === "hi") return <TermsPageHi codMaxRupees={loaderData.codMaxRupees} names={loaderData.names} />;
  return (
    <ContentPage
      title={t("Terms & Conditions")}
      updated="2026-11-01"
      lead={
        <p>
          These terms apply when you browse or buy on this website. Please read them before placing an order; by
          ordering you accept them.
        </p>
      }
    >
      <div className={proseClass}>
        <h2>1. Who we are</h2>
        <p>
          This website is run by {site.legalName} (&quot;{site.name}&quot;, &quot;we&quot;), whose registered office
          is at {registeredOfficeLines.slice(1).join(", ")}.
        </p>
        <h2>2. Your account</h2>
        <p>
          You can order as a guest or with an account. If you create one, keep your password to yourself; you are
          responsible for orders placed with it. You must be at least 18 years old to place an order.
        </p>
        <h2>3. Products, prices and availability</h2>
        <ul>
          <li>Prices are in Indian rupees and include GST. The price that applies is the one shown when you order.</li>
          <li>
            Wood is natural: grain and shade vary from piece to piece, and colours on screen may differ slightly from
            the furniture.
          </li>
          <li>
            Stock is limited. If an item becomes unavailable after you order, we tell you and refund any amount paid
            in full.
          </li>
          <li>If a price is shown wrongly by an obvious mistake, we may cancel the order and refund you in full.</li>
        </ul>
        <h2>4. Orders</h2>
        <p>
          Your order is an offer to buy. It is accepted when we send the order confirmation e-mail. We may decline an
          order, for example when an address is outside the area we deliver to or a payment fails; any amount
          paid is refunded in full.
        </p>
        <h2>5. Payment</h2>
        <p>
          We accept {cardNetworksText} credit and debit cards, UPI and cash on delivery.{" "}
          {withUnbrokenPrices(cashOnDeliveryText(loaderData.codMaxRupees))} No-cost EMI is available on major credit
          cards under the card issuer&apos;s terms. Card payments are processed by our payment partner; we
          never store card numbers or CVVs.
        </p>
        <h2>6. Delivery and assembly</h2>
        <p>
          Delivery is free on orders above <Rupees amount={freeShippingThreshold} /> and costs{" "}
          <Rupees amount={flatShippingFee} /> otherwise. Our fitters assemble your furniture for free within{" "}
          {kmText(assemblyRadiusKm)} of our nearest warehouse, except on {islandsText}; elsewhere it arrives flat-packed
          with instructions and tools. Delivery dates are estimates; see the{" "}
          <Link to="/shipping">shipping policy</Link> for details. The risk in the goods passes to you on delivery.
        </p>
        <h2>7. Returns and cancellations</h2>
        <p>
          You may cancel before dispatch and return most items within {returnWindowDays} days of delivery, as set out
          in the <Link to="/returns">returns and refunds policy</Link>. Nothing in these terms limits your rights under
          the Consumer Protection Act, 2019.
        </p>
        <h2>8. Warranty</h2>
        <ul>
          <li>
            Every product has a {standardWarrantyYears}-year warranty against manufacturing defects, from the date of
            delivery.
          </li>
          <li>
            The frames of solid-wood furniture are also covered for {solidWoodFrameWarrantyYears} years against
            breakage, warping and termite damage.
          </li>
          <li>
            The warranty does not cover normal wear, fabric pilling or fading, damage from misuse, moisture or direct
            sunlight, or furniture altered or repaired by others.
          </li>
          <li>We repair the defect or replace the part or product, at our choice, free of charge.</li>
        </ul>
        <h2>9. Reviews and content you send us</h2>
        <p>
          Reviews must be honest and about the product. We may remove reviews that are abusive, off-topic or
          advertising. By posting one you let us show it on this website.
        </p>
        <h2>10. Liability</h2>
        <p>
          We are responsible for loss that is a foreseeable result of our breaking these terms or our negligence. Our
          liability for an order is otherwise limited to the amount paid for it. We are not responsible for delays
          caused by events beyond our control, such as floods, strikes or government orders.
        </p>
        <h2>11. Law and disputes</h2>
        <p>
          These terms are governed by the laws of India. Please contact us first so we can try to resolve any
          complaint; otherwise, the courts at {registeredOfficeCity} have jurisdiction, without limiting your right to
          approach a consumer commission.
        </p>
        <h2>12. Changes and contact</h2>
        <p>
          We may update these terms; the version shown when you order applies to that order. Questions: write to{" "}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or call{" "}
          <a href={site.tollFreePhoneHref}>{site.tollFreePhone}</a>.
        </p>
      </div>
    </ContentPage>
  );
}
