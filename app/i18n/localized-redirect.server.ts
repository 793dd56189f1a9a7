import { redirect } from "react-router";
import { pathInLanguage } from "./language";
import { languageOfRequest } from "./page-messages.server";

/** A loader's or action's redirect to a shop page in the language of the page requested. */
export function localizedRedirect(request: Request, path: string, init?: number | ResponseInit): Response {
  return redirect(pathInLanguage(path, languageOfRequest(request)), init);
}
