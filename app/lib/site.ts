// Facts about the store that appear on many screens (spec §1: {phone}, {email}) and on its tax
// invoices: the company's registered office and GST registration.
import { assemblyRadiusKm } from "./fitters";
import { formatRupees } from "./money";
import { freeShippingThreshold } from "./shipping";
import { msg } from "~/i18n/msg";

export const site = {
  name: "Aangan",
  legalName: "Aangan Home Furnishings Private Limited",
  tagline: msg("Furniture for every Indian home"),
  welcome: msg("Welcome to Aangan, furniture for every Indian home"),
  tollFreePhone: "1800-208-4040",
  tollFreePhoneHref: "tel:18002084040",
  supportEmail: "support@aangan.in",
  // The figures come from the rules checkout and the PIN code check apply.
  blurb: `Aangan makes and delivers sofas, beds, dining sets and office furniture to homes in 20+ cities across India, with free delivery on orders above ${formatRupees(freeShippingThreshold)} and free assembly within ${assemblyRadiusKm.toLocaleString("en-IN")} km of our warehouses.`,
  /** The registered office, as on the GST registration certificate. */
  registeredOffice: {
    street: "Ground Floor, 14 Linking Road, Bandra West",
    city: "Mumbai",
    /** Letter code of app/lib/indian-states.ts: the state every order ships from, for GST. */
    stateCode: "MH",
    pincode: "400050",
  },
  /** GST identification number of the registered office (state code 27, Maharashtra). */
  gstin: "27AAKCA4821M1ZE",
} as const;
