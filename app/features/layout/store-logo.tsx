import { Link } from "~/i18n/localized-link";
import { site } from "~/lib/site";
import { StoreMark } from "~/ui/icons";

/** The store's mark and name, linking home; shared by the shop header and the sign-in pages. */
export function StoreLogo({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex shrink-0 items-center gap-2 rounded-md ${className}`}>
      {/* On the narrowest phones (under 360 px) the wordmark alone leaves room for the header icons. */}
      <StoreMark size={32} className="hidden min-[360px]:block" />
      <span className="font-display text-xl leading-none font-bold tracking-tight text-brand-800 min-[360px]:text-2xl">{site.name}</span>
    </Link>
  );
}
