// The HTML part every e-mail carries beside its plain text: one layout (the store's name, the
// message, how to reach us) with inline styles and tables, because mail clients ignore style
// sheets. Names, addresses and product names are text people typed, so every value goes into the
// markup through `html`, which escapes it; only markup made by `html` itself passes unescaped.
// An e-mail is written in one language (the order's or the account's): every helper that writes
// words takes it, English when left out.
import { languageTags, type Language } from "../../app/i18n/language";
import { translate } from "../../app/i18n/page-messages.server";
import type { Translate } from "../../app/i18n/use-t";
import { formatRupees } from "../../app/lib/money";
import { site } from "../../app/lib/site";

/** What every e-mail builder returns: an email_outbox row's content. */
export interface OutboxEmail {
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** Markup that is already safe: made only by `html` (and the helpers below, which use it). */
export class SafeHtml {
  constructor(readonly markup: string) {}
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** An e-mail's words in its language: the Hindi of the catalogs (area "email" and the shop's), else English. */
export function emailTranslator(language: Language): Translate {
  return (message, values) => translate(language, message, values);
}

/** "1800-208-4040 (toll-free)" in the e-mail's language. */
function tollFree(language: Language): string {
  return translate(language, "{phone} (toll-free)", { phone: site.tollFreePhone });
}

/** How every e-mail's text part ends in a language: who wrote it and how to reach them. */
export function signatureLines(language: Language): readonly [string, string] {
  return [translate(language, "Team {store}", { store: site.name }), `${tollFree(language)} · ${site.supportEmail}`];
}

/** How every English e-mail's text part ends (the back office's e-mails are English only). */
export const textSignature = signatureLines("en");

/** How every e-mail begins: one greeting for all of them, with the first name when there is one. */
export function greeting(firstName: string | null, language: Language = "en"): string {
  return firstName ? translate(language, "Hello {name},", { name: firstName }) : translate(language, "Hello,");
}

/** Rupees in an e-mail's plain text: English writes "Rs." (some mail fonts lack ₹), Hindi the ₹ of the store. */
export function textRupees(amount: number, language: Language): string {
  return language === "en" ? `Rs. ${amount.toLocaleString("en-IN")}` : formatRupees(amount);
}

const dayMonthFormats = new Map<Language, Intl.DateTimeFormat>();

/** A date (YYYY-MM-DD) as "Sat, 20 Jun" in English and "शनि, 20 जून" in Hindi. */
export function emailDate(isoDate: string, language: Language): string {
  let format = dayMonthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[language], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    dayMonthFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === "number") return escapeHtml(String(value));
  if (typeof value === "string") return escapeHtml(value);
  return value.map((part) => part.markup).join("");
}

/** A tagged template: `html\`<p>${name}</p>\`` escapes name; null, undefined and false add nothing. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? "";
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(markup);
}

const text = "color:#1f2937;font-size:16px;line-height:1.5;margin:0 0 16px";
const muted = "color:#6b7280;font-size:13px;line-height:1.5;margin:0 0 8px";

/** A paragraph; lines joined with <br>. */
export function paragraph(...lines: (string | SafeHtml)[]): SafeHtml {
  return html`<p style="${text}">${lines.map((line, index) => html`${index > 0 ? html`<br>` : null}${line}`)}</p>`;
}

/** How every e-mail's HTML part signs off (the layout's footer then says how to reach us). */
export function signOff(language: Language = "en"): SafeHtml {
  return paragraph(signatureLines(language)[0]);
}

/** A small grey paragraph, for what matters less (how to turn these e-mails off). */
export function smallPrint(line: string): SafeHtml {
  return html`<p style="${muted}">${line}</p>`;
}

/** Only web links become links: anything else is shown as text, never as an href. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** A button to the link, and the link itself written out for clients that hide buttons. */
export function linkButton(label: string, link: string, language: Language = "en"): SafeHtml {
  if (!isWebLink(link)) return paragraph(link);
  return html`<p style="margin:24px 0"><a href="${link}" style="background:#9a3412;border-radius:6px;color:#ffffff;display:inline-block;font-size:16px;font-weight:bold;padding:12px 20px;text-decoration:none">${label}</a></p>
<p style="${muted}">${translate(language, "If the button does not work, copy this link into your browser:")}<br><a href="${link}" style="color:#9a3412;word-break:break-all">${link}</a></p>`;
}

/** Rows of label and value (order lines, totals); `strong` rows are bold (the total). */
export function detailTable(rows: readonly { label: string | SafeHtml; value: string; strong?: boolean }[]): SafeHtml {
  const cell = "border-bottom:1px solid #fed7aa;color:#1f2937;font-size:15px;line-height:1.4;padding:8px 0;vertical-align:top";
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows.map(
    (row) =>
      html`<tr><td style="${cell}${row.strong ? ";font-weight:bold" : ""}">${row.label}</td><td align="right" style="${cell};padding-left:12px;white-space:nowrap${row.strong ? ";font-weight:bold" : ""}">${row.value}</td></tr>`,
  )}</table>`;
}

/** A bulleted list. */
export function list(items: readonly string[]): SafeHtml {
  return html`<ul style="${text};padding-left:20px">${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}

/** The whole HTML document of an e-mail: UTF-8, the store's header, the content and how to reach us. */
export function emailLayout(input: { title: string; preheader: string; content: SafeHtml | readonly SafeHtml[]; language?: Language }): string {
  const language = input.language ?? "en";
  // English e-mails have always said lang="en"; a Hindi one says hi-IN, as the Hindi pages do.
  return html`<!doctype html>
<html lang="${language === "en" ? "en" : languageTags[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${input.title}</title>
</head>
<body style="background:#faf6f1;margin:0;padding:0;font-family:'Noto Sans','Segoe UI',Roboto,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${input.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf6f1">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;max-width:600px">
<tr><td style="background:#9a3412;border-radius:8px 8px 0 0;color:#ffffff;font-size:22px;font-weight:bold;padding:20px 24px">${site.name}</td></tr>
<tr><td style="padding:24px 24px 8px">${input.content}</td></tr>
<tr><td style="border-top:1px solid #fed7aa;padding:16px 24px">
<p style="${muted}">${translate(language, site.tagline)}</p>
<p style="${muted}">${tollFree(language)} · <a href="mailto:${site.supportEmail}" style="color:#9a3412">${site.supportEmail}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.markup;
}
