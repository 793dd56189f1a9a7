/** The banks offered for netbanking, by the codes Razorpay (and the test gateway) know them by. */
export const netbankingBanks = [
  { code: "HDFC", name: "HDFC Bank" },
  { code: "ICIC", name: "ICICI Bank" },
  { code: "SBIN", name: "State Bank of India" },
  { code: "UTIB", name: "Axis Bank" },
] as const;
