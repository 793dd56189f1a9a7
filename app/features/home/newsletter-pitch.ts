// What the newsletter brings and how often: said the same way on the home page and /newsletter.
import { msg } from "~/i18n/msg";
import type { newsletterFrequency } from "~/lib/newsletter-frequency";

// A message must be written out whole for its Hindi to be found; the type check keeps it saying
// the frequency every other page promises.
export const newsletterPitch = msg(
  "New collections, festive sales and design ideas for Indian homes, at most once a week. Unsubscribe at any time.",
) satisfies `${string}, ${typeof newsletterFrequency}. ${string}`;
