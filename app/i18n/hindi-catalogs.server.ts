import { hiAccount } from "./catalogs/hi-account.server";
import { hiCart } from "./catalogs/hi-cart.server";
import { hiCatalog } from "./catalogs/hi-catalog.server";
import { hiCheckout } from "./catalogs/hi-checkout.server";
import { hiContent } from "./catalogs/hi-content.server";
import { hiDelivery } from "./catalogs/hi-delivery.server";
import { hiEmail } from "./catalogs/hi-email.server";
import { hiHome } from "./catalogs/hi-home.server";
import { hiInvoice } from "./catalogs/hi-invoice.server";
import { hiOrders } from "./catalogs/hi-orders.server";
import { hiProduct } from "./catalogs/hi-product.server";
import { hiProfile } from "./catalogs/hi-profile.server";
import { hiShell } from "./catalogs/hi-shell.server";
import { hiShellForms } from "./catalogs/hi-shell-forms.server";
import { hiShellCart } from "./catalogs/hi-shell-cart.server";
import { hiWishlist } from "./catalogs/hi-wishlist.server";
import type { HindiCatalog } from "./hindi-catalog";
import type { MessageArea } from "./message-area";

// An area's catalog may be kept in several files (the shell's forms apart from its menus): they
// are joined here, and the catalog test checks no message is in two.
export const hindiCatalogs: Readonly<Record<MessageArea, HindiCatalog>> = {
  shell: { ...hiShell, ...hiShellForms, ...hiShellCart },
  home: hiHome,
  catalog: hiCatalog,
  product: hiProduct,
  cart: hiCart,
  checkout: hiCheckout,
  orders: hiOrders,
  account: hiAccount,
  profile: hiProfile,
  content: hiContent,
  wishlist: hiWishlist,
  delivery: hiDelivery,
  email: hiEmail,
  invoice: hiInvoice,
};
