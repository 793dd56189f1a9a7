import { languageOfRequest, translate } from "~/i18n/page-messages.server";
import type { Translate } from "~/i18n/use-t";

/** `t` for a loader: texts it writes (titles, descriptions) in the language of the page requested. */
export function requestTranslator(request: Request): Translate {
  const language = languageOfRequest(request);
  return (message, values) => translate(language, message, values);
}
