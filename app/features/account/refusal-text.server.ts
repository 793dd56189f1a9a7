// A service's refusal as a shopper's page shows it: in the page's language. Its English stays the
// service's own text (the JSON API answers with that), so only a Hindi page's text changes here.
import { languageOfRequest, translate } from "~/i18n/page-messages.server";
import type { RefusalAnswer } from "~/lib/contracts/refusal";
import { tooManyAttemptsMessage } from "./service-messages";

export function refusalText(request: Request, refusal: Pick<RefusalAnswer, "code" | "message" | "retryAfterSeconds">): string {
  const language = languageOfRequest(request);
  if (language === "en") return refusal.message;
  if (refusal.code === "rate_limited" && refusal.retryAfterSeconds !== null) {
    return translate(language, tooManyAttemptsMessage, { minutes: Math.round(refusal.retryAfterSeconds / 60) });
  }
  return translate(language, refusal.message);
}
