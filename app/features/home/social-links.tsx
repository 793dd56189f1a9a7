import { useT } from "~/i18n/use-t";
import { site } from "~/lib/site";
import { socialAccounts } from "./home-content";
import { SocialIcon } from "./home-icons";

/** The store's social accounts (spec §2, "social links"): ordinary links, named for screen readers. */
export function SocialLinks({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = useT();
  const dark = tone === "dark";
  return (
    <ul className="flex flex-wrap gap-2">
      {socialAccounts.map((account) => (
        <li key={account.network}>
          <a
            href={account.url}
            rel="me noopener"
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${
              dark ? "bg-white/10 text-white hover:bg-white/20" : "bg-brand-50 text-brand-800 hover:bg-brand-100"
            }`}
          >
            <SocialIcon network={account.network} size={20} />
            <span className="sr-only">{t("{store} on {network}", { store: site.name, network: account.network })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
