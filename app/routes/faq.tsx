import { languageOfPath } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { faqTopicsHi } from "~/features/content/hindi/faq-entries-hi";
import type { PolicyNames } from "~/features/content/policy-names";
import { policyNames } from "~/features/content/policy-names.server";
import { ContentPage } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { faqStructuredData, faqTopics, type FaqFigures, type FaqTopic } from "~/features/content/faq-entries";
import type { Language } from "~/i18n/language";
import { returnWindowDays } from "~/features/content/store-policies";
import { site } from "~/lib/site";
import { withUnbrokenPrices } from "~/ui/rupees";
import { ChevronDownIcon } from "~/ui/icons";
import type { Route } from "./+types/faq";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    codMaxRupees: context.services.delivery.codMaxRupees,
    names: policyNames(language),
    seo: contentSeo(request, {
      name: translate(language, msg("Frequently Asked Questions")),
      description: translate(
        language,
        msg("Answers about payment and no-cost EMI, delivery charges and times, where assembly is free, {days}-day returns, refunds, warranty and care of your {store} furniture."),
        { days: returnWindowDays, store: site.name },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

/** The questions and answers in a language: each language's own text, the same figures. */
function topicsIn(language: Language, figures: FaqFigures & { names?: PolicyNames }): readonly FaqTopic[] {
  return language === "hi" && figures.names ? faqTopicsHi(figures, figures.names) : faqTopics(figures);
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const topics = topicsIn(languageOfPath(location.pathname), loaderData);
  return contentMeta(loaderData.seo, [{ "script:ld+json": faqStructuredData(loaderData.seo.canonicalUrl, topics) }]);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <ContentPage
      title={t("Frequently Asked Questions")}
      lead={
        <p>
          {t("Quick answers to what shoppers ask us most. Can't find yours?")}{" "}
          <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
            {t("Contact us")}
          </Link>
          .
        </p>
      }
    >
      <div className="max-w-3xl">
        {topicsIn(language, loaderData).map((topic) => (
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
