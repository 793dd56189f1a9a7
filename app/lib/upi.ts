// UPI "intent" links (NPCI's UPI linking specification): a upi://pay URI that any UPI app opens
// with the payee and amount filled in, either tapped on a phone or scanned as a QR code from a
// computer. The test gateway makes them for its UPI payments; the Pay page draws one as a QR code.
/** UPI apps refuse or cut longer transaction notes. */
export const maxUpiNoteLength = 50;

export type UpiPaymentRequest = {
  /** The payee's UPI id (VPA), such as aangan@icici. */
  payeeVpa: string;
  payeeName: string;
  /** Rupees; sent with two decimals. */
  amount: number;
  /** Shown to the shopper in their UPI app and on their statement. */
  transactionNote: string;
  /** The store's own reference for the payment (the order number), echoed back by the bank. */
  transactionRef?: string;
};

/**
 * Percent-encodes a parameter value. "@" is left as is: it is legal in a URI query, and some UPI
 * apps do not decode "%40" in a payee address.
 */
function encodeParameter(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/** A `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` link for exactly `amount` rupees. */
export function upiPaymentUri({
  payeeVpa,
  payeeName,
  amount,
  transactionNote,
  transactionRef,
}: UpiPaymentRequest): string {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError(`A UPI payment needs a positive amount, not ${String(amount)}`);
  }
  const parameters: [string, string][] = [
    ["pa", payeeVpa],
    ["pn", payeeName],
    ["am", amount.toFixed(2)],
    ["cu", "INR"],
    ["tn", transactionNote.trim().slice(0, maxUpiNoteLength)],
  ];
  if (transactionRef !== undefined) parameters.push(["tr", transactionRef]);
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeParameter(value)}`).join("&")}`;
}
