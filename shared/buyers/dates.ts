/**
 * Date windows of the buyer endpoints: defaults, the limits on their span, and the calendar
 * months a range covers. Dates are YYYY-MM-DD strings in UTC, compared as text.
 */

import { addDays, addMonths, firstOfMonth } from '../platform/dates.ts';
import { BadRequest } from '../platform/errors.ts';

export interface DateRange {
  from: string;
  to: string;
}

export interface RangeRules {
  /** where a range without `to` ends: the answer's data_as_of */
  defaultEnd: string;
  /** how far before `to` an absent `from` starts */
  defaultMonths: number;
  /** parameter name of the start date, which every range error names (an absent start is always valid) */
  paths: { from: string };
}

/**
 * The range a request asks for: `to` defaults to `rules.defaultEnd`, `from`
 * to `defaultMonths` before `to`. Any span; 400 when `from` is after `to`.
 */
export function resolveRange(given: Partial<DateRange>, rules: RangeRules): DateRange {
  const to = given.to ?? rules.defaultEnd;
  const from = given.from ?? addMonths(to, -rules.defaultMonths);
  if (from > to) {
    const message = given.to === undefined ? `must not be after ${to}, the default end date` : 'must not be after the end date';
    throw new BadRequest(`The start date ${from} is after the end date ${to}.`, [{ path: rules.paths.from, message }]);
  }
  return { from, to };
}

/** A range as the whole calendar months inside it (first days of the first and last) plus the days outside those. */
export interface RangeSplit {
  months: { first: string; last: string } | null;
  edges: DateRange[];
}

/**
 * Splits a range for a monthly rollup: the whole months it covers are read from the rollup, the
 * partial months at either end (its edges) exactly, so the sum equals a scan of the whole range.
 */
export function splitRange(range: DateRange): RangeSplit {
  const firstFull = firstOfMonth(range.from) === range.from ? range.from : addMonths(firstOfMonth(range.from), 1);
  const afterTo = addDays(range.to, 1);
  const lastFullEnd = firstOfMonth(afterTo) === afterTo ? range.to : addDays(firstOfMonth(range.to), -1);
  if (firstFull > lastFullEnd) return { months: null, edges: [range] };
  const edges: DateRange[] = [];
  if (range.from < firstFull) edges.push({ from: range.from, to: addDays(firstFull, -1) });
  if (lastFullEnd < range.to) edges.push({ from: addDays(lastFullEnd, 1), to: range.to });
  return { months: { first: firstFull, last: firstOfMonth(lastFullEnd) }, edges };
}
