// An order's status badge and tracking timeline (spec §2), shown in Order History and on /track-order,
// with the delivery promise made at checkout, the slot chosen for our fitters, and the courier and
// tracking number once it shipped.
import type { OrderDelivery, OrderShipment } from "~/lib/contracts/orders";
import { deliverySlotText } from "~/lib/delivery-slots";

/** Spec §2: ordered blue, confirmed yellow, shipped purple, delivered green; the warehouse's packed orange. */
const statusLooks: Record<string, { label: string; className: string }> = {
  ordered: { label: "Ordered", className: "bg-blue-100 text-blue-900" },
  confirmed: { label: "Confirmed", className: "bg-yellow-100 text-yellow-900" },
  packed: { label: "Packed", className: "bg-orange-100 text-orange-900" },
  shipped: { label: "Shipped", className: "bg-purple-100 text-purple-900" },
  delivered: { label: "Delivered", className: "bg-green-100 text-green-900" },
  cancelled: { label: "Cancelled", className: "bg-stone-200 text-stone-800" },
};

export function StatusBadge({ status }: { status: string }) {
  const look = statusLooks[status] ?? { label: status, className: "bg-stone-100 text-stone-800" };
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>{look.label}</span>;
}

/** "Delivery by Wed, 25 Nov – Fri, 27 Nov" and the slot, as promised when the order was placed. */
export function DeliveryPromise({ delivery }: { delivery: OrderDelivery }) {
  const slot = deliverySlotText(delivery.slot);
  if (!delivery.promiseText) return null;
  return (
    <p className="text-sm text-stone-700">
      <span className="font-medium text-ink">{delivery.promiseText}</span>
      {slot ? <span className="block">Delivery slot: {slot}</span> : null}
    </p>
  );
}

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

export interface TrackingEvent {
  status: string;
  message: string;
  /** ISO date-time. */
  at: string;
}

/** Who brings a shipped order and the number to follow it by on their site. */
export function ShipmentDetails({ shipment }: { shipment: OrderShipment | null }) {
  if (!shipment) return null;
  return (
    <p className="text-sm text-stone-700">
      Courier: <span className="font-medium text-ink">{shipment.courier}</span>
      {shipment.trackingNumber ? (
        <>
          {" · "}Tracking number: <span className="font-medium text-ink">{shipment.trackingNumber}</span>
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
  return (
    <div>
      <p className="text-sm text-stone-700">
        Current status: <StatusBadge status={status} />
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
              <p className="font-medium text-ink">{event.message}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={event.at}>{dateTimeFormat.format(new Date(event.at))}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
