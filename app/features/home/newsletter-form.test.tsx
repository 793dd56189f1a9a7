// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { newsletterMessages, type NewsletterResult } from "~/lib/forms/newsletter-schema";
import { NewsletterForm } from "./newsletter-form";

afterEach(cleanup);

/**
 * Stands in for the server's POST /newsletter (tested against a real database in
 * newsletter-service.db.test.ts and end to end): answers when the test says so.
 */
function fakeServer() {
  const received: string[] = [];
  let answer: ((result: NewsletterResult) => void) | null = null;
  return {
    received,
    respond(result: NewsletterResult) {
      answer?.(result);
      answer = null;
    },
    action: async ({ request }: { request: Request }) => {
      const form = await request.formData();
      const email = form.get("email");
      received.push(typeof email === "string" ? email : "(not text)");
      return new Promise<NewsletterResult>((resolve) => {
        answer = resolve;
      });
    },
  };
}

function renderForm(server: ReturnType<typeof fakeServer>) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <NewsletterForm /> },
    { path: "/newsletter", action: server.action },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

async function emailField(): Promise<HTMLInputElement> {
  const field = await screen.findByLabelText("Email address");
  if (!(field instanceof HTMLInputElement)) throw new Error("the label does not name an input");
  return field;
}

describe("a shopper signs up for the newsletter", () => {
  it("sees Subscribing... while it is sent, then the success text, and the field clears", async () => {
    const server = fakeServer();
    renderForm(server);
    const field = await emailField();
    expect(field.type).toBe("email");
    expect(field.required).toBe(true);
    fireEvent.change(field, { target: { value: "  priya@example.in " } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));

    const button = await screen.findByRole("button", { name: "Subscribing..." });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    // An e-mail field drops the spaces around what was typed; the server trims again anyway.
    expect(server.received).toEqual(["priya@example.in"]);

    server.respond({ ok: true, message: newsletterMessages.success });
    expect(await screen.findByText("Thank you for subscribing! Check your email for confirmation.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(newsletterMessages.success);
    expect(field.value).toBe("");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  it.each([
    ["", "Email is required"],
    ["priya@", "Please enter a valid email address"],
    ["priya@example", "Please enter a valid email address"],
  ])("is told what is wrong with %j before anything is sent", async (typed, message) => {
    const server = fakeServer();
    renderForm(server);
    const field = await emailField();
    fireEvent.change(field, { target: { value: typed } });
    // Submitting the form directly skips the browser's own checks, as an old browser would.
    fireEvent.submit(field.form ?? field);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByRole("status").id);
    expect(server.received).toEqual([]);

    fireEvent.change(field, { target: { value: "priya@example.in" } });
    expect(screen.queryByText(message)).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server's message when the server refuses the address", async () => {
    const server = fakeServer();
    renderForm(server);
    const field = await emailField();
    fireEvent.change(field, { target: { value: "someone@example.in" } });
    fireEvent.submit(field.form ?? field);
    await screen.findByRole("button", { name: "Subscribing..." });
    server.respond({ ok: false, error: "Please enter a valid email address", email: "someone@example.in" });
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(field.value).toBe("someone@example.in");
  });

  it("is a plain POST form to /newsletter, so it works before JavaScript has loaded", async () => {
    renderForm(fakeServer());
    const field = await emailField();
    const form = field.form;
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/newsletter");
    expect(field.name).toBe("email");
  });
});
