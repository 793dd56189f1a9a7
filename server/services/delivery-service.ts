// The delivery promise for a PIN code: where it is, whether we deliver there, when an
// order would arrive, whether our fitters assemble it and whether cash on delivery is offered. The
// rules themselves are in app/lib/delivery-promise.ts, shared with the browser; this service
// supplies the facts from the database (PIN codes and warehouses).
import { eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { PincodeCheckOptions, PincodePlace, AddressCheck, DeliveryRefusalCode } from "../../app/lib/contracts/delivery";
import { assemblyIncluded, codDecision, codReasonText, defaultCodMaxRupees, deliveryWindow, distanceKm, reachedBySea, type DeliveryWindow, type PincodeCheckAnswer } from "../../app/lib/delivery-promise";
import { deliverySlotMessages } from "../../app/lib/delivery-slots";
import { parsePincode, pincodeMessages } from "../../app/lib/pincode";
import { assemblySpecLabel, noAssemblySpecValue } from "../catalog/assembly-spec";
import type { Database } from "../db/client";
import { pincodes, productSpecifications, warehouses } from "../db/schema";
import { queryJson } from "./catalog-sql";
import { notServiceableText, pincodeInState, pincodeStateMismatchText } from "./pincode-rules";

export interface DeliveryServiceOptions {
  /** Largest order total in rupees that may be paid cash on delivery (COD_MAX_RUPEES). */
  codMaxRupees?: number;
  now?: () => Date;
}

export type PincodeCheckResult = PincodeCheckAnswer;

/** What checkout and the order service ask about an order going to an address. */
export interface DeliveryQuoteRequest {
  pincode: string;
  /** The state the shopper chose (letter code); the PIN code must be in it. */
  stateCode: string;
  /** What the order costs in rupees: above the cap there is no cash on delivery. */
  total: number;
  /** The products ordered: a delivery slot is offered when our fitters assemble one of them. */
  productIds: readonly number[];
}

/**
 * What a quote needs from the database for a PIN code and the products of a cart (deliveryFactsSql),
 * read ahead of the quote, so an order reads them together with its cart.
 */
export interface CartDeliveryFacts {
  pincode: string;
  facts: DeliveryFacts;
}

/** The one answer checkout and the order service share: where the order can go, when, and how it may be paid. */
export type DeliveryQuote =
  | { ok: false; code: DeliveryRefusalCode; message: string }
  | {
      ok: true;
      /** The promise made now (India dates): stored on the order as promised_from/promised_to. */
      window: DeliveryWindow;
      assemblyIncluded: boolean;
      /** Furniture our fitters will assemble: the shopper chooses morning, afternoon or evening. */
      slotOffered: boolean;
      /** Why cash on delivery is not offered, in plain words; null when it is. */
      codRefusal: string | null;
      /** Our warehouses by distance from the PIN code, nearest first: where the order's stock is taken from. */
      warehousesNearestFirst: number[];
    };

/**
 * Whether the payment method and slot chosen fit the quote: cash on delivery only where it is
 * offered (the plain reason otherwise), and a slot whenever our fitters come. A slot sent for an
 * order they do not assemble is simply not kept. Null when they fit.
 */
export function deliveryChoiceProblem(
  quote: Pick<Extract<DeliveryQuote, { ok: true }>, "codRefusal" | "slotOffered">,
  choice: { method: string; slot: string | null },
): { code: "cod_not_available" | "delivery_slot_required"; message: string } | null {
  if (choice.method === "cod" && quote.codRefusal !== null) return { code: "cod_not_available", message: quote.codRefusal };
  if (quote.slotOffered && choice.slot === null) return { code: "delivery_slot_required", message: deliverySlotMessages.required };
  return null;
}

interface Warehouse {
  id: number;
  city: string;
  latitude: number;
  longitude: number;
}

const coordinate = z.number().min(-180).max(180);
export const deliveryFactsSchema = z.object({
  place: z
    .object({ district: z.string(), stateCode: z.string(), latitude: coordinate.nullable(), longitude: coordinate.nullable(), delivers: z.boolean() })
    .nullable(),
  sites: z.array(z.object({ id: z.number().int(), city: z.string(), latitude: coordinate, longitude: coordinate })),
  readyToUse: z.number().int().nonnegative(),
  /** How many different products were asked of. */
  products: z.number().int().nonnegative(),
});
type DeliveryFacts = z.infer<typeof deliveryFactsSchema>;

/**
 * The one distance rule for warehouses: by straight-line distance from the place, nearest first
 * (ties by id). The nearest sets the delivery promise; orders take their stock in this order.
 */
export function warehousesByDistance<T extends Warehouse>(place: { latitude: number; longitude: number } | null, sites: readonly T[]): (T & { km: number })[] {
  const measured = sites.map((site) => ({ ...site, km: place ? distanceKm(place, site) : Number.POSITIVE_INFINITY }));
  return measured.sort((a, b) => a.km - b.km || a.id - b.id);
}

/**
 * What a delivery promise is made of, as one statement's JSON (deliveryFactsSchema): the PIN code,
 * our warehouses (a handful of rows, read each time so a new one counts at once) and how many of
 * the products `named` selects (a `select` of product ids) are marked "No assembly needed". One
 * statement, not three: an order asks it on a sale day, when every statement is one more wait
 * behind the other requests, and an order reads it inside its own checks' statement.
 */
export function deliveryFactsSql(pincode: string, named: SQL): SQL {
  return sql`
      select json_build_object(
        'place', (
          select json_build_object('district', p.district, 'stateCode', p.state_code, 'latitude', p.latitude,
                                   'longitude', p.longitude, 'delivers', p.delivers)
          from ${pincodes} p where p.pincode = ${pincode}
        ),
        'sites', (
          select coalesce(json_agg(json_build_object('id', w.id, 'city', w.city, 'latitude', w.latitude, 'longitude', w.longitude) order by w.id), '[]')
          from ${warehouses} w
        ),
        'readyToUse', (
          select count(distinct s.product_id) from ${productSpecifications} s
          where s.product_id in (${named})
            and s.label = ${assemblySpecLabel} and s.value = ${noAssemblySpecValue}
        ),
        'products', (select count(distinct id) from (${named}) as named(id))
      ) as value`;
}

export function createDeliveryService(db: Database, options: DeliveryServiceOptions = {}) {
  const codMaxRupees = options.codMaxRupees ?? defaultCodMaxRupees;
  const now = options.now ?? (() => new Date());

  async function findPincode(pincode: string) {
    const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
    return row;
  }

  /** The delivery facts for a PIN code and these products (deliveryFactsSql). */
  async function deliveryFacts(pincode: string, productIds: readonly number[]): Promise<DeliveryFacts> {
    // Sent as text, so the statement takes only values that prepare as literals (reusable-statements.ts).
    const named = sql`select unnest(string_to_array(${productIds.join(",")}, ',')::integer[])`;
    return queryJson(db, deliveryFactsSql(pincode, named), deliveryFactsSchema, { reuse: true });
  }

  /**
   * The PIN code check, and the warehouses by distance from it (nearest first) for taking stock.
   * `assemblyOf` names products to ask of as well: `needsAssembly` says whether any of them needs
   * our fitters (the check itself speaks of `checkOptions.productIds`).
   */
  async function examinePincode(
    raw: string,
    checkOptions: PincodeCheckOptions,
    assemblyOf: readonly number[] | CartDeliveryFacts = [],
  ): Promise<{ answer: PincodeCheckResult; nearestFirst: number[]; needsAssembly: boolean }> {
    const pincode = parsePincode(raw);
    if (!pincode) return { answer: { status: "invalid", message: pincodeMessages.invalid }, nearestFirst: [], needsAssembly: false };
    const readAhead = "facts" in assemblyOf && assemblyOf.pincode === pincode ? assemblyOf.facts : null;
    const named = [...new Set(checkOptions.productIds?.length ? checkOptions.productIds : "facts" in assemblyOf ? [] : assemblyOf)];
    const { place: row, sites, readyToUse, products } = readAhead ?? (await deliveryFacts(pincode, named));
    // All products need assembling unless the catalog says "No assembly needed" of every one.
    const listedNeedAssembly = readyToUse < products;
    if (!row) return { answer: { status: "unknown", message: pincodeMessages.unknown }, nearestFirst: [], needsAssembly: listedNeedAssembly };
    // Nothing named: the check speaks of furniture in general, which our fitters assemble.
    const needed = checkOptions.productIds?.length ? listedNeedAssembly : true;

    const located = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
    const ranked = warehousesByDistance(located, sites);
    const closest = located ? ranked[0] : undefined;
    const nearest = closest ? { city: closest.city, distanceKm: Math.round(closest.km) } : null;
    const serviceable = row.delivers && sites.length > 0;
    // Unknown coordinates or an island: promise what the farthest mainland PIN code gets.
    const roadKm = nearest && !reachedBySea(row.stateCode) ? nearest.distanceKm : Number.POSITIVE_INFINITY;
    const refusal = codDecision(serviceable, checkOptions.cartSubtotal, codMaxRupees);
    return {
      answer: {
        status: "found",
        check: {
          pincode,
          city: row.district,
          stateCode: row.stateCode,
          serviceable,
          nearestWarehouse: nearest,
          delivery: serviceable ? deliveryWindow(now(), roadKm, checkOptions.inStock ?? true) : null,
          assemblyIncluded: needed && assemblyIncluded(serviceable, roadKm),
          assemblyNeeded: needed,
          codAvailable: refusal === null,
          codReason: refusal ? codReasonText(refusal, codMaxRupees) : null,
        },
      },
      nearestFirst: ranked.map((site) => site.id),
      needsAssembly: listedNeedAssembly,
    };
  }

  async function examineAddress(
    pincode: string,
    stateCode: string,
    checkOptions: PincodeCheckOptions,
    assemblyOf: readonly number[] | CartDeliveryFacts = [],
  ): Promise<{ result: AddressCheck; nearestFirst: number[]; needsAssembly: boolean }> {
    const { answer, nearestFirst, needsAssembly } = await examinePincode(pincode, checkOptions, assemblyOf);
    const examined = (result: AddressCheck) => ({ result, nearestFirst, needsAssembly });
    if (answer.status !== "found") {
      const code = answer.status === "unknown" ? "unknown_pincode" : "invalid_pincode";
      return examined({ check: null, refusal: { code, message: answer.message } });
    }
    const { check } = answer;
    if (stateCode !== "" && !pincodeInState(check.stateCode, stateCode)) {
      return examined({ check, refusal: { code: "pincode_state_mismatch", message: pincodeStateMismatchText(check.stateCode, stateCode) } });
    }
    if (!check.serviceable || !check.delivery) {
      return examined({ check, refusal: { code: "not_serviceable", message: notServiceableText(check) } });
    }
    return examined({ check, refusal: null });
  }

  const service = {
    codMaxRupees,

    /** Whether cash on delivery may be offered; null when it may, else the reason in plain words. */
    codRefusal(serviceable: boolean, cartSubtotal: number): string | null {
      const refusal = codDecision(serviceable, cartSubtotal, codMaxRupees);
      return refusal ? codReasonText(refusal, codMaxRupees) : null;
    },

    /** City (district) and state of a PIN code, or null when India Post does not know it. */
    async place(raw: string): Promise<PincodePlace | null> {
      const pincode = parsePincode(raw);
      if (!pincode) return null;
      const row = await findPincode(pincode);
      return row ? { pincode, city: row.district, stateCode: row.stateCode } : null;
    },

    /**
     * A PIN code against the address it is typed in (checkout, as it is typed and on Continue):
     * what India Post says of it, and why the order cannot go there, if it cannot: unknown, in
     * another state than the one chosen ("" when none is chosen yet) or not served.
     */
    async checkAddress(pincode: string, stateCode: string, checkOptions: PincodeCheckOptions = {}): Promise<AddressCheck> {
      return (await examineAddress(pincode, stateCode, checkOptions)).result;
    },

    /**
     * The delivery rules of checkout, in one place for the checkout page and the order service:
     * the PIN code must be known, in the chosen state and served; then the promised dates, whether
     * the shopper picks a slot for our fitters, and whether cash on delivery is offered.
     */
    async quoteDelivery(request: DeliveryQuoteRequest, readAhead?: CartDeliveryFacts | null): Promise<DeliveryQuote> {
      // Everything ordered is in stock: the order takes it when it is placed.
      const { result, nearestFirst, needsAssembly: assembled } = await examineAddress(
        request.pincode,
        request.stateCode,
        { cartSubtotal: request.total, inStock: true },
        readAhead ?? request.productIds,
      );
      const { check, refusal } = result;
      if (refusal) return { ok: false, ...refusal };
      if (!check?.delivery) throw new Error(`PIN code ${request.pincode} was accepted without a delivery window`);
      return {
        ok: true,
        window: check.delivery,
        assemblyIncluded: check.assemblyIncluded,
        slotOffered: assembled && check.assemblyIncluded,
        codRefusal: check.codReason,
        warehousesNearestFirst: nearestFirst,
      };
    },

    async checkPincode(raw: string, checkOptions: PincodeCheckOptions = {}): Promise<PincodeCheckResult> {
      return (await examinePincode(raw, checkOptions)).answer;
    },
  };
  return service;
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
