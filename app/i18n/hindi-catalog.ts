/**
 * One area's messages in Hindi: the English text a component shows (its id) → the Hindi. Messages
 * with placeholders and plurals are written in ICU MessageFormat in both languages
 * ("{count, plural, one {# item} other {# items}}").
 */
export type HindiCatalog = Readonly<Record<string, string>>;
