import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ProductCard } from "~/features/catalog/product-card";
import { kmText } from "~/features/content/delivery-policy";
import { solidWoodFrameWarrantyYears } from "~/features/content/store-policies";
import { BannerCarousel } from "~/features/home/banner-carousel";
import { bestSellersSubtitle } from "~/features/home/best-sellers-subtitle";
import { bannerSlides, hotCollectionSlugs, popularCategories, shopByRoom } from "~/features/home/home-content";
import { homeStructuredData } from "~/features/home/home-structured-data";
import { HotCollection } from "~/features/home/hot-collection";
import { newsletterAction } from "~/features/home/newsletter-form";
import { NewsletterSignup } from "~/features/home/newsletter-signup";
import { PopularCategories } from "~/features/home/popular-categories";
import { SectionHeading } from "~/features/home/section-heading";
import { ShopByRoom } from "~/features/home/shop-by-room";
import { WhyChooseUs } from "~/features/home/why-choose-us";
import type { CategoryTreeNode } from "~/lib/contracts/catalog";
import { assemblyRadiusKm } from "~/lib/delivery-promise";
import { formatRupees } from "~/lib/money";
import { imageUrl, picturePreloadLink } from "~/lib/product-images";
import { freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { pathInLanguage, pathWithoutLanguage } from "~/i18n/language";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/home";

const title = msg("{store} | Furniture Online in India: Sofas, Beds, Dining Sets");
const description = msg(
  "Shop sofas, beds, dining sets and office chairs online with free delivery above {amount}, free assembly within {distance} of our warehouses, no-cost EMI, a {years}-year warranty and stores in 20+ cities.",
);

/** How wide the banner's picture is drawn (the first slide is the page's largest paint). */
const bannerImageSizes = "(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw";

// The first slide's picture is asked for from the <head>, before the browser reaches the body.
export const links: Route.LinksFunction = () => {
  const first = bannerSlides[0];
  return first ? [picturePreloadLink(first.image, bannerImageSizes)] : [];
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const { origin, seo } = loaderData;
  const shareImage = bannerSlides[0]?.image;
  const canonical = `${origin}${pathInLanguage("/", seo.language)}`;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: seo.language === "hi" ? "hi_IN" : "en_IN" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: "summary_large_image" },
    ...(shareImage
      ? [
          { property: "og:image", content: `${origin}${imageUrl(shareImage, 1200, "webp")}` },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "900" },
        ]
      : []),
    { "script:ld+json": homeStructuredData(origin, seo.language) },
  ];
}

/** A room's or subcategory's name and count, looked up in the category tree by canonical slug. */
function findRoom(tree: readonly CategoryTreeNode[], slug: string) {
  return tree.find((room) => room.slug === slug);
}

function findSubcategory(tree: readonly CategoryTreeNode[], slug: string) {
  for (const room of tree) {
    const found = room.subcategories.find((subcategory) => subcategory.slug === slug);
    if (found) return found;
  }
  return undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const language = languageOfRequest(request);
  const [tree, collections, bestSellers] = await Promise.all([
    catalog.categoryTree(language),
    catalog.listCollections(language),
    catalog.listBestSellers(4, language),
  ]);
  // Only what the page draws goes to the browser: a tile per room and category, not the tree.
  const rooms = shopByRoom.flatMap((tile) => {
    const room = findRoom(tree, tile.roomSlug);
    return room ? [{ path: room.path, name: room.name, productCount: room.productCount, image: tile.image }] : [];
  });
  const popular = popularCategories.flatMap((tile) => {
    const category = findSubcategory(tree, tile.slug);
    return category
      ? [
          {
            path: category.path,
            name: category.name,
            discountLabel: category.discountLabel,
            productCount: category.productCount,
            image: tile.image,
          },
        ]
      : [];
  });
  const hot = hotCollectionSlugs.flatMap((slug) => collections.filter((collection) => collection.slug === slug));
  const t = requestTranslator(request);
  const seo = {
    language,
    title: t(title, { store: site.name }),
    description: t(description, {
      amount: formatRupees(freeShippingThreshold),
      distance: kmText(assemblyRadiusKm),
      years: solidWoodFrameWarrantyYears,
    }),
  };
  const messages = messagesFor(request, "home", "catalog");
  return { origin: new URL(request.url).origin, seo, rooms, popular, hot, bestSellers, messages };
}

// Signing up for the newsletter changes nothing this page shows: no need to reload its data.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction !== undefined && pathWithoutLanguage(formAction) === newsletterAction ? false : defaultShouldRevalidate;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rooms, popular, hot, bestSellers } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 md:pt-6 lg:px-8">
      <h1 className="sr-only">
        {site.name}: {t(site.tagline)}
      </h1>
      <BannerCarousel slides={bannerSlides} label={t("Featured collections")} imageSizes={bannerImageSizes} />
      <div className="mt-14 space-y-16 md:mt-16 md:space-y-20">
        <ShopByRoom rooms={rooms} />
        <HotCollection collections={hot} />
        <PopularCategories categories={popular} />
        {bestSellers.length > 0 ? (
          <section aria-labelledby="best-sellers">
            <SectionHeading
              id="best-sellers"
              title={t("Best Sellers")}
              subtitle={bestSellersSubtitle(bestSellers, t)}
              link={{ label: t("View all products"), href: "/products" }}
            />
            <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {bestSellers.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          </section>
        ) : null}
        <WhyChooseUs />
        <NewsletterSignup />
      </div>
    </div>
  );
}
