// The check on the suggestions API's answer, in a module of its own: the search box is on every
// page, but this is fetched only when the shopper first types (zod/mini: only the checks used).
import * as z from "zod/mini";

const imageSchema = z.object({ path: z.string(), alt: z.string(), width: z.number(), height: z.number() });

export const suggestionsAnswerSchema = z.object({
  data: z.object({
    products: z.array(z.object({ id: z.number(), name: z.string(), price: z.number(), image: z.nullable(imageSchema) })),
    categories: z.array(z.object({ name: z.string(), path: z.string(), parentName: z.nullable(z.string()) })),
  }),
});
