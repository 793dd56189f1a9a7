import type { ReactNode } from "react";
import { StrokeIcon as BaseStrokeIcon, type IconProps } from "~/ui/icons";

// Icons only the cart screens use, drawn like app/ui/icons.tsx (inline, explicit size,
// aria-hidden): every control that shows one carries its own accessible name.

/** These icons default to 20 px, a size smaller than the header's. */
function StrokeIcon({ size = 20, ...props }: IconProps & { children: ReactNode }) {
  return <BaseStrokeIcon size={size} {...props} />;
}

export function MinusIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14" />
    </StrokeIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </StrokeIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </StrokeIcon>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.7 6.7a1.4 1.4 0 0 1-2 0Z" />
      <circle cx="8" cy="8" r="1.4" />
    </StrokeIcon>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </StrokeIcon>
  );
}

export function ReturnIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </StrokeIcon>
  );
}
