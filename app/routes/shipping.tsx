import { Link } from "react-router";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import {
  assemblyPromiseText,
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
  return {
    codMaxRupees: context.services.delivery.codMaxRupees,
    seo: contentSeo(request, {
      name: "Shipping Policy",
      description: `Free delivery on orders above ${formatRupees(freeShippingThreshold)} (${formatRupees(flatShippingFee)} below that), delivery times by distance from our warehouses, ${assemblyPromiseText}, tracking and what happens on delivery day.`,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

const chargeRows = [
  [`Orders above ${formatRupees(freeShippingThreshold)}`, "Free"],
  [`Orders of ${formatRupees(freeShippingThreshold)} or less`, formatRupees(flatShippingFee)],
] as const;

const tableClass = "w-full border-collapse text-left text-[15px]";
const headRowClass = "border-b-2 border-stone-300 text-ink";
const rowClass = "border-b border-stone-200";

function PolicyTable({ caption, columns, rows }: { caption: string; columns: readonly [string, string]; rows: readonly (readonly [string, string])[] }) {
  return (
    <div className="mt-5 max-w-3xl overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className={headRowClass}>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-stone-700">
          {rows.map(([label, value]) => (
            <tr key={label} className={rowClass}>
              <th scope="row" className="py-2.5 pr-4 font-normal">
                {withUnbrokenPrices(label)}
              </th>
              <td className="py-2.5">{withUnbrokenPrices(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Shipping({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      title="Shipping Policy"
      updated="1 November 2026"
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
