import { data } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, pageText, translate } from "~/i18n/page-messages.server";
import { useT } from "~/i18n/use-t";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { NewsletterForm } from "~/features/home/newsletter-form";
import { newsletterPitch } from "~/features/home/newsletter-pitch";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { maxEmailLength } from "~/lib/forms/email-length";
import { newsletterMessages, newsletterSchema, type NewsletterResult } from "~/lib/forms/newsletter-schema";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import type { Route } from "./+types/newsletter";
import { pathInLanguage } from "~/i18n/language";

/** A signup form is a few hundred bytes; anything much bigger is refused before it is read. */
const maxFormBytes = 4096;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readLimitedForm(request, maxFormBytes);
  const language = languageOfRequest(request);
  if (form === "too_large") {
    const error = translate(language, msg("The form is too large. Please enter just your e-mail address."));
    return data<NewsletterResult>({ ok: false, error, email: "" }, { status: 413 });
  }
  if (form === "unreadable") {
    return data<NewsletterResult>({ ok: false, error: newsletterMessages.invalid, email: "" }, { status: 400 });
  }
  if (form === "unstorable") {
    return data<NewsletterResult>({ ok: false, error: translate(language, unstorableFormMessage), email: "" }, { status: 422 });
  }
  const raw = form.get("email");
  const parsed = newsletterSchema.safeParse({ email: raw });
  if (!parsed.success) {
    return data<NewsletterResult>(
      {
        ok: false,
        error: parsed.error.issues[0]?.message ?? newsletterMessages.invalid,
        email: typeof raw === "string" ? raw.slice(0, maxEmailLength) : "",
      },
      { status: 400 },
    );
  }
  const origin = new URL(request.url).origin;
  try {
    // The confirmation e-mail, and the page its link opens, are in the language of this page.
    await context.services.newsletter.subscribe(parsed.data.email, {
      confirmationUrl: (email, token) => `${origin}${pathInLanguage("/newsletter", language)}?${new URLSearchParams({ email, token }).toString()}`,
      language,
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<NewsletterResult>(
      { ok: false, error: translate(language, refusal.message), email: parsed.data.email },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
  // Signing up again is answered exactly like the first time: nothing to fix for the shopper.
  return data<NewsletterResult>({ ok: true, message: newsletterMessages.success });
}

type Confirmation = "confirmed" | "invalid" | null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email");
  const token = url.searchParams.get("token");
  let confirmation: Confirmation = null;
  if (email !== null || token !== null) {
    confirmation =
      email && token && email.length <= maxEmailLength && token.length <= 128
        ? (await context.services.newsletter.confirm(email, token)).status
        : "invalid";
  }
  return {
    confirmation,
    seo: contentSeo(request, {
      name: pageText(request, msg("Newsletter")),
      description: pageText(request, msg("Subscribe to the Aangan newsletter: new collections, festive sales and design ideas for Indian homes.")),
    }),
    messages: messagesFor(request, "content", "home"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // A confirmation link is personal: not a page for search engines.
  return contentMeta(loaderData.seo, loaderData.confirmation ? [{ name: "robots", content: "noindex" }] : []);
}

const headings: Record<Exclude<Confirmation, null>, { title: string; text: string }> = {
  confirmed: {
    title: msg("Subscription confirmed"),
    text: msg("Thank you! Your e-mail address is confirmed and our next newsletter is on its way to you."),
  },
  invalid: {
    title: msg("This confirmation link does not work"),
    text: msg("It may have been copied incompletely. Please subscribe again below and use the link in the new e-mail."),
  },
};

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const confirmation = loaderData.confirmation ? headings[loaderData.confirmation] : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink md:text-4xl">
        {confirmation ? t(confirmation.title) : t("Subscribe to our newsletter")}
      </h1>
      <p className="mt-3 text-base leading-7 text-stone-700 md:text-lg">
        {confirmation ? t(confirmation.text) : t(newsletterPitch)}
      </p>
      {loaderData.confirmation === "confirmed" ? (
        <Link
          to="/products"
          className="mt-8 inline-flex h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t("Continue Shopping")}
        </Link>
      ) : (
        <div className="mt-8">
          <NewsletterForm initialResult={actionData} />
        </div>
      )}
    </div>
  );
}
