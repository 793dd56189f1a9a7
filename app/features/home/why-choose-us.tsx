import { useId, type ComponentType } from "react";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT, type MessageValues } from "~/i18n/use-t";
import { withUnbrokenPrices } from "~/ui/rupees";
import { assemblyRadiusText, returnWindowDays, solidWoodFrameWarrantyYears, standardWarrantyYears } from "~/features/content/promise-figures";
import { acceptedCardBrands } from "~/lib/card-number";
import { formatRupees } from "~/lib/money";
import { cardBrandNameIn } from "~/lib/order-payment-text";
import { freeShippingThreshold } from "~/lib/shipping";
import { storeStats } from "./home-content";
import { TruckIcon } from "~/ui/icons";
import { CreditCardIcon, HeadsetIcon, ShieldCheckIcon } from "./home-icons";
import { SectionHeading } from "./section-heading";

interface StorePromise {
  title: string;
  text: string;
  /** The figures the title and text name, filled in where they are drawn. */
  values: MessageValues;
  href: string;
  linkLabel: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
}

// Spec §1: free shipping and assembly, no-cost EMI on major credit cards, a 3-year warranty and
// after-sale service. Each links to the page that explains the fine print.
const promises: readonly StorePromise[] = [
  {
    title: msg("Free Shipping & Assembly"),
    text: msg("Free delivery on orders above {amount}, and our fitters assemble for free within {distance} of our warehouses."),
    values: { amount: formatRupees(freeShippingThreshold), distance: assemblyRadiusText },
    href: "/shipping",
    linkLabel: msg("Shipping policy"),
    Icon: TruckIcon,
  },
  {
    title: msg("No-Cost EMI"),
    text: msg("Split the price into 3, 6, 9 or 12 monthly instalments at no extra cost on major credit cards."),
    values: {},
    href: "/faq",
    linkLabel: msg("How EMI works"),
    Icon: CreditCardIcon,
  },
  {
    title: msg("{years}-Year Warranty"),
    text: msg("{frameYears} years on solid-wood frames and {standardYears} year on everything we sell."),
    values: { years: solidWoodFrameWarrantyYears, frameYears: solidWoodFrameWarrantyYears, standardYears: standardWarrantyYears },
    href: "/terms",
    linkLabel: msg("Warranty terms"),
    Icon: ShieldCheckIcon,
  },
  {
    title: msg("After-Sale Service"),
    text: msg("{days}-day returns, and repairs, polishing and re-upholstery for as long as you own it."),
    values: { days: returnWindowDays },
    href: "/returns",
    linkLabel: msg("Returns policy"),
    Icon: HeadsetIcon,
  },
];

function VisaMark() {
  return (
    <svg viewBox="0 0 64 24" width="64" height="24" aria-hidden="true" focusable="false">
      <text
        x="32"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="21"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
        letterSpacing="-0.5"
      >
        VISA
      </text>
    </svg>
  );
}

function MastercardMark() {
  return (
    <svg viewBox="0 0 40 24" width="40" height="24" aria-hidden="true" focusable="false">
      <circle cx="15" cy="12" r="10" fill="#eb001b" />
      <circle cx="25" cy="12" r="10" fill="#f79e1b" />
      <path d="M20 4a10 10 0 0 1 0 16 10 10 0 0 1 0-16Z" fill="#ff5f00" />
    </svg>
  );
}

function RuPayMark() {
  return (
    <svg viewBox="0 0 76 24" width="76" height="24" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="19"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="18"
        fontStyle="italic"
        fontWeight="900"
        fill="#1b3f8f"
        letterSpacing="-0.5"
      >
        RuPay
      </text>
      <path d="M59 4h4l6 8-6 8h-4l6-8Z" fill="#f47920" />
      <path d="M65 4h4l6 8-6 8h-4l6-8Z" fill="#0b8a43" />
    </svg>
  );
}

/** A mark for every network checkout takes: the list cannot name a network it does not. */
const partnerMarks = {
  visa: VisaMark,
  mastercard: MastercardMark,
  rupay: RuPayMark,
} satisfies Record<(typeof acceptedCardBrands)[number], ComponentType>;

/** Spec §1: the store's promises, its payment partners and the claimed stats. */
export function WhyChooseUs() {
  const t = useT();
  const headingId = useId();
  const partnersId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t("Why Choose Us")} subtitle={t("Furniture made for Indian homes, and service that stays")} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {promises.map(({ title, text, values, href, linkLabel, Icon }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-col sm:gap-0 sm:p-5">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon size={26} />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="text-lg font-semibold text-ink sm:mt-4">{t(title, values)}</h3>
              <p className="mt-1 flex-1 text-[15px] leading-6 text-stone-700 sm:mt-1.5">{withUnbrokenPrices(t(text, values))}</p>
              <Link to={href} className="mt-2 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:mt-3">
                {t(linkLabel)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-4 rounded-2xl bg-brand-900 p-6 text-white md:grid-cols-[1fr_auto] md:items-center md:px-8">
        <dl className="grid grid-cols-2 gap-y-5 sm:grid-cols-4">
          {storeStats.map((stat) => (
            <div key={stat.label} className="flex flex-col text-center md:text-left">
              <dt className="text-sm text-brand-100">{t(stat.label)}</dt>
              <dd className="order-first font-display text-3xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="border-t border-white/15 pt-4 text-center md:border-t-0 md:border-l md:pt-0 md:pl-8 md:text-left">
          <h3 id={partnersId} className="text-sm text-brand-100">
            {t("Payment partners")}
          </h3>
          <ul aria-labelledby={partnersId} className="mt-2 flex items-center justify-center gap-3 md:justify-start">
            {acceptedCardBrands.map((brand) => {
              const Mark = partnerMarks[brand];
              return (
                <li key={brand} className="inline-flex h-10 items-center rounded-md bg-white px-3">
                  <Mark />
                  <span className="sr-only">{cardBrandNameIn(brand, t)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
