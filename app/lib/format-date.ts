// Dates and times as the store shows them: India's conventions, in India's time zone whatever the
// server's or the browser's.

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "5 Mar 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "5 Mar 2026, 3:30 pm". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
