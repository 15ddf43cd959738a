/**
 * Date windows of the geo analytics endpoints: `date_from` / `date_to` (inclusive, YYYY-MM-DD),
 * by default the 12 calendar months ending with date_to's month, date_to defaulting to
 * the answer's data_as_of (freshness.ts).
 * Endpoints answered from the monthly rollups cover whole months: from date_from's month through
 * date_to's month (monthWindow), and say so in their response.
 */
import { addDays, addMonths, firstOfMonth, monthsCovered } from '../platform/dates.ts';

export interface DateWindow {
  date_from: string;
  date_to: string;
}

export interface WindowIssue {
  path: 'date_from' | 'date_to';
  message: string;
}

export const DEFAULT_WINDOW_MONTHS = 12;

/** The first day of the month `n` months after (before, when negative) `d`'s month. */
export const monthStartAfter = (d: string, n: number): string => addMonths(firstOfMonth(d), n);

export function monthEnd(d: string): string {
  return addDays(monthStartAfter(d, 1), -1);
}

/** The window a request asks for, with the defaults filled in, and what is wrong with it: any span, never a reversed one. */
export function resolveWindow(
  q: { date_from?: string | undefined; date_to?: string | undefined },
  defaultEnd: string,
): { window: DateWindow; issues: WindowIssue[] } {
  const date_to = q.date_to ?? defaultEnd;
  const date_from = q.date_from ?? monthStartAfter(date_to, 1 - DEFAULT_WINDOW_MONTHS);
  const issues: WindowIssue[] = [];
  if (date_from > date_to) {
    issues.push({
      path: 'date_from',
      message: `date_from must not be after date_to${q.date_to === undefined ? ` (default: ${defaultEnd})` : ''}`,
    });
  }
  return { window: { date_from, date_to }, issues };
}

/** The whole months a window touches: the first day of date_from's month to the last day of date_to's. */
export function monthWindow(w: DateWindow): DateWindow {
  return { date_from: firstOfMonth(w.date_from), date_to: monthEnd(w.date_to) };
}

/** The same months one year earlier: the base of year-over-year changes. */
export function priorYear(w: DateWindow): DateWindow {
  return { date_from: monthStartAfter(w.date_from, -12), date_to: monthEnd(monthStartAfter(w.date_to, -12)) };
}

/** Every month of a window, oldest first, as YYYY-MM. */
export function monthList(w: DateWindow): string[] {
  return Array.from({ length: monthsCovered(w.date_from, w.date_to) }, (_, i) => monthStartAfter(w.date_from, i).slice(0, 7));
}

/**
 * The levels the yearly rollups (migrations/0041, 0042) have rows for, in the order they are
 * written: not zip codes, whose values barely repeat within a year and whose histories are small.
 */
export const YEARLY_LEVELS = ['city', 'county', 'msa', 'state'] as const;
/** A window of no whole year, for a level without yearly rows. */
export const NO_YEARS = { first: 1, last: 0 };

/**
 * The calendar years a window holds whole, first to last (none when last < first): the part a
 * yearly rollup can answer, the rest of the window being read month by month. None at a level
 * without yearly rows.
 */
export function wholeYears(w: DateWindow, level: string): { first: number; last: number } {
  if (!(YEARLY_LEVELS as readonly string[]).includes(level)) return NO_YEARS;
  const from = Number(w.date_from.slice(0, 4));
  const to = Number(w.date_to.slice(0, 4));
  return { first: w.date_from.slice(5) === '01-01' ? from : from + 1, last: w.date_to.slice(5) === '12-31' ? to : to - 1 };
}
