import type { ReactNode } from "react";
import { Link } from "~/i18n/localized-link";
import { ArrowRightIcon } from "~/ui/icons";

/** A home page section's h2, an optional line under it and an optional "see all" link. */
export function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  link?: { label: string; href: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="font-display text-2xl font-bold tracking-tight text-ink md:text-3xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-1.5 text-[15px] text-stone-600">{subtitle}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.href}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {link.label}
          <ArrowRightIcon size={16} />
        </Link>
      ) : null}
    </div>
  );
}
