import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import type { PageArea } from "./message-area";
import { messageKey } from "./message-key";
import { messageBundleAt, messagesFor } from "./page-messages.server";
import { loadedMessageBundle } from "./page-messages";

const bundleAddress = /^\/i18n\/(en|hi)\/([a-z.]+\.[\w-]{10}\.json)$/;

function addressOf(path: string, ...areas: PageArea[]) {
  const href = messagesFor(new Request(`http://shop.test${path}`), ...areas)?.href;
  const [, language = "", file = ""] = bundleAddress.exec(href ?? "") ?? [];
  return { href, language, file };
}

it("a Hindi product page names one bundle of its areas' messages, which its address serves and the server already holds", () => {
  const { href, language, file } = addressOf("/hi/product/12", "product", "catalog", "cart");
  expect(href).toMatch(bundleAddress);
  expect(file.startsWith("product.catalog.cart.")).toBe(true);
  const bundle = messageBundleAt(language, file);
  expect(bundle?.current).toBe(true);
  const messages: unknown = JSON.parse(bundle?.json ?? "{}");
  expect(messages).toMatchObject({ [messageKey("Inclusive of all taxes")]: ["सभी टैक्स सहित"] });
  expect(loadedMessageBundle(href ?? "")).toEqual(messages);
});

it("an English page is sent only its messages with placeholders", () => {
  const shell = addressOf("/products", "shell");
  const messages: unknown = JSON.parse(messageBundleAt(shell.language, shell.file)?.json ?? "{}");
  expect(messages).toHaveProperty(messageKey("Cart, {count, plural, one {# item} other {# items}}"));
  expect(messages).not.toHaveProperty(messageKey("Add to Cart"));
});

it("a page from before the store changed asks for an earlier version, and gets today's messages, not kept for good", () => {
  const { language, file } = addressOf("/hi", "shell");
  const earlier = file.replace(/\.[\w-]{10}\.json$/, ".AAAAAAAAAA.json");
  expect(messageBundleAt(language, earlier)).toEqual({ json: messageBundleAt(language, file)?.json, current: false });
});

it("a list of areas no page names is answered, and not kept, so made-up addresses cannot fill the server's memory", () => {
  const answer = messageBundleAt("hi", "delivery.wishlist.AAAAAAAAAA.json");
  expect(answer?.json).toContain("[");
  const hash = createHash("sha256").update(answer?.json ?? "").digest("base64url").slice(0, 10);
  const href = `/i18n/hi/delivery.wishlist.${hash}.json`;
  expect(loadedMessageBundle(href)).toBeUndefined();
  // Once a page names it, the server holds it for its own render.
  expect(addressOf("/hi/wishlist", "delivery", "wishlist").href).toBe(href);
  expect(loadedMessageBundle(href)).toBeDefined();
});

it("an address that names no bundle of page messages is refused", () => {
  for (const [language, file] of [
    ["hi", "email.AAAAAAAAAA.json"],
    ["hi", "invoice.AAAAAAAAAA.json"],
    ["fr", "shell.AAAAAAAAAA.json"],
    ["hi", "shell.shell.AAAAAAAAAA.json"],
    ["hi", "nowhere.AAAAAAAAAA.json"],
    ["hi", "AAAAAAAAAA.json"],
    ["hi", "shell.AAAAAAAAAA.js"],
    ["hi", "shell"],
    ["hi", "constructor.AAAAAAAAAA.json"],
  ] as const) {
    expect(messageBundleAt(language, file), `${language}/${file}`).toBeUndefined();
  }
});
