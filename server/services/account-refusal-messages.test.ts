// The account pages translate these services' refusals from a list written out in app/ (where the
// catalog test finds them): this keeps that list equal to the services' own texts.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { accountServiceMessages, tooManyAttemptsMessage } from "../../app/features/account/service-messages";
import { accountErrorMessages } from "./account-service";
import { addressMessages } from "./address-service";
import { authErrorMessages } from "./auth-service";
import { savedCardMessages } from "./saved-card-service";

describe("the account services' refusals as the pages translate them", () => {
  it("are the services' own texts", () => {
    const written = new Set<string>(Object.values(accountServiceMessages));
    const services = [
      authErrorMessages.emailTaken,
      authErrorMessages.invalidCredentials,
      authErrorMessages.wrongCurrentPassword,
      ...Object.values(addressMessages),
      ...Object.values(savedCardMessages),
      ...Object.values(accountErrorMessages),
    ];
    expect(services.filter((message) => !written.has(message))).toEqual([]);
  });

  it("say too many attempts in English as the service does", () => {
    const i18n = setupI18n({ locale: "en-IN", messages: { "en-IN": { [tooManyAttemptsMessage]: compileMessage(tooManyAttemptsMessage) } } });
    for (const minutes of [1, 2, 15]) expect(i18n._(tooManyAttemptsMessage, { minutes })).toBe(authErrorMessages.tooManyAttempts(minutes));
  });
});
