import type { ReactNode } from "react";
import { StrokeIcon as BaseStrokeIcon, type IconProps } from "~/ui/icons";

// Icons only the listing screens use, drawn like app/ui/icons.tsx (inline, explicit size,
// aria-hidden): every control that shows one carries its own accessible name.

/** These icons default to 20 px, a size smaller than the header's. */
function StrokeIcon({ size = 20, ...props }: IconProps & { children: ReactNode }) {
  return <BaseStrokeIcon size={size} {...props} />;
}

export function GridIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.2" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.2" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.2" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.2" />
    </StrokeIcon>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="4.5" width="5" height="5" rx="1" />
      <rect x="4" y="14.5" width="5" height="5" rx="1" />
      <path d="M12 6h8M12 8.5h5M12 16h8M12 18.5h5" />
    </StrokeIcon>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </StrokeIcon>
  );
}

export function SmallCloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m7 7 10 10M17 7 7 17" />
    </StrokeIcon>
  );
}

export function EmptyBoxIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3.5 8 12 4l8.5 4v8L12 20l-8.5-4V8Z" />
      <path d="m3.5 8 8.5 4 8.5-4M12 12v8" />
    </StrokeIcon>
  );
}

/**
 * Five stars, the first `rating` of them filled (a fraction fills part of a star). Drawn as text
 * rather than SVG: a listing shows 24 of these, and text keeps the page's HTML small.
 */
export function StarRow({ rating, size = 14 }: { rating: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      aria-hidden="true"
      className="relative inline-block shrink-0 leading-none tracking-[0.05em] whitespace-nowrap"
      style={{ fontSize: size }}
    >
      <span className="text-stone-300">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
