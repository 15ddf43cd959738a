/**
 * Date windows of the buyer endpoints: defaults, the limits on their span, and the calendar
 * months a range covers. Dates are YYYY-MM-DD strings in UTC, compared as text.
 */
import { BadRequest } from '../errors.ts';

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

export interface DateRange {
  from: string;
  to: string;
}

export interface RangeRules {
  today: string;
  /** how far before `to` an absent `from` starts */
  defaultMonths: number;
  /** the longest span allowed, in months from `from` to `to` */
  maxMonths: number;
  /** request path of the start date, which every range error names (an absent start is always valid) */
  paths: { from: string };
}

/**
 * The range a request asks for: `to` defaults to today, `from` to `defaultMonths` before `to`.
 * 400 when `from` is after `to` or the span exceeds `maxMonths` (a `to` exactly maxMonths after
 * `from` is allowed).
 */
export function resolveRange(given: Partial<DateRange>, rules: RangeRules): DateRange {
  const to = given.to ?? rules.today;
  const from = given.from ?? addMonths(to, -rules.defaultMonths);
  if (from > to) {
    const message = given.to === undefined ? `must not be after today (${to}), the default end date` : 'must not be after the end date';
    throw new BadRequest(`The start date ${from} is after the end date ${to}.`, [{ path: rules.paths.from, message }]);
  }
  if (addMonths(from, rules.maxMonths) < to) {
    const message = `at most ${rules.maxMonths} months from the start date`;
    throw new BadRequest(`The range ${from} to ${to} is longer than ${rules.maxMonths} months.`, [{ path: rules.paths.from, message }]);
  }
  return { from, to };
}
