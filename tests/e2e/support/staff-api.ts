// Staff moving orders on through /api/admin, as an integration or a clerk's script would: for
// end-to-end tests whose subject is the shopper's side of an order that staff moved (delivered,
// say), where walking the order desk's screens would only repeat admin-orders.e2e.test.ts.
import { request, type APIRequestContext } from "playwright-core";
import { inject } from "vitest";
import { z } from "zod";
import { baseUrl, ownAddress } from "./browser";
import type { StaffAccounts } from "./global-setup";

const headers = { "X-Requested-With": "XMLHttpRequest" };
const orderAnswer = z.object({ data: z.object({ order: z.object({ status: z.string() }) }) });

/** A staff member of `role`, signed in to the back office from a request context of their own. */
export async function staffApi(role: keyof StaffAccounts): Promise<APIRequestContext> {
  const account = inject("staffAccounts")[role];
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { "X-Forwarded-For": ownAddress() } });
  const signedIn = await api.post("/admin/login", { form: { email: account.email, password: account.password }, maxRedirects: 0 });
  if (signedIn.status() !== 302) throw new Error(`${account.email} could not sign in to the back office: ${signedIn.status()}`);
  return api;
}

/** The order's status, as the back office reads it. */
async function statusOf(api: APIRequestContext, number: string): Promise<string> {
  const answer = await api.get(`/api/admin/orders/${number}`);
  if (!answer.ok()) throw new Error(`the back office cannot read order ${number}: ${answer.status()} ${await answer.text()}`);
  return orderAnswer.parse(await answer.json()).data.order.status;
}

/** The step that takes an order on from each status towards Delivered, with what the step asks for. */
const nextStepFrom = new Map<string, Record<string, string>>([
  ["ordered", { action: "confirm", note: "" }],
  ["confirmed", { action: "pack" }],
  ["packed", { action: "ship", courier: "Blue Dart", trackingNumber: "BD-55501234" }],
  ["shipped", { action: "deliver" }],
]);

/** An operations clerk takes the order from wherever it is to Delivered, one step at a time. */
export async function clerkDeliversThroughApi(number: string): Promise<void> {
  const api = await staffApi("operations");
  try {
    let status = await statusOf(api, number);
    while (status !== "delivered") {
      const step = nextStepFrom.get(status);
      if (!step) throw new Error(`order ${number} is ${status}, which cannot be delivered`);
      const answer = await api.post(`/api/admin/orders/${number}/actions`, { headers, data: { ...step, expectedStatus: status } });
      if (!answer.ok()) throw new Error(`${step.action} on order ${number} was refused: ${answer.status()} ${await answer.text()}`);
      status = await statusOf(api, number);
    }
  } finally {
    await api.dispose();
  }
}
