/**
 * Date windows of the buyer endpoints: defaults, the limits on their span, and the calendar
 * months a range covers. Dates are YYYY-MM-DD strings in UTC, compared as text.
 */

import { addMonths } from '../platform/dates.ts';
import { BadRequest } from '../platform/errors.ts';

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
  /** parameter name of the start date, which every range error names (an absent start is always valid) */
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
