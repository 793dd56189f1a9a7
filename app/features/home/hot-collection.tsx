import { useId } from "react";
import { CollectionCards } from "~/features/catalog/collection-cards";
import type { CollectionSummary } from "~/lib/contracts/catalog";
import { useT } from "~/i18n/use-t";
import { SectionHeading } from "./section-heading";

/** Spec §2: "a Hot Collection block": the three collections, each linking to its page. */
export function HotCollection({ collections }: { collections: readonly CollectionSummary[] }) {
  const t = useT();
  const headingId = useId();
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t("Hot Collection")} subtitle={t("Three signature styles, designed to go together")} />
      <div className="mt-6">
        <CollectionCards collections={collections} />
      </div>
    </section>
  );
}
