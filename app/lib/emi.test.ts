import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emiBanks,
  emiMessages,
  emiMinimumRupees,
  emiOffered,
  emiPlan,
  emiPlansByBank,
  emiPlanText,
  emiRefusal,
  emiTenures,
  lowestMonthlyAmount,
} from "./emi";

/** The standard reducing-balance instalment of a loan, unrounded. */
function bankInstalment(loan: number, months: number, annualRatePercent: number): number {
  const i = annualRatePercent / 100 / 12;
  const growth = (1 + i) ** months;
  return (loan * i * growth) / (growth - 1);
}

const totals = fc.integer({ min: emiMinimumRupees, max: 5_000_000 });
const tenures = fc.constantFrom(...emiTenures);
const bankIds = fc.constantFrom(...emiBanks.map((bank) => bank.id));

describe("a shopper reads the no-cost EMI offer", () => {
  it("sees the lowest monthly amount, over 12 months: ₹ 24,999 is from ₹ 2,083/month", () => {
    expect(lowestMonthlyAmount(24_999)).toBe(2083);
    expect(lowestMonthlyAmount(25_000)).toBe(2083);
  });

  it("is offered EMI from ₹ 3,000, not below", () => {
    expect(emiOffered(emiMinimumRupees)).toBe(true);
    expect(emiOffered(emiMinimumRupees - 1)).toBe(false);
    expect(lowestMonthlyAmount(2999)).toBeNull();
    expect(emiPlansByBank(2999)).toEqual([]);
    expect(emiPlan(2999, "hdfc", 3)).toBeNull();
  });

  it("sees every bank's plan for 3, 6, 9 and 12 months", () => {
    const byBank = emiPlansByBank(24_999);
    expect(byBank.map(({ bank }) => bank.name)).toEqual(["HDFC Bank", "ICICI Bank", "SBI Card", "Axis Bank", "Kotak Mahindra Bank"]);
    for (const { plans } of byBank) expect(plans.map((plan) => plan.months)).toEqual([3, 6, 9, 12]);
  });

  it("pays ₹ 25,000 with HDFC Bank over 6 months as ₹ 4,167 a month, the last ₹ 4,165, and no more than the price", () => {
    const plan = emiPlan(25_000, "hdfc", 6);
    expect(plan).toMatchObject({ bankName: "HDFC Bank", months: 6, monthlyAmount: 4167, lastInstalment: 4165, totalPayable: 25_000 });
    // HDFC Bank charges 14% a year over 6 months. Worked by hand: i = 0.14 ÷ 12, (1 + i)⁶ = 1.07207,
    // one rupee lent costs 6 × i(1 + i)⁶ ÷ ((1 + i)⁶ − 1) = 1.04125 in all, so the bank lends
    // 25,000 ÷ 1.04125 = ₹ 24,010 and charges ₹ 990 of interest, which we take off upfront.
    expect(plan?.interestWaived).toBe(990);
    expect(plan?.loanAmount).toBe(24_010);
  });

  it("names the plan as the order shows it", () => {
    expect(emiPlanText({ bank: "HDFC Bank", months: 6, monthlyAmount: 4167 })).toBe("No-cost EMI: HDFC Bank, 6 × ₹ 4,167/month");
  });
});

describe("the plan's figures add up", () => {
  it("the instalments add up to the total exactly, each within a rupee of total ÷ months", () => {
    fc.assert(
      fc.property(totals, tenures, bankIds, (total, months, bankId) => {
        const plan = emiPlan(total, bankId, months);
        if (!plan) return false;
        expect(plan.monthlyAmount * (months - 1) + plan.lastInstalment).toBe(total);
        expect(Math.abs(plan.monthlyAmount - total / months)).toBeLessThanOrEqual(0.5);
        // The last instalment takes at most half a rupee per month of rounding.
        expect(Math.abs(plan.lastInstalment - total / months)).toBeLessThanOrEqual(months / 2);
        expect(plan.totalPayable).toBe(total);
        return true;
      }),
      { seed: 6, numRuns: 500 },
    );
  });

  it("the interest waived is what the bank charges on what it lends, to the rupee", () => {
    fc.assert(
      fc.property(totals, tenures, bankIds, (total, months, bankId) => {
        const plan = emiPlan(total, bankId, months);
        if (!plan) return false;
        expect(plan.loanAmount + plan.interestWaived).toBe(total);
        // The bank's instalments on the loan come to the total (within the rupee the interest was rounded to).
        const repaid = bankInstalment(plan.loanAmount, months, plan.annualRatePercent) * months;
        expect(Math.abs(repaid - total)).toBeLessThanOrEqual(1.5);
        expect(plan.interestWaived).toBeGreaterThan(0);
        expect(plan.interestWaived).toBeLessThan(total / 5);
        return true;
      }),
      { seed: 6, numRuns: 500 },
    );
  });

  it("a longer tenure costs the bank's interest more, and the lowest monthly amount is the longest tenure's", () => {
    fc.assert(
      fc.property(totals, bankIds, (total, bankId) => {
        const plans = emiTenures.map((months) => emiPlan(total, bankId, months));
        const interest = plans.map((plan) => plan?.interestWaived ?? 0);
        for (let index = 1; index < interest.length; index++) {
          expect(interest[index]).toBeGreaterThanOrEqual(interest[index - 1] ?? 0);
        }
        expect(lowestMonthlyAmount(total)).toBe(plans.at(-1)?.monthlyAmount);
        return true;
      }),
      { seed: 6, numRuns: 300 },
    );
  });
});

describe("who may pay in instalments", () => {
  it("a card payment of ₹ 3,000 or more with a listed bank and tenure", () => {
    expect(emiRefusal({ bank: "hdfc", months: 6 }, { method: "card", total: 3000 })).toBeNull();
  });

  it.each([
    ["UPI", { bank: "hdfc", months: 6 }, { method: "upi", total: 24_999 }, emiMessages.cardOnly],
    ["cash on delivery", { bank: "hdfc", months: 6 }, { method: "cod", total: 24_999 }, emiMessages.cardOnly],
    ["an unknown bank", { bank: "yes", months: 6 }, { method: "card", total: 24_999 }, emiMessages.unknownBank],
    ["an unknown tenure", { bank: "hdfc", months: 24 }, { method: "card", total: 24_999 }, emiMessages.unknownTenure],
    ["a total under the minimum", { bank: "hdfc", months: 3 }, { method: "card", total: 2999 }, emiMessages.belowMinimum],
  ])("not with %s", (_case, choice, order, message) => {
    expect(emiRefusal(choice, order)).toBe(message);
  });

  it("the minimum is said in rupees", () => {
    expect(emiMessages.belowMinimum).toBe("No-cost EMI is available on orders of ₹ 3,000 or more.");
  });
});
