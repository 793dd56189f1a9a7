import { useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import type { ImageRef } from "~/lib/contracts/catalog";
import { useT } from "~/i18n/use-t";
import { ProductImage } from "~/ui/product-image";

/** Spec §9: the gallery zooms 1.5× on click. */
export const zoomScale = 1.5;

/** How wide the main picture is drawn; the product page's head asks for it at these sizes too. */
export const mainPictureSizes = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw";

interface Origin {
  x: number;
  y: number;
}

const centre: Origin = { x: 50, y: 50 };

/** Where the pointer is over the element, in percent, so the zoom grows from under the finger. */
function pointerOrigin(event: MouseEvent<HTMLElement> | PointerEvent<HTMLElement>): Origin {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return centre;
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    x: clamp(((event.clientX - box.left) / box.width) * 100),
    y: clamp(((event.clientY - box.top) / box.height) * 100),
  };
}

/**
 * The main picture and its thumbnails (5 a row, spec §9). The parent gives it a key per variant,
 * so choosing another colour starts again at that colour's first picture, unzoomed.
 */
export function ProductGallery({ images, productName }: { images: readonly ImageRef[]; productName: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState<Origin>(centre);
  const current = images[index] ?? images[0];

  function toggleZoom(event: MouseEvent<HTMLButtonElement>) {
    // detail is 0 when Enter or Space pressed the button: zoom into the middle then.
    setOrigin(event.detail > 0 ? pointerOrigin(event) : centre);
    setZoomed((value) => !value);
  }

  function followPointer(event: PointerEvent<HTMLButtonElement>) {
    if (zoomed && event.pointerType === "mouse") setOrigin(pointerOrigin(event));
  }

  function unzoomOnEscape(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "Escape" && zoomed) {
      event.preventDefault();
      setZoomed(false);
    }
  }

  function show(next: number) {
    setIndex(next);
    setZoomed(false);
  }

  return (
    <section aria-label={t("Pictures of {name}", { name: productName })} className="flex flex-col gap-3">
      {/* The focus ring sits on this frame: on the button itself the zoomed picture would cover it. */}
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500">
        {current ? (
          <button
            type="button"
            aria-pressed={zoomed}
            aria-label={t("Zoom image: {alt}", { alt: current.alt })}
            onClick={toggleZoom}
            onPointerMove={followPointer}
            onKeyDown={unzoomOnEscape}
            className={`block size-full overflow-hidden rounded-xl focus-visible:outline-none ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
          >
            <span
              className="block size-full motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out"
              style={{
                transform: zoomed ? `scale(${zoomScale})` : "none",
                transformOrigin: `${origin.x}% ${origin.y}%`,
              }}
            >
              <ProductImage
                path={current.path}
                alt={current.alt}
                width={current.width}
                height={current.height}
                sizes={mainPictureSizes}
                priority
                className="size-full object-cover"
              />
            </span>
          </button>
        ) : (
          <p className="flex size-full items-center justify-center text-stone-600">{t("No picture yet")}</p>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((image, position) => (
            <li key={image.path}>
              <button
                type="button"
                aria-label={t("Show image {position} of {count}", { position: position + 1, count: images.length })}
                aria-current={position === index ? "true" : undefined}
                onClick={() => show(position)}
                className={`block aspect-[4/3] w-full overflow-hidden rounded-lg border-2 bg-sand transition-colors ${
                  position === index ? "border-brand-700" : "border-transparent hover:border-stone-300"
                }`}
              >
                <ProductImage
                  path={image.path}
                  alt=""
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1280px) 116px, (min-width: 1024px) 9vw, 18vw"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
