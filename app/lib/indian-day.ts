// India's calendar day, the one the store's staff count by: India has one time zone, five and a
// half hours ahead of UTC, without daylight saving, so every Indian day is exactly 24 hours long.

const indiaOffsetMs = 330 * 60 * 1000;

/** The instant an Indian day (YYYY-MM-DD) begins, `addDays` days later (negative: earlier). */
export function startOfIndianDay(isoDate: string, addDays = 0): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + addDays) - indiaOffsetMs);
}

/** The Indian date (YYYY-MM-DD) of an instant: 23:50 in India is still that day, 00:10 the next. */
export function indianDateOf(instant: Date): string {
  return new Date(instant.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
}

/** The Indian date `days` days after (negative: before) another. */
export function addIndianDays(isoDate: string, days: number): string {
  return indianDateOf(startOfIndianDay(isoDate, days));
}
