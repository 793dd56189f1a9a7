import { useEffect, useId, useState, useSyncExternalStore, type FocusEvent } from "react";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { ProductImage } from "~/ui/product-image";
import { useHydrated } from "~/ui/use-hydrated";
import { bannerIntervalMs, type BannerSlide } from "./home-content";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./home-icons";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => {
    query.removeEventListener("change", onChange);
  };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(reducedMotionQuery).matches;
}

/** Whether the shopper asked for less motion; false while rendering on the server. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-md ring-1 ring-stone-900/10 transition-colors hover:bg-brand-50 hover:text-brand-800";

/**
 * The home page's banner (spec §2, §4, §9): advances every 5 s and wraps around; any manual action
 * (arrow, dot, pause) stops the rotation for good, and it rests while keyboard focus or the pointer
 * is inside and when the shopper prefers reduced motion. The WAI-ARIA carousel pattern: a labelled
 * region, slides as labelled groups ("1 of 3"), a rotation button first, and a live region that
 * announces slides only once rotation has stopped.
 *
 * Every slide is server-rendered in one grid cell, so the banner is as tall as its tallest slide
 * from the first paint (no layout shift); the first slide's picture is the page's largest paint,
 * and the others' pictures are only requested once the page is interactive.
 */
export function BannerCarousel({
  slides,
  label,
  imageSizes,
}: {
  slides: readonly BannerSlide[];
  label: string;
  /** The `sizes` of the pictures, the same as the page's preload of the first one. */
  imageSizes: string;
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const count = slides.length;
  const rotating = !stopped && !reducedMotion && count > 1;
  const paused = focusInside || pointerInside;

  // One timer per shown slide: each slide stays a full interval, also after a pause ends.
  useEffect(() => {
    if (!rotating || paused) return;
    const timer = window.setTimeout(() => {
      setCurrent((index) => (index + 1) % count);
    }, bannerIntervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, paused, current, count]);

  function show(index: number) {
    setStopped(true);
    setCurrent(((index % count) + count) % count);
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
      setFocusInside(false);
    }
  }

  return (
    <section
      aria-roledescription={t("carousel")}
      aria-label={label}
      onFocus={(event) => {
        // Keyboard focus pauses; a click on a control stops rotation anyway.
        if (event.target.matches(":focus-visible")) setFocusInside(true);
      }}
      onBlur={handleBlur}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setPointerInside(true);
      }}
      onPointerLeave={() => {
        setPointerInside(false);
      }}
      className="relative overflow-hidden rounded-2xl bg-sand"
    >
      <div className="absolute top-3 right-3 z-10 md:top-4 md:right-4">
        <button
          type="button"
          onClick={() => {
            setStopped(rotating);
          }}
          className={`${controlClass} size-9`}
          disabled={reducedMotion || count < 2}
        >
          {rotating ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          <span className="sr-only">{rotating ? t("Stop automatic slide show") : t("Start automatic slide show")}</span>
        </button>
      </div>
      <div id={slidesId} aria-live={rotating ? "off" : "polite"} className="grid">
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("{position} of {count}", { position: index + 1, count })}
              // Hidden slides leave the accessibility tree and the tab order but keep their space.
              className={`col-start-1 row-start-1 grid items-center gap-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none md:grid-cols-2 ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              <div className="relative aspect-[4/3] overflow-hidden bg-stone-200 md:order-2 md:h-full md:aspect-auto">
                {index === 0 || hydrated ? (
                  <ProductImage
                    path={slide.image}
                    alt={t(slide.imageAlt)}
                    sizes={imageSizes}
                    priority={index === 0}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="px-5 pt-6 pb-20 sm:px-8 md:order-1 md:px-12 md:py-16 lg:px-16">
                <h2 className="font-display text-2xl leading-tight font-bold text-ink sm:text-3xl lg:text-[2.5rem]">
                  {t(slide.title)}
                </h2>
                <p className="mt-3 max-w-md text-base leading-7 text-stone-700 lg:mt-4 lg:text-lg">{t(slide.description)}</p>
                <Link
                  to={slide.link}
                  className="mt-5 inline-flex h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800 lg:mt-7"
                >
                  {t(slide.buttonText)}
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3 md:right-auto md:bottom-6 md:left-12 lg:left-16">
        <button type="button" aria-controls={slidesId} onClick={() => show(current - 1)} className={controlClass}>
          <ChevronLeftIcon size={20} />
          <span className="sr-only">{t("Previous slide")}</span>
        </button>
        <ul className="flex items-center">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                aria-controls={slidesId}
                aria-current={index === current ? "true" : undefined}
                onClick={() => show(index)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    index === current ? "w-6 bg-brand-700" : "w-2.5 bg-stone-500 group-hover:bg-stone-700"
                  }`}
                />
                <span className="sr-only">{t("Slide {position}: {title}", { position: index + 1, title: t(slide.title) })}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" aria-controls={slidesId} onClick={() => show(current + 1)} className={controlClass}>
          <ChevronRightIcon size={20} />
          <span className="sr-only">{t("Next slide")}</span>
        </button>
      </div>
    </section>
  );
}
