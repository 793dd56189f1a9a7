// The order /find-store lists stores in when nothing is searched: regions, each with its states
// (our two-letter codes). A store in a state of no region is listed under "Elsewhere". The names
// are messages: shown with t(name), and the English name stays the region's key and anchor.
import { msg } from "~/i18n/msg";

export const elsewhereRegion = msg("Elsewhere");

export const storeRegions: readonly { name: string; stateCodes: readonly string[] }[] = [
  { name: msg("West"), stateCodes: ["MH", "GJ", "GA", "MP", "DD", "DN"] },
  { name: msg("North"), stateCodes: ["DL", "HR", "UP", "RJ", "CH", "PB", "HP", "JK", "LA", "UK"] },
  { name: msg("South"), stateCodes: ["KA", "TN", "TS", "KL", "AP", "PY", "LD", "AN"] },
  {
    name: msg("East and North-East"),
    stateCodes: ["WB", "OD", "AS", "BR", "JH", "CG", "SK", "AR", "NL", "MN", "MZ", "TR", "ML"],
  },
];

export function regionOf(stateCode: string): string {
  return storeRegions.find((region) => region.stateCodes.includes(stateCode))?.name ?? elsewhereRegion;
}
