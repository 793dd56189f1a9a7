import { useT } from "~/i18n/use-t";
import type { StoreView } from "~/lib/contracts/stores";
import { islands, mainland, mapSize, pathOf, project } from "./india-outline";

const outline = [mainland, ...islands].map(pathOf).join(" ");

/**
 * India with a pin per store, drawn in the page (no map tiles, no network): the stores a search
 * found are large and orange, the others small and grey. The list beside it carries the same
 * information for screen readers, so the picture has one label.
 */
export function IndiaMap({ stores, highlighted }: { stores: readonly StoreView[]; highlighted: ReadonlySet<string> }) {
  // Highlighted pins are drawn last, so no grey pin covers them.
  const t = useT();
  const ordered = [...stores].sort((a, b) => Number(highlighted.has(a.slug)) - Number(highlighted.has(b.slug)));
  const label =
    highlighted.size === 0 || highlighted.size === stores.length
      ? t("{count, plural, one {Map of India with # Aangan store} other {Map of India with # Aangan stores}}", { count: stores.length })
      : t(
          "{count, plural, one {Map of India with # Aangan store} other {Map of India with # Aangan stores}}; {found, plural, other {the # found are highlighted}}",
          { count: stores.length, found: highlighted.size },
        );
  return (
    <svg viewBox={`-8 -8 ${mapSize.x + 16} ${mapSize.y + 16}`} role="img" aria-label={label} className="h-auto w-full">
      <path d={outline} className="fill-sand stroke-stone-400" strokeWidth={1.5} strokeLinejoin="round" />
      {ordered.map((store) => {
        const { x, y } = project(store.longitude, store.latitude);
        const found = highlighted.has(store.slug);
        return (
          <g key={store.slug} transform={`translate(${x} ${y})${found ? " scale(1.4)" : ""}`}>
            <title>{`${store.name}, ${store.city}`}</title>
            {found ? (
              <>
                <path
                  d="M0 0 C -4 -7 -9 -11 -9 -17 A 9 9 0 1 1 9 -17 C 9 -11 4 -7 0 0 Z"
                  className="fill-brand-700 stroke-white"
                  strokeWidth={1.5}
                />
                <circle cx={0} cy={-17} r={3.5} className="fill-white" />
              </>
            ) : (
              <circle r={6} className="fill-stone-500 stroke-white" strokeWidth={2} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
