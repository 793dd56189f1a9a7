// The promises the home page and the help pages make, as numbers in one place so that no page can
// contradict another (spec §1 and §9). Delivery fees live in app/lib/shipping.ts, used by the cart.
import { stateName } from "~/lib/indian-states";
import { site } from "~/lib/site";
import { returnWindowDays } from "./promise-figures";

/** Spec §9: "The return window is 7 days." (kept beside the short promise lines that repeat it). */
export { returnWindowDays };
export { solidWoodFrameWarrantyYears, standardWarrantyYears } from "./promise-figures";

export const customerCareHours = "9 AM to 9 PM, every day";

const office = site.registeredOffice;

/** Where the registered office's courts sit: "Mumbai, Maharashtra". */
export const registeredOfficeCity = `${office.city}, ${stateName(office.stateCode) ?? office.stateCode}`;

/** The registered office as the GST invoices print it (app/lib/site.ts), company name first. */
export const registeredOfficeLines: readonly string[] = [site.legalName, office.street, `${registeredOfficeCity} ${office.pincode}`];

/** The help pages, in the order the side menu of every help page lists them. */
export const helpPages = [
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Find a Store", href: "/find-store" },
  { label: "FAQ", href: "/faq" },
  { label: "Shipping Policy", href: "/shipping" },
  { label: "Returns & Refunds", href: "/returns" },
  { label: "Terms & Conditions", href: "/terms" },
  { label: "Privacy Policy", href: "/privacy" },
] as const;
