/**
 * Calendar arithmetic on YYYY-MM-DD dates in UTC (compared as text), shared by the analytics
 * windows of buyers, geo analytics and rentals.
 */
const DAY_MS = 86_400_000;

export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The same day `months` months later (earlier when negative), clamped to the month's last day (Feb 29 -> Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** Calendar months from the month of `from` through the month of `to`, both included. */
export function monthsCovered(from: string, to: string): number {
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return index(to) - index(from) + 1;
}
