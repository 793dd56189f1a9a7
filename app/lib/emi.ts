// No-cost EMI (docs/decisions/009-no-cost-emi.md): the banks whose credit cards split a
// price into 3, 6, 9 or 12 monthly instalments, and the figures of each plan. Browser-safe: the
// product page, the cart and checkout show these plans, and the order service works them out again
// from the server's total before it stores the one chosen. One place for every EMI rule.
import { msg } from "../i18n/msg";
import { translateWith, type Translate } from "../i18n/use-t";
import { formatRupees } from "./money";

/** English, as the server and the API word it; a page passes its own `t` for its language. */
const inEnglish: Translate = (message, values) => translateWith(null, message, values);

export const emiTenures = [3, 6, 9, 12] as const;
export type EmiTenure = (typeof emiTenures)[number];

/** The smallest total a shopper may split into instalments (banks refuse smaller EMI loans). */
export const emiMinimumRupees = 3000;

export interface EmiBank {
  id: string;
  name: string;
  /** The interest a year, in percent, that the bank charges on an EMI loan of each tenure. */
  annualRatePercent: Readonly<Record<EmiTenure, number>>;
}

/** The banks whose credit cards offer no-cost EMI with us, in the order shoppers see them. */
export const emiBanks = [
  { id: "hdfc", name: "HDFC Bank", annualRatePercent: { 3: 14, 6: 14, 9: 15, 12: 15 } },
  { id: "icici", name: "ICICI Bank", annualRatePercent: { 3: 15, 6: 15, 9: 15, 12: 15 } },
  { id: "sbi", name: "SBI Card", annualRatePercent: { 3: 14, 6: 15, 9: 15, 12: 16 } },
  { id: "axis", name: "Axis Bank", annualRatePercent: { 3: 15, 6: 15, 9: 16, 12: 16 } },
  { id: "kotak", name: "Kotak Mahindra Bank", annualRatePercent: { 3: 16, 6: 16, 9: 16, 12: 16 } },
] as const satisfies readonly EmiBank[];

export type EmiBankId = (typeof emiBanks)[number]["id"];

/** What a shopper (or an API client) asks for: a bank by id and a number of months. */
export interface EmiChoice {
  bank: string;
  months: number;
}

/** One bank's plan for one tenure, in whole rupees. */
export interface EmiPlan {
  bankId: EmiBankId;
  bankName: string;
  months: EmiTenure;
  annualRatePercent: number;
  /** Each month's instalment: the total ÷ months, rounded to the rupee. */
  monthlyAmount: number;
  /** The last instalment takes the rounding, so the instalments add up to the total exactly. */
  lastInstalment: number;
  /** The interest the bank charges on the loan; we take it off the price upfront (the waiver). */
  interestWaived: number;
  /** What the bank lends: the total less the upfront discount. */
  loanAmount: number;
  /** What the shopper pays over all the months: the total, no more. */
  totalPayable: number;
}

export const emiMessages = {
  bankRequired: msg("Please choose your card's bank"),
  monthsRequired: msg("Please choose how many months to pay over"),
  cardOnly: msg("No-cost EMI is available only when you pay by credit card."),
  unknownBank: msg("No-cost EMI is not available with that bank. Please choose one of the banks listed."),
  unknownTenure: msg("No-cost EMI is available over 3, 6, 9 or 12 months only."),
  belowMinimum: `No-cost EMI is available on orders of ${formatRupees(emiMinimumRupees)} or more.`,
} as const;

export function isEmiTenure(value: unknown): value is EmiTenure {
  return typeof value === "number" && (emiTenures as readonly number[]).includes(value);
}

export function emiBankOf(id: string): (typeof emiBanks)[number] | undefined {
  return emiBanks.find((bank) => bank.id === id);
}

/** Whether a total (in whole rupees, as the server priced it) may be split into instalments. */
export function emiOffered(total: number): boolean {
  return Number.isSafeInteger(total) && total >= emiMinimumRupees;
}

/** Each instalment of a total over some months: total ÷ months, rounded to the rupee. */
export function emiMonthlyAmount(total: number, months: EmiTenure): number {
  return Math.round(total / months);
}

/**
 * The interest a bank charges on a no-cost EMI loan, by the standard reducing-balance formula:
 * a loan L at a monthly rate i over n months is repaid in n instalments of L·i(1+i)ⁿ/((1+i)ⁿ−1).
 * We lend nothing; we take the interest off the price upfront, so the bank lends L = total − interest
 * and its n instalments add up to the total. Solving that for L gives L = total ÷ (n × factor).
 */
function interestOnLoan(total: number, months: number, annualRatePercent: number): number {
  const monthlyRate = annualRatePercent / 100 / 12;
  const growth = (1 + monthlyRate) ** months;
  const factor = (monthlyRate * growth) / (growth - 1);
  return Math.round(total - total / (months * factor));
}

/** One bank's plan for a total and tenure; null when the total is too small or bank or tenure unknown. */
export function emiPlan(total: number, bankId: string, months: number): EmiPlan | null {
  const bank = emiBankOf(bankId);
  if (!bank || !isEmiTenure(months) || !emiOffered(total)) return null;
  const monthlyAmount = emiMonthlyAmount(total, months);
  const annualRatePercent = bank.annualRatePercent[months];
  const interestWaived = interestOnLoan(total, months, annualRatePercent);
  return {
    bankId: bank.id,
    bankName: bank.name,
    months,
    annualRatePercent,
    monthlyAmount,
    lastInstalment: total - monthlyAmount * (months - 1),
    interestWaived,
    loanAmount: total - interestWaived,
    totalPayable: total,
  };
}

/** Every bank's plans for a total, bank by bank and shortest tenure first; none below the minimum. */
export function emiPlansByBank(total: number): { bank: (typeof emiBanks)[number]; plans: EmiPlan[] }[] {
  if (!emiOffered(total)) return [];
  return emiBanks.map((bank) => ({
    bank,
    plans: emiTenures.flatMap((months) => emiPlan(total, bank.id, months) ?? []),
  }));
}

/** "No-cost EMI from ₹ 2,083/month": the lowest instalment (the longest tenure); null below the minimum. */
export function lowestMonthlyAmount(total: number): number | null {
  if (!emiOffered(total)) return null;
  return Math.min(...emiTenures.map((months) => emiMonthlyAmount(total, months)));
}

/**
 * Why a choice of EMI cannot be had for this payment and total, in plain words; null when it can.
 * The order service refuses with it, and the checkout shows it by the field.
 */
export function emiRefusal(choice: EmiChoice, order: { method: string; total: number }): string | null {
  if (order.method !== "card") return emiMessages.cardOnly;
  if (!emiBankOf(choice.bank)) return emiMessages.unknownBank;
  if (!isEmiTenure(choice.months)) return emiMessages.unknownTenure;
  if (!emiOffered(order.total)) return emiMessages.belowMinimum;
  return null;
}

/** A stored plan as orders, the confirmation and Order History show it: "No-cost EMI: HDFC Bank, 6 × ₹ 4,167/month". */
export function emiPlanText(plan: { bank: string; months: number; monthlyAmount: number }, t: Translate = inEnglish): string {
  return t("No-cost EMI: {bank}, {months} × {amount}/month", { bank: plan.bank, months: plan.months, amount: formatRupees(plan.monthlyAmount) });
}
