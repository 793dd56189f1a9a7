// How often the newsletter is sent. The home page, the newsletter page, the FAQ, account settings
// and the confirmation e-mail all promise it, so it is written once. Browser-safe.

/** Reads after "festive sales and offers, …" or "home ideas, …". */
export const newsletterFrequency = "at most once a week";
