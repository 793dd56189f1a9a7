// A staff member's stock adjustment: pieces received, pieces found damaged (moved out of sale), or a
// correction after a count (set the figure, or add or take some), always with a note for a
// correction. One set of rules and messages for the page, the JSON API and the stock service.
// zod/mini, as the other back-office forms.
import * as z from "zod/mini";
import { isStorableText, unstorableTextMessage } from "../storable-text";

export const stockAdjustmentKinds = ["received", "damaged", "correction"] as const;
export type StockAdjustmentKind = (typeof stockAdjustmentKinds)[number];
export const correctionModes = ["set", "add"] as const;
export type CorrectionMode = (typeof correctionModes)[number];

export const stockAdjustmentLimits = {
  /** More than a warehouse holds of one piece of furniture: keeps forged numbers small. */
  quantityMax: 100_000,
  noteMin: 3,
  noteMax: 500,
} as const;

export const stockAdjustmentMessages = {
  variantRequired: "Choose the variant",
  warehouseRequired: "Choose the warehouse",
  kindRequired: "Choose received, damaged or correction",
  modeRequired: "Choose whether to set the figure or add to it",
  quantityRequired: "Enter how many pieces",
  quantityPositive: `Enter a whole number of pieces from 1 to ${stockAdjustmentLimits.quantityMax.toLocaleString("en-IN")}`,
  setQuantity: `Enter the counted figure: a whole number from 0 to ${stockAdjustmentLimits.quantityMax.toLocaleString("en-IN")}`,
  addQuantity: `Enter the pieces to add (or, with a minus sign, to take away): a whole number other than 0, at most ${stockAdjustmentLimits.quantityMax.toLocaleString("en-IN")} either way`,
  noteRequired: `Say why, in at least ${stockAdjustmentLimits.noteMin} characters: a correction always needs a note`,
  noteTooLong: `The note must be at most ${stockAdjustmentLimits.noteMax} characters`,
} as const;

const m = stockAdjustmentMessages;
const limits = stockAdjustmentLimits;

export const stockAdjustmentSchema = z.object({
  variantId: z.int({ error: m.variantRequired }).check(z.positive({ error: m.variantRequired }), z.maximum(2_147_483_647, { error: m.variantRequired })),
  warehouseId: z.int({ error: m.warehouseRequired }).check(z.positive({ error: m.warehouseRequired }), z.maximum(2_147_483_647, { error: m.warehouseRequired })),
  kind: z.enum(stockAdjustmentKinds, { error: m.kindRequired }),
  mode: z.optional(z.enum(correctionModes, { error: m.modeRequired })),
  quantity: z.int({ error: m.quantityRequired }).check(
    z.minimum(-limits.quantityMax, { error: m.addQuantity }),
    z.maximum(limits.quantityMax, { error: m.quantityPositive }),
  ),
  note: z.optional(
    z.string({ error: m.noteRequired }).check(
      z.maxLength(limits.noteMax * 4, { error: m.noteTooLong }),
      z.refine(isStorableText, { error: `The note ${unstorableTextMessage}` }),
    ),
  ),
});

export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

/**
 * The rules between fields, after the schema: what the quantity means for each kind, and a note
 * for every correction. The first rule broken, with the field it belongs to, or null.
 */
export function stockAdjustmentProblem(input: StockAdjustmentInput): { field: "mode" | "quantity" | "note"; message: string } | null {
  const note = (input.note ?? "").trim();
  if (note.length > limits.noteMax) return { field: "note", message: m.noteTooLong };
  if (input.kind === "correction") {
    if (input.mode === undefined) return { field: "mode", message: m.modeRequired };
    if (input.mode === "set" && input.quantity < 0) return { field: "quantity", message: m.setQuantity };
    if (input.mode === "add" && input.quantity === 0) return { field: "quantity", message: m.addQuantity };
    if (note.length < limits.noteMin) return { field: "note", message: m.noteRequired };
    return null;
  }
  if (input.quantity < 1) return { field: "quantity", message: m.quantityPositive };
  return null;
}

/** A form's fields as the schema reads them: whole numbers from their text, the rest as typed. */
export function stockAdjustmentFromForm(fields: Partial<Record<string, string>>): Record<string, unknown> {
  const whole = (name: string) => {
    const value = fields[name]?.trim();
    if (value === undefined || value === "") return undefined;
    return /^[+-]?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  };
  return {
    variantId: whole("variantId"),
    warehouseId: whole("warehouseId"),
    kind: fields.kind,
    mode: fields.mode === "" ? undefined : fields.mode,
    quantity: whole("quantity"),
    note: fields.note,
  };
}
