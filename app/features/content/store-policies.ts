// The promises the home page and the help pages make, as numbers in one place so that no page can
// contradict another (spec §1 and §9). Delivery fees live in app/lib/shipping.ts, used by the cart.
import { msg } from "~/i18n/msg";
import { stateName } from "~/lib/indian-states";
import { site } from "~/lib/site";
import { returnWindowDays } from "./promise-figures";

/** Spec §9: "The return window is 7 days." (kept beside the short promise lines that repeat it). */
export { returnWindowDays };
export { solidWoodFrameWarrantyYears, standardWarrantyYears } from "./promise-figures";

export const customerCareHours = "9 AM to 9 PM, every day";
/** The same hours as Hindi pages write them. */
export const customerCareHoursHindi = "हर दिन, सुबह 9 बजे से रात 9 बजे तक";

const office = site.registeredOffice;

/** Where the registered office's courts sit: "Mumbai, Maharashtra". */
export const registeredOfficeCity = `${office.city}, ${stateName(office.stateCode) ?? office.stateCode}`;

/** The registered office as the GST invoices print it (app/lib/site.ts), company name first. */
export const registeredOfficeLines: readonly string[] = [site.legalName, office.street, `${registeredOfficeCity} ${office.pincode}`];

/** The help pages, in the order the side menu of every help page lists them. */
export const helpPages = [
  { label: msg("About Us"), href: "/about" },
  { label: msg("Contact Us"), href: "/contact" },
  { label: msg("Find a Store"), href: "/find-store" },
  { label: msg("FAQ"), href: "/faq" },
  { label: msg("Shipping Policy"), href: "/shipping" },
  { label: msg("Returns & Refunds"), href: "/returns" },
  { label: msg("Terms & Conditions"), href: "/terms" },
  { label: msg("Privacy Policy"), href: "/privacy" },
] as const;
