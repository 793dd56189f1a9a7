import type { ReactNode } from "react";
import { formatRupees } from "~/lib/money";

// "₹ 999" must not break between the sign and the amount at the end of a line.
const nowrap = "whitespace-nowrap";

/** An amount in rupees, formatted by the store's one formatter, kept on one line. */
export function Rupees({ amount }: { amount: number }) {
  return <span className={nowrap}>{formatRupees(amount)}</span>;
}

/** Plain text with every "₹ 1,234" in it kept on one line. */
export function withUnbrokenPrices(text: string): ReactNode[] {
  return text.split(/(₹ [\d,]+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
