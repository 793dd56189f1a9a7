// The delivery promise for a PIN code: where it is, whether we deliver there, when an
// order would arrive, whether our fitters assemble it and whether cash on delivery is offered. The
// rules themselves are in app/lib/delivery-promise.ts, shared with the browser; this service
// supplies the facts from the database (PIN codes and warehouses).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PincodeCheckOptions, PincodePlace, AddressCheck, DeliveryRefusalCode } from "../../app/lib/contracts/delivery";
import { assemblyIncluded, codDecision, codReasonText, defaultCodMaxRupees, deliveryWindow, distanceKm, reachedBySea, type DeliveryWindow, type PincodeCheckAnswer } from "../../app/lib/delivery-promise";
import { deliverySlotMessages } from "../../app/lib/delivery-slots";
import { parsePincode, pincodeMessages } from "../../app/lib/pincode";
import { assemblySpecLabel, noAssemblySpecValue } from "../catalog/assembly-spec";
import type { Database } from "../db/client";
import { pincodes, productSpecifications, warehouses } from "../db/schema";
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

/**
 * The one distance rule for warehouses: by straight-line distance from the place, nearest first
 * (ties by id). The nearest sets the delivery promise; orders take their stock in this order.
 */
export function warehousesByDistance<T extends Warehouse>(place: { latitude: number; longitude: number } | null, sites: readonly T[]): (T & { km: number })[] {
  const measured = sites.map((site) => ({ ...site, km: place ? distanceKm(place, site) : Number.POSITIVE_INFINITY }));
  return measured.sort((a, b) => a.km - b.km || a.id - b.id);
}

export function createDeliveryService(db: Database, options: DeliveryServiceOptions = {}) {
  const codMaxRupees = options.codMaxRupees ?? defaultCodMaxRupees;
  const now = options.now ?? (() => new Date());

  async function loadWarehouses(): Promise<Warehouse[]> {
    return db
      .select({ id: warehouses.id, city: warehouses.city, latitude: warehouses.latitude, longitude: warehouses.longitude })
      .from(warehouses)
      .orderBy(asc(warehouses.id));
  }

  async function findPincode(pincode: string) {
    const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
    return row;
  }

  /** Whether any of these products needs assembling: all do unless the catalog says "No assembly needed". */
  async function needsAssembly(productIds: readonly number[]): Promise<boolean> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return false;
    const readyToUse = await db
      .selectDistinct({ productId: productSpecifications.productId })
      .from(productSpecifications)
      .where(
        and(
          inArray(productSpecifications.productId, ids),
          eq(productSpecifications.label, assemblySpecLabel),
          eq(productSpecifications.value, noAssemblySpecValue),
        ),
      );
    return readyToUse.length < ids.length;
  }

  /** The PIN code check, and the warehouses by distance from it (nearest first) for taking stock. */
  async function examinePincode(raw: string, checkOptions: PincodeCheckOptions): Promise<{ answer: PincodeCheckResult; nearestFirst: number[] }> {
    const pincode = parsePincode(raw);
    if (!pincode) return { answer: { status: "invalid", message: pincodeMessages.invalid }, nearestFirst: [] };
    // Warehouses are a handful of rows: read them each time, so a new one counts at once.
    const [row, sites, needed] = await Promise.all([
      findPincode(pincode),
      loadWarehouses(),
      // Nothing named: the check speaks of furniture in general, which our fitters assemble.
      checkOptions.productIds?.length ? needsAssembly(checkOptions.productIds) : true,
    ]);
    if (!row) return { answer: { status: "unknown", message: pincodeMessages.unknown }, nearestFirst: [] };

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
    };
  }

  async function examineAddress(
    pincode: string,
    stateCode: string,
    checkOptions: PincodeCheckOptions,
  ): Promise<{ result: AddressCheck; nearestFirst: number[] }> {
    const { answer, nearestFirst } = await examinePincode(pincode, checkOptions);
    if (answer.status !== "found") {
      const code = answer.status === "unknown" ? "unknown_pincode" : "invalid_pincode";
      return { result: { check: null, refusal: { code, message: answer.message } }, nearestFirst };
    }
    const { check } = answer;
    if (stateCode !== "" && !pincodeInState(check.stateCode, stateCode)) {
      return { result: { check, refusal: { code: "pincode_state_mismatch", message: pincodeStateMismatchText(check.stateCode, stateCode) } }, nearestFirst };
    }
    if (!check.serviceable || !check.delivery) {
      return { result: { check, refusal: { code: "not_serviceable", message: notServiceableText(check) } }, nearestFirst };
    }
    return { result: { check, refusal: null }, nearestFirst };
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
    async quoteDelivery(request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
      const [{ result, nearestFirst }, assembled] = await Promise.all([
        // Everything ordered is in stock: the order takes it when it is placed.
        examineAddress(request.pincode, request.stateCode, { cartSubtotal: request.total, inStock: true }),
        needsAssembly(request.productIds),
      ]);
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
