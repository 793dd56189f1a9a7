// The checkout's steps as a shopper walks them, shared by the end-to-end tests that go through it.
import type { Locator, Page } from "playwright-core";

/** A button of the page's main content by its exact name (Continue to Payment, Place Order…). */
export function mainButton(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

/** Waits for a checkout step by its heading. */
export async function stepHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { name, level: 2 }).waitFor();
}

/** Types a Bengaluru address (Karnataka, PIN code 560001) into the shipping step. */
export async function fillShipping(page: Page): Promise<void> {
  const form = page.getByRole("main");
  await form.getByLabel("First name").fill("Asha");
  await form.getByLabel("Last name").fill("Verma");
  await form.getByLabel("Email").fill("asha@example.in");
  await form.getByLabel("Phone").fill("9876543210");
  await form.getByLabel("Address", { exact: true }).fill("12 MG Road");
  // The PIN code comes first, as the form asks: its answer fills city and state, and a click on
  // Continue before that answer arrives would be checked against a half-filled form.
  await typePincode(form, "560001");
  await form.getByLabel("City").fill("Bengaluru");
  await form.getByLabel("State").selectOption({ label: "Karnataka" });
}

/**
 * Types a PIN code into an address form and waits for the store's answer about it. That answer
 * fills an empty City field, so City typed before it arrives could be overwritten mid-word
 * ("Bengaluru UrbanBengaluru"). (The page's network going quiet says nothing here: Playwright's
 * "networkidle" was reached when the page loaded and is not waited for again.)
 */
export async function typePincode(form: Locator, pincode: string): Promise<void> {
  await form.getByLabel("PIN code").fill(pincode);
  // Without JavaScript nothing answers until the form is posted.
  const scripted = await form.page().evaluate(() => "__reactRouterDataRouter" in window);
  if (!scripted) return;
  await form.getByText(new RegExp(`${pincode}(?: yet)?\\.?$|^We could not find this PIN code\\.?$`)).first().waitFor();
}

/** Furniture our fitters assemble asks for a delivery slot on the payment step: the morning one. */
export async function chooseSlotIfAsked(page: Page): Promise<void> {
  const morning = page.getByRole("main").getByLabel("Morning (9 am – 1 pm)");
  if ((await morning.count()) > 0) await morning.check();
}
