// The delivery promise for a PIN code (issue 6): where it is, whether we deliver there, when an
// order would arrive, whether our fitters assemble it and whether cash on delivery is offered. The
// rules themselves are in app/lib/delivery-promise.ts, shared with the browser; this service
// supplies the facts from the database (PIN codes and warehouses).
import { asc, eq } from "drizzle-orm";
import {
  assemblyIncluded,
  codDecision,
  codReasonText,
  defaultCodMaxRupees,
  deliveryWindow,
  distanceKm,
  parsePincode,
  pincodeMessages,
  reachedBySea,
  type PincodeCheckAnswer,
} from "../../app/lib/delivery-promise";
import type { Database } from "../db/client";
import { pincodes, warehouses } from "../db/schema";

export interface DeliveryServiceOptions {
  /** Largest order total in rupees that may be paid cash on delivery (COD_MAX_RUPEES). */
  codMaxRupees?: number;
  now?: () => Date;
}

export interface PincodeCheckOptions {
  /** What the shopper would pay, in rupees: above the cap there is no cash on delivery. */
  cartSubtotal?: number;
  /** False when an item must be made or restocked first; true when left out. */
  inStock?: boolean;
}

export type PincodeCheckResult = PincodeCheckAnswer;

/** Where a PIN code is, for filling city and state (checkout). */
export interface PincodePlace {
  pincode: string;
  city: string;
  stateCode: string;
}

interface Warehouse {
  city: string;
  latitude: number;
  longitude: number;
}

export function createDeliveryService(db: Database, options: DeliveryServiceOptions = {}) {
  const codMaxRupees = options.codMaxRupees ?? defaultCodMaxRupees;
  const now = options.now ?? (() => new Date());

  async function loadWarehouses(): Promise<Warehouse[]> {
    return db
      .select({ city: warehouses.city, latitude: warehouses.latitude, longitude: warehouses.longitude })
      .from(warehouses)
      .orderBy(asc(warehouses.id));
  }

  async function findPincode(pincode: string) {
    const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
    return row;
  }

  return {
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

    async checkPincode(raw: string, checkOptions: PincodeCheckOptions = {}): Promise<PincodeCheckResult> {
      const pincode = parsePincode(raw);
      if (!pincode) return { status: "invalid", message: pincodeMessages.invalid };
      // Warehouses are a handful of rows: read them each time, so a new one counts at once.
      const [row, sites] = await Promise.all([findPincode(pincode), loadWarehouses()]);
      if (!row) return { status: "unknown", message: pincodeMessages.unknown };

      const located = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
      let nearest: { city: string; distanceKm: number } | null = null;
      if (located) {
        for (const site of sites) {
          const km = distanceKm(located, site);
          if (!nearest || km < nearest.distanceKm) nearest = { city: site.city, distanceKm: Math.round(km) };
        }
      }
      const serviceable = row.delivers && sites.length > 0;
      // Unknown coordinates or an island: promise what the farthest mainland PIN code gets.
      const roadKm = nearest && !reachedBySea(row.stateCode) ? nearest.distanceKm : Number.POSITIVE_INFINITY;
      const refusal = codDecision(serviceable, checkOptions.cartSubtotal, codMaxRupees);
      return {
        status: "found",
        check: {
          pincode,
          city: row.district,
          stateCode: row.stateCode,
          serviceable,
          nearestWarehouse: nearest,
          delivery: serviceable ? deliveryWindow(now(), roadKm, checkOptions.inStock ?? true) : null,
          assemblyIncluded: assemblyIncluded(serviceable, roadKm),
          codAvailable: refusal === null,
          codReason: refusal ? codReasonText(refusal, codMaxRupees) : null,
        },
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
