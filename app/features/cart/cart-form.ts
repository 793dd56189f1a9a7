// The /cart action's form: one schema the server parses every post with (field names and
// intents in cart-intents.ts, which the browser's forms use).
import { z } from "zod";
import { promoCodeMessages } from "~/lib/contracts/cart";

const idField = (what: string) =>
  z
    .string({ error: `${what} is missing.` })
    .trim()
    .regex(/^[1-9]\d{0,8}$/, `${what} is not valid.`)
    .transform(Number);

const quantityField = z
  .string({ error: "Please choose a quantity." })
  .trim()
  .regex(/^\d{1,4}$/, "Please choose a whole number as the quantity.")
  .transform(Number);

/** Blank optional fields arrive as "" from forms; they mean "not given". */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const cartFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    product_id: idField("The product"),
    variant_id: z.preprocess(blankAsMissing, idField("The variant").optional()),
    // Spec §9: the product list adds one at a time, without a quantity field.
    quantity: z.preprocess(blankAsMissing, quantityField.optional()).transform((quantity) => quantity ?? 1),
  }),
  z.object({ intent: z.literal("update"), line_id: idField("The cart line"), quantity: quantityField }),
  z.object({ intent: z.literal("remove"), line_id: idField("The cart line") }),
  z.object({
    intent: z.literal("apply-coupon"),
    code: z
      .string({ error: promoCodeMessages.missing })
      .trim()
      .min(1, promoCodeMessages.missing)
      .max(64, promoCodeMessages.invalid),
  }),
  z.object({ intent: z.literal("remove-coupon") }),
  z.object({ intent: z.literal("clear") }),
]);

export type CartForm = z.infer<typeof cartFormSchema>;
