// Newsletter sign-up and confirmation, as the home page's form and the confirmation link see them.

import type { Language } from "../../i18n/language";

export interface SubscribeOptions {
  /** Builds the absolute link the confirmation e-mail carries, from the address and its token. */
  confirmationUrl: (email: string, token: string) => string;
  /** The language of the page the form was sent from: the confirmation e-mail is written in it. */
  language?: Language;
}

export type SubscribeResult = { status: "subscribed" } | { status: "already-subscribed" };

export type ConfirmResult = { status: "confirmed"; email: string } | { status: "invalid" };
