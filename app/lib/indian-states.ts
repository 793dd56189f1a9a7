// Spec §5, shipping form: the state is chosen from India's states and union territories, 37 entries.
// That count is the list of late 2019 (28 states, 9 union territories), which still has Dadra and
// Nagar Haveli and Daman and Diu as two entries; they merged in 2020, but addresses written either
// way reach the same post offices, so the spec's list is kept. Codes follow ISO 3166-2:IN as revised
// in 2023 (CG, OD, TS, UK: the codes also on Indian number plates), the ones shoppers recognise.
// Browser-safe: the checkout form's select and the server's validation both read this list.

export type IndianState = { readonly code: string; readonly name: string };

export const indianStates: readonly IndianState[] = Object.freeze(
  [
    { code: "AN", name: "Andaman and Nicobar Islands" },
    { code: "AP", name: "Andhra Pradesh" },
    { code: "AR", name: "Arunachal Pradesh" },
    { code: "AS", name: "Assam" },
    { code: "BR", name: "Bihar" },
    { code: "CH", name: "Chandigarh" },
    { code: "CG", name: "Chhattisgarh" },
    { code: "DN", name: "Dadra and Nagar Haveli" },
    { code: "DD", name: "Daman and Diu" },
    { code: "DL", name: "Delhi" },
    { code: "GA", name: "Goa" },
    { code: "GJ", name: "Gujarat" },
    { code: "HR", name: "Haryana" },
    { code: "HP", name: "Himachal Pradesh" },
    { code: "JK", name: "Jammu and Kashmir" },
    { code: "JH", name: "Jharkhand" },
    { code: "KA", name: "Karnataka" },
    { code: "KL", name: "Kerala" },
    { code: "LA", name: "Ladakh" },
    { code: "LD", name: "Lakshadweep" },
    { code: "MP", name: "Madhya Pradesh" },
    { code: "MH", name: "Maharashtra" },
    { code: "MN", name: "Manipur" },
    { code: "ML", name: "Meghalaya" },
    { code: "MZ", name: "Mizoram" },
    { code: "NL", name: "Nagaland" },
    { code: "OD", name: "Odisha" },
    { code: "PY", name: "Puducherry" },
    { code: "PB", name: "Punjab" },
    { code: "RJ", name: "Rajasthan" },
    { code: "SK", name: "Sikkim" },
    { code: "TN", name: "Tamil Nadu" },
    { code: "TS", name: "Telangana" },
    { code: "TR", name: "Tripura" },
    { code: "UP", name: "Uttar Pradesh" },
    { code: "UK", name: "Uttarakhand" },
    { code: "WB", name: "West Bengal" },
  ].map((state) => Object.freeze(state)),
);

const namesByCode = new Map(indianStates.map((state) => [state.code, state.name]));

/** Whether `code` is exactly one of the list's codes (upper case, as the select sends it). */
export function isIndianStateCode(code: string): boolean {
  return namesByCode.has(code);
}

/** The state's name for an address, or undefined for a code not in the list. */
export function stateName(code: string): string | undefined {
  return namesByCode.get(code);
}
