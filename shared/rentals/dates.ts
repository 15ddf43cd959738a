/** Calendar arithmetic on YYYY-MM-DD dates (UTC), for the comparables' lease window. */

const DAY_MS = 86_400_000;

const toDate = (d: string) => new Date(`${d}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The same day `months` months later (earlier when negative), clamped to the end of a shorter month. */
export function shiftMonths(d: string, months: number): string {
  const date = toDate(d);
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))));
}

export function addDays(d: string, days: number): string {
  return iso(new Date(toDate(d).getTime() + days * DAY_MS));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** The lease window of `months` months up to `asOf`: from the day after the same date `months` months earlier, through asOf. */
export function leaseWindow(asOf: string, months: number): { from: string; to: string; days: number } {
  const from = addDays(shiftMonths(asOf, -months), 1);
  return { from, to: asOf, days: daysBetween(from, asOf) + 1 };
}
