import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { AboutBodyHi, aboutLeadHi } from "~/features/content/hindi/about-hi";
import { kmTextHi } from "~/features/content/hindi/policy-text-hi";
import { assemblyRadiusText } from "~/features/content/promise-figures";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { Rupees } from "~/ui/rupees";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { kmText } from "~/features/content/delivery-policy";
import { returnWindowDays, solidWoodFrameWarrantyYears, standardWarrantyYears } from "~/features/content/store-policies";
import { assemblyRadiusKm } from "~/lib/delivery-promise";
import { formatRupees } from "~/lib/money";
import { freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const stores = await context.services.storeFinder.allStores();
  const language = languageOfRequest(request);
  return {
    storeCount: stores.length,
    cityCount: new Set(stores.map((store) => store.city)).size,
    seo: contentSeo(request, {
      name: translate(language, msg("About Us")),
      description: translate(
        language,
        msg("{store} designs, makes and delivers sofas, beds, dining sets and office furniture to homes in 20+ Indian cities, with free delivery above {threshold} and free assembly within {distance} of our warehouses."),
        {
          store: site.name,
          threshold: formatRupees(freeShippingThreshold),
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

const stats = [
  ["50K+", msg("happy customers")],
  ["1000+", msg("products")],
  ["20+", msg("cities")],
  ["4.8/5", msg("average rating")],
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { storeCount, cityCount } = loaderData;
  const t = useT();
  const hindi = useLanguage() === "hi";
  return (
    <ContentPage
      title={t("About Us")}
      lead={
        hindi ? aboutLeadHi : <p>
          {site.name} means courtyard: the heart of an Indian home, where families gather. We make furniture for
          that kind of living: sturdy, comfortable and made to last through festivals, guests and growing children.
        </p>
      }
    >
      {hindi ? <AboutBodyHi storeCount={storeCount} cityCount={cityCount} /> : <div className={proseClass}>
        <h2>Our story</h2>
        <p>
          {site.name} started in 2014 as a small workshop in Jodhpur making sheesham wood beds for friends and
          neighbours. Word spread, and today our carpenters, upholsterers and designers in Jodhpur, Bengaluru and
          Kolkata make sofas, beds, dining sets, wardrobes and office furniture for homes across India.
        </p>
        <p>
          We design for Indian homes first: sofas with firm seats for long conversations, dining sets that seat the
          whole family, wardrobes with lockers and space for sarees, and finishes that stand up to monsoon humidity.
        </p>
        <h2>What we promise</h2>
        <ul>
          <li>
            <strong>Free delivery</strong> on orders above <Rupees amount={freeShippingThreshold} />, and{" "}
            <strong>free assembly</strong> by our own trained fitters within {kmText(assemblyRadiusKm)} of our nearest
            warehouse. See the <Link to="/shipping">shipping policy</Link>.
          </li>
          <li>
            <strong>{returnWindowDays}-day returns</strong> with a free pickup if a piece is not right for your home.
            See <Link to="/returns">returns and refunds</Link>.
          </li>
          <li>
            <strong>Warranty you can count on:</strong> {standardWarrantyYears} year on every product, and{" "}
            {solidWoodFrameWarrantyYears} years on the frames of our solid-wood furniture.
          </li>
          <li>
            <strong>Easy payment:</strong> no-cost EMI on major credit cards, UPI, cards, and cash on delivery.
          </li>
          <li>
            <strong>After-sale service</strong> for as long as you own the piece: repairs, polishing and re-upholstery
            at fair prices.
          </li>
        </ul>
        <h2>How we make furniture</h2>
        <p>
          Our solid-wood pieces are made from seasoned sheesham, mango and acacia wood from managed plantations,
          kiln-dried to the right moisture so they do not crack or warp. Upholstered pieces use high-resilience foam
          and fabrics tested for rubbing and fading. Every piece is checked twice: once in the workshop and once more by
          the team that delivers it to your home.
        </p>
        <h2>Visit us</h2>
        <p>
          See, sit on and feel our furniture at {storeCount} experience stores in {cityCount} cities, or
          talk to us on {site.tollFreePhone} (toll-free). <Link to="/find-store">Find a store near you</Link>.
        </p>
      </div>}
      <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map(([value, label]) => (
          <div key={label} className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 text-center">
            <dt className="text-sm text-stone-600">{t(label)}</dt>
            <dd className="order-first font-display text-2xl font-bold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
    </ContentPage>
  );
}
