// A product's description as staff write it: a small subset of Markdown (paragraphs, line breaks,
// **bold**, *italic*, bulleted and numbered lists), drawn as HTML on the server and then cleaned by
// sanitize-html, so whatever was typed (raw HTML, links, images, scripts) can only ever become
// those few harmless elements. Decision 025 records the choice.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: true }).enable([
  "paragraph",
  "list",
  "newline",
  "emphasis",
  "escape",
]);

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li"],
  allowedAttributes: {},
  disallowedTagsMode: "escape",
};

/** The description as safe HTML: only paragraphs, line breaks, bold, italic and lists survive. */
export function productDescriptionHtml(description: string): string {
  return sanitizeHtml(markdown.render(description), allowed).trim();
}

/** The description as plain text (for meta descriptions and cards): the formatting marks dropped. */
export function productDescriptionText(description: string): string {
  return sanitizeHtml(markdown.render(description), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
