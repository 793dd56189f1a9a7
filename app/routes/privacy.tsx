import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { PrivacyPageHi } from "~/features/content/hindi/privacy-hi";
import { ContentPage, proseClass } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { registeredOfficeLines } from "~/features/content/store-policies";
import { site } from "~/lib/site";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    seo: contentSeo(request, {
      name: translate(language, msg("Privacy Policy")),
      description: translate(
        language,
        msg("What personal data {store} collects when you shop, why, who it is shared with, how long it is kept and how to exercise your rights under India's Digital Personal Data Protection Act."),
        { store: site.name },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

export default function Privacy() {
  const t = useT();
  const language = useLanguage();
  if (language === "hi") return <PrivacyPageHi />;
  return (
    <ContentPage
      title={t("Privacy Policy")}
      updated="2026-11-01"
      lead={
        <p>
          We collect only what we need to deliver your furniture and look after you afterwards, and we never sell your
          personal data.
        </p>
      }
    >
      <div className={proseClass}>
        <h2>Who is responsible</h2>
        <p>
          {registeredOfficeLines.join(", ")}, is the data fiduciary for the personal data
          described here.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, mobile number and a securely hashed password.
          </li>
          <li>
            <strong>Order details:</strong> delivery addresses, the items you buy, and how you paid. For cards we keep
            only the brand, last four digits, expiry and the name on the card; the card number and CVV go straight to
            our payment partner and are never stored by us.
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address and when you confirmed your subscription.
          </li>
          <li>
            <strong>Technical data:</strong> the pages you request, your browser and IP address, kept in our server
            logs to keep the store secure and working.
          </li>
        </ul>
        <h2>Why we use it</h2>
        <ul>
          <li>To take, deliver, assemble and service your orders, and to handle returns, refunds and warranty claims.</li>
          <li>To send order updates and, only if you asked for them, newsletters and offers.</li>
          <li>To prevent fraud and keep the website secure.</li>
          <li>To meet legal duties such as tax records.</li>
        </ul>
        <h2>Cookies</h2>
        <p>
          We use only the cookies the store needs: one that keeps your cart and one that keeps you signed in. We do
          not use advertising or cross-site tracking cookies.
        </p>
        <h2>Who we share it with</h2>
        <p>
          Delivery partners receive your name, phone and address to deliver your order; our payment partner processes
          payments; our e-mail provider sends our e-mails. Each may use the data only for that purpose. We share data
          with authorities only when the law requires it.
        </p>
        <h2>How long we keep it</h2>
        <p>
          Order and invoice records are kept for 8 years, as tax law requires. Account data is kept while your account
          is open and deleted within 30 days of closing it. Server logs are kept for 90 days.
        </p>
        <h2>Your rights</h2>
        <p>
          Under the Digital Personal Data Protection Act, 2023, you may ask for a summary of the data we hold about
          you, have it corrected or erased, withdraw consent (for example by unsubscribing from the newsletter) and
          nominate someone to exercise these rights for you. Write to{" "}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> with the subject &quot;Privacy&quot;; we
          answer within 30 days.
        </p>
        <h2>Grievances</h2>
        <p>
          If you are not happy with how we handled your data, write to our Grievance Officer at the registered office
          above or at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>. You may also complain to the
          Data Protection Board of India.
        </p>
        <h2>Security</h2>
        <p>
          Data travels encrypted, passwords are stored only as strong one-way hashes, and access to personal data is
          limited to the staff who need it.
        </p>
        <h2>Changes</h2>
        <p>
          We will post any change to this policy on this page and, for important changes, tell you by e-mail. See also
          our <Link to="/terms">terms and conditions</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
