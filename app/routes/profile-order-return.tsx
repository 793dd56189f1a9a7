// /profile/orders/<number>/return: the signed-in shopper's return request for one of their
// delivered orders. The loader shows what can still be returned (or why nothing can); the action
// checks the form with the shared schema and hands it to the return service, then goes back to
// Order History, where the return's progress shows. Anyone else's order number is a 404.
import { refusalText } from "~/features/account/refusal-text.server";
import { languageOfRequest, messagesFor, pageText } from "~/i18n/page-messages.server";
import { languageTags } from "~/i18n/language";
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { msg } from "~/i18n/msg";
import { data } from "react-router";
import { profileTabPath } from "~/features/profile/profile-tabs";
import { ReturnFormPage, type ReturnFormAnswer } from "~/features/profile/return-form";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { parseReturnForm, pickupDates, pickupDateText } from "~/lib/forms/return-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { requireUser } from "~/lib/require-user.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/profile-order-return";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

/** A return form is a few hundred bytes; a long reason and many lines stay far below this. */
const maxFormBytes = 16 * 1024;

const notFound = () => new Response("Order not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const options = await context.services.orderChanges.returnOptions({ kind: "user", userId: user.id }, params.number);
  if (!options) throw notFound();
  const languageTag = languageTags[languageOfRequest(request)];
  const dates = pickupDates(new Date()).map((value) => ({ value, label: pickupDateText(value, languageTag) }));
  const title = pageText(request, msg("Return items from order {number}"), { number: params.number });
  // The return's progress and the pickup slots are the orders' and checkout's words.
  return { options, dates, title, messages: messagesFor(request, "profile", "orders", "checkout") };
}

function refuse(status: number, answer: ReturnFormAnswer, headers?: Headers) {
  return data(answer, { status, headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const owner = { kind: "user", userId: user.id } as const;
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "too_large") return refuse(413, { message: msg("The form is too large."), errors: {}, values: {} });
  if (form === "unreadable") return refuse(415, { message: msg("Send the form as a form."), errors: {}, values: {} });
  if (form === "unstorable") return refuse(422, { message: unstorableFormMessage, errors: {}, values: {} });
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  let number: string;
  try {
    // Whether the money goes back the way it came or to an account the shopper names: the order says.
    const options = await context.services.orderChanges.returnOptions(owner, params.number);
    if (!options) throw notFound();
    const parsed = parseReturnForm(fields, { now: new Date(), paymentMethod: options.paymentMethod });
    if (!parsed.ok) return refuse(400, { message: null, errors: parsed.errors, values: fields });
    const view = await context.services.orderChanges.requestReturn(owner, options.number, parsed.input, {
      clientAddress: context.clientAddress,
      origin: new URL(request.url).origin,
    });
    number = view.orderNumber;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(refusal.status, { message: refusalText(request, refusal), errors: {}, values: fields }, refusalHeaders(refusal));
  }
  throw localizedRedirect(request, profileTabPath("orders", { returned: number }));
}

export default function ProfileOrderReturn({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnFormPage options={loaderData.options} dates={loaderData.dates} answer={actionData} />;
}
