// What the newsletter brings and how often: said the same way on the home page and /newsletter.
import { newsletterFrequency } from "~/lib/newsletter-frequency";

export const newsletterPitch = `New collections, festive sales and design ideas for Indian homes, ${newsletterFrequency}. Unsubscribe at any time.`;
