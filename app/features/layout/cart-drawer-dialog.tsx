import { Dialog } from "radix-ui";
import { CartDrawer, type CartDrawerProps } from "~/features/cart/cart-drawer";

/**
 * The cart drawer with the Radix Dialog around it: one module, fetched when the shopper first
 * reaches for the cart button (see cart-link.tsx), so no page downloads it up front.
 */
export function CartDrawerDialog({
  open,
  onOpenChange,
  ...drawer
}: CartDrawerProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? <CartDrawer {...drawer} /> : null}
    </Dialog.Root>
  );
}
