// Newsletter sign-up and confirmation, as the home page's form and the confirmation link see them.

export interface SubscribeOptions {
  /** Builds the absolute link the confirmation e-mail carries, from the address and its token. */
  confirmationUrl: (email: string, token: string) => string;
}

export type SubscribeResult = { status: "subscribed" } | { status: "already-subscribed" };

export type ConfirmResult = { status: "confirmed"; email: string } | { status: "invalid" };
