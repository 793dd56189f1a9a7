import type { ReactNode } from "react";
import { formatRupees } from "~/lib/money";

// A shopper reads "₹ 1,499" as one word: a line must never end between the sign and the number.
// formatRupees keeps an ordinary space (e-mails, invoices and the API say it that way), so pages
// keep each amount whole with this one class instead.
const unbroken = "whitespace-nowrap";

/** An amount in rupees, formatted by the store's one formatter, kept on one line. */
export function Rupees({ amount, className }: { amount: number; className?: string }) {
  return <span className={className ? `${unbroken} ${className}` : unbroken}>{formatRupees(amount)}</span>;
}

/** Text written elsewhere ("…orders up to ₹ 50,000.") with every amount in it kept on one line. */
export function withUnbrokenPrices(text: string): ReactNode[] {
  return text.split(/(-?₹ [\d,]+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={unbroken}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
