import { StrokeIcon, type IconProps } from "~/ui/icons";

// Icons only the product page uses, drawn in the store's shared outline-icon frame.

export function ShareIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </StrokeIcon>
  );
}
