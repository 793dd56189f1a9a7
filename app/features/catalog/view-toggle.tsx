import { useLocation } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { views, type ListingView } from "~/lib/catalog-query";
import { GridIcon, ListIcon } from "./listing-icons";
import { listingHref, usePendingListingState, type ListingConfig } from "./listing-state";

const viewLabels: Record<ListingView, string> = { grid: msg("Grid view"), list: msg("List view") };

/**
 * Grid or list (spec §9 views). Links rather than buttons: the view is part of the URL like
 * every other control, keeps the page the shopper is on, and works before JavaScript loads.
 */
export function ViewToggle({ config }: { config: ListingConfig }) {
  const t = useT();
  const { pathname } = useLocation();
  const state = usePendingListingState(config);
  return (
    <div role="group" aria-label={t("View")} className="flex rounded-md border border-stone-300 bg-white p-0.5">
      {views.map((view) => {
        const active = state.query.view === view;
        return (
          <Link
            key={view}
            to={listingHref(pathname, state, config, { view })}
            preventScrollReset
            replace
            aria-current={active ? "true" : undefined}
            title={t(viewLabels[view])}
            className={`inline-flex size-10 items-center justify-center rounded ${
              active ? "bg-brand-700 text-white" : "text-stone-600 hover:bg-brand-50 hover:text-brand-800"
            }`}
          >
            {view === "grid" ? <GridIcon /> : <ListIcon />}
            <span className="sr-only">{t(viewLabels[view])}</span>
          </Link>
        );
      })}
    </div>
  );
}
