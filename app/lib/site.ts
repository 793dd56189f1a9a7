// Facts about the store that appear on many screens (spec §1: {phone}, {email}).
export const site = {
  name: "Aangan",
  legalName: "Aangan Home Furnishings Private Limited",
  tagline: "Furniture for every Indian home",
  welcome: "Welcome to Aangan, furniture for every Indian home",
  tollFreePhone: "1800-208-4040",
  tollFreePhoneHref: "tel:18002084040",
  supportEmail: "support@aangan.in",
  blurb:
    "Aangan makes and delivers sofas, beds, dining sets and office furniture to homes in 20+ cities across India, with free delivery and assembly on orders above ₹ 999.",
} as const;
