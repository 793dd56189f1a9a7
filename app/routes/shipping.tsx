import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { ShippingPageHi } from "~/features/content/hindi/shipping-hi";
import { policyNames } from "~/features/content/policy-names.server";
import { PolicyTable } from "~/features/content/policy-table";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { kmTextHi } from "~/features/content/hindi/policy-text-hi";
import { assemblyRadiusText } from "~/features/content/promise-figures";
import {
  assemblyRuleText,
  deliveryBandRows,
  deliverySlotsText,
  kmText,
  workingDaysText,
} from "~/features/content/delivery-policy";
import { cashOnDeliveryText } from "~/features/content/payment-policy";
import { customerCareHours } from "~/features/content/store-policies";
import { assemblyRadiusKm } from "~/lib/delivery-promise";
import { formatRupees } from "~/lib/money";
import { flatShippingFee, freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import type { Route } from "./+types/shipping";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    codMaxRupees: context.services.delivery.codMaxRupees,
    names: policyNames(language),
    seo: contentSeo(request, {
      name: translate(language, msg("Shipping Policy")),
      description: translate(
        language,
        msg("Free delivery on orders above {threshold} ({fee} below that), delivery times by distance from our warehouses, free assembly within {distance} of our warehouses, tracking and what happens on delivery day."),
        {
          threshold: formatRupees(freeShippingThreshold),
          fee: formatRupees(flatShippingFee),
          distance: language === "hi" ? kmTextHi(assemblyRadiusKm) : assemblyRadiusText,
        },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

const chargeRows = [
  [`Orders above ${formatRupees(freeShippingThreshold)}`, "Free"],
  [`Orders of ${formatRupees(freeShippingThreshold)} or less`, formatRupees(flatShippingFee)],
] as const;

export default function Shipping({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  if (language === "hi") return <ShippingPageHi codMaxRupees={loaderData.codMaxRupees} names={loaderData.names} />;
  return (
    <ContentPage
      title={t("Shipping Policy")}
      updated="2026-11-01"
      lead={
        <p>
          We deliver across India with our own teams and trusted partners, and our fitters assemble your furniture for
          free within {kmText(assemblyRadiusKm)} of our nearest warehouse.
        </p>
      }
    >
      <div className={proseClass}>
        <h2>Delivery charges</h2>
        <p>
          Delivery is free on every order above <Rupees amount={freeShippingThreshold} />, counted after any promo code
          discount. Smaller orders pay a flat delivery fee of <Rupees amount={flatShippingFee} />, whatever their size or
          destination. The fee is shown in your cart and at checkout before you pay.
        </p>
      </div>
      <PolicyTable caption="Delivery charges" columns={["Order value", "Delivery"]} rows={chargeRows} />
      {/* The heading opens a block of its own after the table: it keeps its space above. */}
      <div className={`${proseClass} mt-10`}>
        <h2>Delivery times</h2>
        <p>
          How long delivery takes depends on how far your PIN code is from our nearest warehouse, not on the city you
          live in:
        </p>
      </div>
      <PolicyTable
        caption="Delivery times by distance from our nearest warehouse"
        columns={["Distance from our nearest warehouse", "Delivery"]}
        rows={deliveryBandRows.map((row) => [row.distance, row.days] as const)}
      />
      <div className={proseClass}>
        <p>{workingDaysText}</p>
        <p>
          Enter your PIN code on any product page or at checkout to see the dates for your address; your order
          confirmation shows the dates we promise.
        </p>
        <h2>Assembly</h2>
        <p>{assemblyRuleText}</p>
        <h2>Tracking your order</h2>
        <p>
          You receive an e-mail when your order is confirmed and again when it leaves our warehouse. Follow it on the{" "}
          <Link to="/track-order">Track Order</Link> page or under My Orders in your account. When our fitters assemble
          your order, you choose a slot at checkout: {deliverySlotsText}. Our delivery team calls you a day before to
          confirm it.
        </p>
        <h2>On delivery day</h2>
        <ul>
          <li>Please check that the furniture fits through doors, lifts and staircases before ordering.</li>
          <li>
            Our team carries the furniture to your room. Where assembly is included, our fitters assemble it and take the
            packaging away; if assembly needs more time, they come back within 48 hours.
          </li>
          <li>
            Please inspect every piece before the team leaves. If anything is damaged, note it on the delivery receipt
            and tell us within 48 hours: we replace damaged items at no cost.
          </li>
          <li>
            {withUnbrokenPrices(cashOnDeliveryText(loaderData.codMaxRupees))} The full amount is paid when your order
            arrives, in cash or by card.
          </li>
        </ul>
        <h2>Missed deliveries</h2>
        <p>
          If nobody is home at the agreed time, we call to arrange another slot. After three missed attempts the order
          returns to our warehouse and is cancelled; prepaid amounts are refunded in full, minus the delivery fee if
          one was charged.
        </p>
        <h2>Questions</h2>
        <p>
          Call us toll-free on <a href={site.tollFreePhoneHref}>{site.tollFreePhone}</a> ({customerCareHours}) or write
          to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      </div>
    </ContentPage>
  );
}
