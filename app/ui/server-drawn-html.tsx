/**
 * Markup the server drew with React from its own data (never from anything a shopper typed), shown
 * as it is: the page ships no code to draw it again. For disclosures that need no script, on pages
 * whose JavaScript budget is spent (see app/features/emi/emi-offer-html.server.tsx).
 */
export function ServerDrawnHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
