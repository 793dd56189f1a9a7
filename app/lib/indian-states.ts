// Spec §5, shipping form: the state is chosen from India's states and union territories, 37 entries.
// That count is the list of late 2019 (28 states, 9 union territories), which still has Dadra and
// Nagar Haveli and Daman and Diu as two entries; they merged in 2020, but addresses written either
// way reach the same post offices, so the spec's list is kept. Codes follow ISO 3166-2:IN as revised
// in 2023 (CG, OD, TS, UK: the codes also on Indian number plates), the ones shoppers recognise.
// Browser-safe: the checkout form's select and the server's validation both read this list.
// Names are English messages (msg): a Hindi page shows t(state.name); the code stays the value.
import { msg } from "../i18n/msg";
import type { Translate } from "../i18n/use-t";

export type IndianState = { readonly code: string; readonly name: string };

export const indianStates: readonly IndianState[] = Object.freeze(
  [
    { code: "AN", name: msg("Andaman and Nicobar Islands") },
    { code: "AP", name: msg("Andhra Pradesh") },
    { code: "AR", name: msg("Arunachal Pradesh") },
    { code: "AS", name: msg("Assam") },
    { code: "BR", name: msg("Bihar") },
    { code: "CH", name: msg("Chandigarh") },
    { code: "CG", name: msg("Chhattisgarh") },
    { code: "DN", name: msg("Dadra and Nagar Haveli") },
    { code: "DD", name: msg("Daman and Diu") },
    { code: "DL", name: msg("Delhi") },
    { code: "GA", name: msg("Goa") },
    { code: "GJ", name: msg("Gujarat") },
    { code: "HR", name: msg("Haryana") },
    { code: "HP", name: msg("Himachal Pradesh") },
    { code: "JK", name: msg("Jammu and Kashmir") },
    { code: "JH", name: msg("Jharkhand") },
    { code: "KA", name: msg("Karnataka") },
    { code: "KL", name: msg("Kerala") },
    { code: "LA", name: msg("Ladakh") },
    { code: "LD", name: msg("Lakshadweep") },
    { code: "MP", name: msg("Madhya Pradesh") },
    { code: "MH", name: msg("Maharashtra") },
    { code: "MN", name: msg("Manipur") },
    { code: "ML", name: msg("Meghalaya") },
    { code: "MZ", name: msg("Mizoram") },
    { code: "NL", name: msg("Nagaland") },
    { code: "OD", name: msg("Odisha") },
    { code: "PY", name: msg("Puducherry") },
    { code: "PB", name: msg("Punjab") },
    { code: "RJ", name: msg("Rajasthan") },
    { code: "SK", name: msg("Sikkim") },
    { code: "TN", name: msg("Tamil Nadu") },
    { code: "TS", name: msg("Telangana") },
    { code: "TR", name: msg("Tripura") },
    { code: "UP", name: msg("Uttar Pradesh") },
    { code: "UK", name: msg("Uttarakhand") },
    { code: "WB", name: msg("West Bengal") },
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

/** The state's name in a page's or document's language ("कर्नाटक"), or its code when not in the list. */
export function stateNameIn(code: string, t: Translate): string {
  const name = namesByCode.get(code);
  return name === undefined ? code : t(name);
}
