import { describe, expect, it } from "vitest";
import { newsletterFrequency } from "../newsletter-frequency";
import { notificationToggles } from "./account-schemas";

describe("the notification toggles", () => {
  it("promise the newsletter's frequency as the rest of the store does", () => {
    // The description is written out so the catalog test finds its Hindi; this keeps it true.
    const newsletter = notificationToggles.find((toggle) => toggle.name === "emailNewsletter");
    expect(newsletter?.description).toBe(`New collections and home ideas, ${newsletterFrequency}`);
  });
});
