// The FAQ's questions and answers as plain text: the page draws them as disclosures and the same
// words go into its FAQPage structured data. Figures come from the rules the store applies: the
// shared constants, and what the server is configured with (the cash-on-delivery cap).
import { emiBanks, emiMinimumRupees } from "~/lib/emi";
import { formatRupees } from "~/lib/money";
import { newsletterFrequency } from "~/lib/newsletter-frequency";
import { flatShippingFee, freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import { arrivalText, assemblyRuleText } from "./delivery-policy";
import { orList } from "./list-text";
import { cardNetworksText, cashOnDeliveryText, refundWorkingDaysText } from "./payment-policy";
import {
  customerCareHours,
  returnWindowDays,
  solidWoodFrameWarrantyYears,
  standardWarrantyYears,
} from "./store-policies";

/** "HDFC Bank, ICICI Bank, … or Kotak Mahindra Bank". */
const emiBankList = orList(emiBanks.map((bank) => bank.name));

/** What the server runs with that the answers state. */
export interface FaqFigures {
  /** COD_MAX_RUPEES. */
  codMaxRupees: number;
}

export interface FaqEntry {
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

export interface FaqTopic {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export function faqTopics({ codMaxRupees }: FaqFigures): readonly FaqTopic[] {
  return [
    {
      id: "orders-payment",
      title: "Orders and payment",
      entries: [
        {
          question: "How do I pay for my order?",
          answer: [
            `Pay by credit or debit card (${cardNetworksText}), by UPI, or in cash or by card on delivery. Card numbers are handled by our payment partner and never stored by us.`,
          ],
        },
        {
          question: "Do you offer no-cost EMI?",
          answer: [
            `Yes. On orders of ${formatRupees(emiMinimumRupees)} or more, pay by credit card of ${emiBankList} in 3, 6, 9 or 12 monthly instalments: the interest the bank charges is taken off the price upfront as a discount, so your instalments add up to the price and nothing more. Each product page and your cart show every bank's plan with the interest waived; choose one at checkout.`,
          ],
        },
        {
          question: "Is cash on delivery available?",
          answer: [
            `Yes. ${cashOnDeliveryText(codMaxRupees)} Choose Cash on Delivery at checkout and pay the full amount when your order arrives, in cash or by card.`,
          ],
        },
        {
          question: "How do I use a promo code?",
          answer: [
            "Enter the code in your cart and press Apply. The discount is shown in the order summary before you check out. One code can be used per order.",
          ],
        },
      ],
    },
    {
      id: "delivery-assembly",
      title: "Delivery and assembly",
      entries: [
        {
          question: "How much does delivery cost?",
          answer: [
            `Delivery is free on orders above ${formatRupees(freeShippingThreshold)}. Orders of ${formatRupees(freeShippingThreshold)} or less pay a flat fee of ${formatRupees(flatShippingFee)}.`,
          ],
        },
        {
          question: "When will my order arrive?",
          answer: [arrivalText],
        },
        {
          question: "Is assembly included?",
          answer: [assemblyRuleText],
        },
        {
          question: "How can I track my order?",
          answer: [
            "Use the Track Order page with your order number, or open My Orders in your account to see every status update.",
          ],
        },
      ],
    },
    {
      id: "returns-refunds",
      title: "Returns and refunds",
      entries: [
        {
          question: "Can I return furniture I don't like?",
          answer: [
            `Yes, within ${returnWindowDays} days of delivery, for any reason, as long as it is unused and undamaged. Pickup is free. Opened mattresses and made-to-measure items cannot be returned.`,
          ],
        },
        {
          question: "When will I get my refund?",
          answer: [
            `Within ${refundWorkingDaysText} after pickup, to the card or UPI account you paid from. Cash on delivery orders are refunded by bank transfer or UPI.`,
          ],
        },
        {
          question: "What if my furniture arrives damaged?",
          answer: [
            "Tell us within 48 hours of delivery, with a photo if you can. We replace or refund damaged items at no cost.",
          ],
        },
      ],
    },
    {
      id: "warranty-care",
      title: "Warranty and care",
      entries: [
        {
          question: "What warranty do I get?",
          answer: [
            `Every product has a ${standardWarrantyYears}-year warranty against manufacturing defects, as listed in its specifications.`,
            `The frames of our solid-wood furniture (sheesham, mango, acacia and teak) are also covered for ${solidWoodFrameWarrantyYears} years against breakage, warping and termites: that is the ${solidWoodFrameWarrantyYears}-year warranty we promise on the home page.`,
          ],
        },
        {
          question: "How do I make a warranty claim?",
          answer: [
            `Call ${site.tollFreePhone} or write to ${site.supportEmail} with your order number and a photo. A technician visits within 3 working days and repairs or replaces the part free of charge.`,
          ],
        },
        {
          question: "Do you offer service after the warranty ends?",
          answer: [
            "Yes. Our after-sale service repairs, re-polishes and re-upholsters furniture for as long as you own it, at published prices.",
          ],
        },
        {
          question: "How should I care for solid-wood furniture?",
          answer: [
            "Dust with a soft dry cloth, wipe spills at once, keep it out of direct sunlight and away from damp walls, and polish it every six months.",
          ],
        },
      ],
    },
    {
      id: "account-stores",
      title: "Account, newsletter and stores",
      entries: [
        {
          question: "Do I need an account to order?",
          answer: [
            "No, you can check out as a guest. An account lets you follow orders, keep a wishlist and save addresses.",
          ],
        },
        {
          question: "How do I subscribe to the newsletter?",
          answer: [
            `Enter your e-mail in the newsletter box on the home page. We send a confirmation e-mail first, and only write to you once you confirm: ${newsletterFrequency}.`,
          ],
        },
        {
          question: "Can I see the furniture before buying?",
          answer: [
            "Yes. Visit one of our experience stores in 20+ cities: see the Find a Store page for addresses and opening hours.",
          ],
        },
        {
          question: "How do I reach customer care?",
          answer: [`Call ${site.tollFreePhone} (toll-free, ${customerCareHours}) or write to ${site.supportEmail}.`],
        },
      ],
    },
  ];
}

/** schema.org FAQPage of every question (the topics of the page's language), for search engines. */
export function faqStructuredData(pageUrl: string, topics: readonly FaqTopic[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: pageUrl,
    mainEntity: topics.flatMap((topic) =>
      topic.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
      })),
    ),
  };
}
