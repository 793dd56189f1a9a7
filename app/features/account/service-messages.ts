// The refusals the account's services (sign-in, address book, saved cards, reviews) answer with, as
// the shopper's pages show them: written out here so the catalog test asks for each one's Hindi;
// server/services/account-refusal-messages.test.ts keeps them equal to the services' own texts.
import { msg } from "~/i18n/msg";

export const accountServiceMessages = {
  emailTaken: msg("An account with this email already exists."),
  invalidCredentials: msg("Invalid email or password."),
  wrongCurrentPassword: msg("Current password is incorrect."),
  addressNotFound: msg("That address was not found in your address book."),
  addressDeleteDefault: msg("Your default address cannot be deleted. Set another address as default first."),
  addressTooMany: msg("You can save up to 20 addresses. Delete one you no longer use first."),
  cardNotFound: msg("That card was not found among your saved cards."),
  cardDeleteDefault: msg("Your default card cannot be deleted. Set another card as default first."),
  cardTooMany: msg("You can save up to 10 cards. Delete one you no longer use first."),
  cardDuplicate: msg("This card is already saved."),
  cardNotSaved: msg("Your card was checked but not saved. Please try again and keep \"Save this card\" ticked."),
  cardSignatureInvalid: msg("We could not confirm this card with the payment gateway. Please try again."),
  cardGatewayUnavailable: msg("The payment gateway cannot be reached just now. Please try again in a minute."),
  cardRefused: msg("Your card could not be checked. Please use another card."),
  lineNotFound: msg("That item was not found in your orders."),
  notDelivered: msg("You can review an item once its order has been delivered."),
  alreadyReviewed: msg("You have already reviewed this item."),
} as const;

/** The auth service's "too many attempts", as a plural message: its English reads as the service's. */
export const tooManyAttemptsMessage = msg(
  "{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}",
);
