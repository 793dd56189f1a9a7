// Lists in running text, written out by hand rather than with Intl.ListFormat, so the server and
// every browser print the same words.

function joined(items: readonly string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1) ?? ""}`;
}

/** "Visa, Mastercard and RuPay". */
export function andList(items: readonly string[]): string {
  return joined(items, "and");
}

/** "HDFC Bank, ICICI Bank or Axis Bank". */
export function orList(items: readonly string[]): string {
  return joined(items, "or");
}
