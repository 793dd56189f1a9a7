import { Link } from "react-router";
import { ContentPage } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { faqStructuredData, faqTopics } from "~/features/content/faq-entries";
import { returnWindowDays } from "~/features/content/store-policies";
import { site } from "~/lib/site";
import { withUnbrokenPrices } from "~/ui/rupees";
import { ChevronDownIcon } from "~/ui/icons";
import type { Route } from "./+types/faq";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    codMaxRupees: context.services.delivery.codMaxRupees,
    seo: contentSeo(request, {
      name: "Frequently Asked Questions",
      description: `Answers about payment and no-cost EMI, delivery charges and times, where assembly is free, ${returnWindowDays}-day returns, refunds, warranty and care of your ${site.name} furniture.`,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo, [{ "script:ld+json": faqStructuredData(loaderData.seo.canonicalUrl, loaderData) }]);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead={
        <p>
          Quick answers to what shoppers ask us most. Can&apos;t find yours? <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">Contact us</Link>.
        </p>
      }
    >
      <div className="max-w-3xl">
        {faqTopics(loaderData).map((topic) => (
          <section key={topic.id} aria-labelledby={topic.id} className="mt-10 first:mt-0">
            <h2 id={topic.id} className="font-display text-2xl font-bold text-ink">
              {topic.title}
            </h2>
            <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {topic.entries.map((entry) => (
                // A native disclosure: opens by keyboard and without JavaScript, and find-in-page finds answers.
                <details key={entry.question} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-sand [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDownIcon size={20} className="shrink-0 text-stone-500 transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="px-5 pb-5 text-[15px] leading-7 text-stone-700">
                    {entry.answer.map((paragraph) => (
                      <p key={paragraph} className="mt-2 first:mt-0">
                        {withUnbrokenPrices(paragraph)}
                      </p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
