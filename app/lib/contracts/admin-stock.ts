// The back office's stock: figures per warehouse, the ledger of every movement, staff's
// adjustments, and the stock service's refusals. Shared by the pages and the JSON API.
import { Refusal, type RefusalStatus } from "./refusal";

/** Why stock moved (the ledger's reasons, as the database's check lists them). */
export const stockReasons = ["received", "damaged", "correction", "order", "cancellation", "return"] as const;
export type StockReason = (typeof stockReasons)[number];

export const stockReasonWords: Record<StockReason, string> = {
  received: "Received",
  damaged: "Marked damaged",
  correction: "Correction",
  order: "Order",
  cancellation: "Cancellation",
  return: "Return",
};

export interface WarehouseView {
  id: number;
  city: string;
  stateCode: string;
  pincode: string;
}

/** A variant on the stock list: its totals, and its figures in the warehouse filtered by (if any). */
export interface StockListRow {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  sku: string;
  /** Sellable pieces over every warehouse (what the shop sells from). */
  sellable: number;
  damaged: number;
  /** In the warehouse the list is filtered by; null when it is not. */
  inWarehouse: { sellable: number; damaged: number } | null;
}

export interface StockListFilters {
  /** Part of a product's name or a SKU. */
  query?: string | undefined;
  warehouseId?: number | undefined;
  /** Only variants at or under the low-stock threshold. */
  low?: boolean | undefined;
}

export interface StockList {
  rows: StockListRow[];
  total: number;
  page: number;
  pageSize: number;
  warehouses: WarehouseView[];
  /** At or under this many sellable pieces a variant is low (the shop's "Only N left" rule). */
  lowThreshold: number;
}

export interface StockLedgerEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  warehouseId: number;
  warehouseCity: string;
  reason: StockReason;
  sellableChange: number;
  damagedChange: number;
  orderNumber: string | null;
  returnId: number | null;
  /** Null for a shopper's order or the store itself (opening balances). */
  staffName: string | null;
  note: string | null;
}

export interface VariantStock {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  sku: string;
  sellable: number;
  damaged: number;
  /** Every warehouse, holding the variant or not. */
  warehouses: (WarehouseView & { sellable: number; damaged: number })[];
  ledger: StockLedgerEntry[];
  ledgerTotal: number;
  ledgerPage: number;
  ledgerPageSize: number;
}

export type StockErrorCode = "not_found" | "invalid_request" | "not_enough_stock";

export const stockErrorStatus = {
  not_found: 404,
  invalid_request: 422,
  /** The change would take a warehouse's figure below zero: nothing was changed. */
  not_enough_stock: 409,
} as const satisfies Record<StockErrorCode, RefusalStatus>;

export class StockError extends Refusal<StockErrorCode> {
  constructor(code: StockErrorCode, message: string) {
    super(stockErrorStatus, code, message);
    this.name = "StockError";
  }
}
