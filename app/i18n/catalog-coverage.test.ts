// Every message the shop shows has its Hindi, once, in the right shape: the test a translator and
// an engineer adding a text both lean on. Messages are found in the source by how they are shown
// (`t("…")`, `msg("…")`, `<Trans id="…">`) and in the message objects the forms share.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hindiCatalogs } from "./hindi-catalogs.server";
import { messageKey } from "./message-key";
import { sharedMessageObjects } from "./shared-message-objects";

const appDir = path.resolve(import.meta.dirname, "..");
/** The e-mails to shoppers, written by the server in the order's or the account's language. */
const mailDir = path.resolve(appDir, "../server/mail");
/** The GST tax invoice, written by the server in the order's language. */
const invoiceDir = path.resolve(appDir, "../server/invoices");
const notShopCode = [/\/admin\//, /\.test\.tsx?$/, /\/i18n\/catalogs\//, /admin-[^/]*\.tsx?$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !notShopCode.some((pattern) => pattern.test(full)) ? [full] : [];
  });
}

const quoted = String.raw`"((?:[^"\\]|\\.)*)"`;
const messagePatterns = [
  new RegExp(String.raw`\bt\(\s*${quoted}`, "g"),
  new RegExp(String.raw`\bmsg\(\s*${quoted}`, "g"),
  new RegExp(String.raw`<Trans\s+id=${quoted}`, "g"),
  // translate(language, "…") and translate(languageOfRequest(request), "…").
  new RegExp(String.raw`\btranslate\(\s*[^,"()]+(?:\([^()]*\))?\s*,\s*${quoted}`, "g"),
  // pageText(request, "…").
  new RegExp(String.raw`\bpageText\(\s*[^,"()]+\s*,\s*${quoted}`, "g"),
];

/** Each message shown in the shop's code, with the first file that shows it. */
function messagesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(appDir), ...sourceFiles(mailDir), ...sourceFiles(invoiceDir)]) {
    const text = readFileSync(file, "utf8");
    for (const pattern of messagePatterns) {
      for (const match of text.matchAll(pattern)) {
        const message = JSON.parse(`"${match[1] ?? ""}"`) as string;
        if (!found.has(message)) found.set(message, path.relative(appDir, file));
      }
    }
  }
  for (const [name, messages] of Object.entries(sharedMessageObjects)) {
    for (const message of Object.values(messages)) if (!found.has(message)) found.set(message, name);
  }
  return found;
}

const catalogEntries = Object.entries(hindiCatalogs).flatMap(([area, catalog]) =>
  Object.entries(catalog).map(([english, hindi]) => ({ area, english, hindi })),
);

/** The ICU arguments a message names: {count}, {count, plural, …}, {name}. */
function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? ""))].sort();
}
function tagNumbers(message: string): string[] {
  return [...new Set([...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[1] ?? ""))].sort();
}

/** Texts that are the same in Hindi: names and codes read in Latin letters by Hindi readers too. */
const sameInHindi = new Set(["Aangan", "FAQ", "UPI", "EMI", "GST", "GSTIN", "PIN", "OTP", "CVV", "Visa", "RuPay", "Mastercard", "Google Play", "App Store", "English"]);
const devanagari = /[\u0900-\u097F]/;

describe("the shop's messages in Hindi", () => {
  const shown = messagesInSource();

  it("every message the shop shows has its Hindi in a catalog", () => {
    const missing = [...shown].filter(([message]) => !catalogEntries.some((entry) => entry.english === message));
    expect(missing.map(([message, file]) => `${file}: ${message}`)).toEqual([]);
  });

  it("every message is kept in one area's catalog only", () => {
    const areasOf = new Map<string, string[]>();
    for (const entry of catalogEntries) areasOf.set(entry.english, [...(areasOf.get(entry.english) ?? []), entry.area]);
    const twice = [...areasOf].filter(([, areas]) => areas.length > 1).map(([message, areas]) => `${message} (${areas.join(", ")})`);
    expect(twice).toEqual([]);
  });

  it("every Hindi text is written in Devanagari, with the same placeholders and tags as its English, and compiles", () => {
    const wrong = catalogEntries.flatMap(({ area, english, hindi }) => {
      const problems: string[] = [];
      if (!devanagari.test(hindi) && !sameInHindi.has(hindi)) problems.push("no Devanagari");
      if (argumentNames(english).join() !== argumentNames(hindi).join()) problems.push(`placeholders ${argumentNames(hindi).join()} for ${argumentNames(english).join()}`);
      if (tagNumbers(english).join() !== tagNumbers(hindi).join()) problems.push("different tags");
      try {
        compileMessageOrThrow(hindi);
        compileMessageOrThrow(english);
      } catch (error) {
        problems.push(`does not compile: ${String(error)}`);
      }
      return problems.map((problem) => `${area}: "${english}" → "${hindi}": ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it("no two messages share a key, so a page never shows one message's Hindi for another", () => {
    const byKey = new Map<string, string[]>();
    for (const { english } of catalogEntries) byKey.set(messageKey(english), [...(byKey.get(messageKey(english)) ?? []), english]);
    expect([...byKey.values()].filter((messages) => new Set(messages).size > 1)).toEqual([]);
  });

  it("no catalog keeps a message the shop no longer shows", () => {
    const unused = catalogEntries.filter((entry) => !shown.has(entry.english)).map((entry) => `${entry.area}: ${entry.english}`);
    expect(unused).toEqual([]);
  });
});
