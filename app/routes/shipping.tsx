import { Link } from "react-router";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { Rupees } from "~/features/content/rupees";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { customerCareHours } from "~/features/content/store-policies";
import { formatRupees } from "~/lib/money";
import { flatShippingFee, freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import type { Route } from "./+types/shipping";

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: contentSeo(request, {
      name: "Shipping Policy",
      description: `Free delivery and assembly on orders above ${formatRupees(freeShippingThreshold)} (${formatRupees(flatShippingFee)} below that), delivery times across India, tracking and what happens on delivery day.`,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

const rows = [
  [`Orders above ${formatRupees(freeShippingThreshold)}`, "Free", "Free"],
  [`Orders of ${formatRupees(freeShippingThreshold)} or less`, formatRupees(flatShippingFee), "Free"],
] as const;

export default function Shipping() {
  return (
    <ContentPage
      title="Shipping Policy"
      updated="1 November 2026"
      lead={
        <p>
          We deliver with our own teams and trusted partners, and we assemble every piece in your home for free.
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
      <div className="mt-5 max-w-3xl overflow-x-auto">
        <table className="w-full border-collapse text-left text-[15px]">
          <caption className="sr-only">Delivery and assembly charges</caption>
          <thead>
            <tr className="border-b-2 border-stone-300 text-ink">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Order value
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Delivery
              </th>
              <th scope="col" className="py-2 font-semibold">
                Assembly
              </th>
            </tr>
          </thead>
          <tbody className="text-stone-700">
            {rows.map(([value, delivery, assembly]) => (
              <tr key={value} className="border-b border-stone-200">
                <th scope="row" className="py-2.5 pr-4 font-normal">
                  {value}
                </th>
                <td className="py-2.5 pr-4">{delivery}</td>
                <td className="py-2.5">{assembly}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={proseClass}>
        <h2>Delivery times</h2>
        <ul>
          <li>
            <strong>Metro cities</strong> (Mumbai, Delhi NCR, Bengaluru, Chennai, Hyderabad, Kolkata, Pune,
            Ahmedabad): 3 to 5 working days for items in stock.
          </li>
          <li>
            <strong>Other cities with an Aangan store:</strong> 5 to 7 working days.
          </li>
          <li>
            <strong>Everywhere else in India:</strong> 7 to 14 working days, depending on the pincode.
          </li>
        </ul>
        <p>
          Each product page shows whether the item is in stock. Large solid-wood pieces made in small batches may take
          a few days longer; we tell you the expected date in your order confirmation.
        </p>
        <h2>Tracking your order</h2>
        <p>
          You receive an e-mail when your order is confirmed and again when it leaves our warehouse. Follow it on the{" "}
          <Link to="/track-order">Track Order</Link> page or under My Orders in your account. Our delivery team calls
          you a day before to agree a time slot.
        </p>
        <h2>On delivery day</h2>
        <ul>
          <li>Please check that the furniture fits through doors, lifts and staircases before ordering.</li>
          <li>
            Our team carries the furniture to your room, assembles it for free and takes the packaging away. If
            assembly needs more time, we come back within 48 hours.
          </li>
          <li>
            Please inspect every piece before the team leaves. If anything is damaged, note it on the delivery receipt
            and tell us within 48 hours: we replace damaged items at no cost.
          </li>
          <li>For cash on delivery orders, the full amount is paid on delivery, in cash or by card.</li>
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
