// An order's status badge and tracking timeline (spec §2), shown in Order History and on /track-order,
// with the delivery promise made at checkout, the slot chosen for our fitters, and the courier and
// tracking number once it shipped.
import { languageTags } from "~/i18n/language";
import { msg } from "~/i18n/msg";
import { useLanguage, useT, type Translate } from "~/i18n/use-t";
import type { OrderDelivery, OrderShipment } from "~/lib/contracts/orders";
import { deliveryWindowText } from "~/lib/delivery-promise";
import { carrierName } from "~/lib/delivery-carrier";
import { deliverySlotText } from "~/lib/delivery-slots";

/** Spec §2: ordered blue, confirmed yellow, shipped purple, delivered green; the warehouse's packed orange. */
const statusLooks: Record<string, { label: string; className: string }> = {
  ordered: { label: msg("Ordered"), className: "bg-blue-100 text-blue-900" },
  confirmed: { label: msg("Confirmed"), className: "bg-yellow-100 text-yellow-900" },
  packed: { label: msg("Packed"), className: "bg-orange-100 text-orange-900" },
  shipped: { label: msg("Shipped"), className: "bg-purple-100 text-purple-900" },
  delivered: { label: msg("Delivered"), className: "bg-green-100 text-green-900" },
  cancelled: { label: msg("Cancelled"), className: "bg-stone-200 text-stone-800" },
};

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const look = statusLooks[status] ?? { label: status, className: "bg-stone-100 text-stone-800" };
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>{t(look.label)}</span>;
}

/** "Delivery by Wed, 25 Nov – Fri, 27 Nov" and the slot, as promised when the order was placed. */
export function DeliveryPromise({ delivery }: { delivery: OrderDelivery }) {
  const t = useT();
  const language = useLanguage();
  const slot = deliverySlotText(delivery.slot);
  if (!delivery.promiseText) return null;
  // The promise as stored is English: its dates are worded again in the page's language.
  const promise =
    delivery.promisedFrom && delivery.promisedTo
      ? deliveryWindowText({ from: delivery.promisedFrom, to: delivery.promisedTo }, t, languageTags[language])
      : delivery.promiseText;
  return (
    <p className="text-sm text-stone-700">
      <span className="font-medium text-ink">{promise}</span>
      {slot ? <span className="block">{t("Delivery slot: {slot}", { slot: t(slot) })}</span> : null}
    </p>
  );
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeText(iso: string, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "Asia/Kolkata",
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The tracking messages the order services write (server/services), as the shopper reads them. */
const trackingTexts = [
  msg("Order placed successfully"),
  msg("Order confirmed and payment received"),
  msg("Order packed and ready to ship"),
  msg("Order delivered successfully"),
  msg("Order cancelled"),
];

/** A tracking event's message in the page's language: the fixed ones, and "Order shipped via …". */
function trackingText(message: string, t: Translate): string {
  if (trackingTexts.some((text) => text === message)) return t(message);
  const shipped = /^Order shipped via (.+?)(?:, tracking number (.+))?$/.exec(message);
  if (!shipped?.[1]) return message;
  return shipped[2]
    ? t("Order shipped via {carrier}, tracking number {number}", { carrier: carrierName(shipped[1], t), number: shipped[2] })
    : t("Order shipped via {carrier}", { carrier: carrierName(shipped[1], t) });
}

export interface TrackingEvent {
  status: string;
  message: string;
  /** ISO date-time. */
  at: string;
}

/** Who brings a shipped order and the number to follow it by on their site. */
export function ShipmentDetails({ shipment }: { shipment: OrderShipment | null }) {
  const t = useT();
  if (!shipment) return null;
  return (
    <p className="text-sm text-stone-700">
      {t("Courier:")} <span className="font-medium text-ink">{shipment.courier}</span>
      {shipment.trackingNumber ? (
        <>
          {" · "}
          {t("Tracking number:")} <span className="font-medium text-ink">{shipment.trackingNumber}</span>
        </>
      ) : null}
    </p>
  );
}

export function OrderTimeline({
  status,
  tracking,
  delivery,
  shipment = null,
}: {
  status: string;
  tracking: readonly TrackingEvent[];
  delivery: OrderDelivery;
  shipment?: OrderShipment | null;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div>
      <p className="text-sm text-stone-700">
        {t("Current status:")} <StatusBadge status={status} />
      </p>
      <div className="mt-2 space-y-1">
        <DeliveryPromise delivery={delivery} />
        <ShipmentDetails shipment={shipment} />
      </div>
      <ol className="mt-4 space-y-0">
        {tracking.map((event, index) => (
          <li key={`${event.status}-${event.at}-${index}`} className="relative flex gap-3 pb-5 last:pb-0">
            <span aria-hidden="true" className="relative flex w-4 justify-center">
              <span className="mt-1.5 size-3 rounded-full bg-brand-700" />
              {index < tracking.length - 1 ? <span className="absolute top-5 bottom-0 w-0.5 bg-stone-300" /> : null}
            </span>
            <div>
              <p className="font-medium text-ink">{trackingText(event.message, t)}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={event.at}>{dateTimeText(event.at, languageTags[language])}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
