/** The comparables' lease window (calendar arithmetic: shared/dates.ts). */
import { addDays, addMonths, daysBetween } from '../platform/dates.ts';

/** The lease window of `months` months up to `asOf`: from the day after the same date `months` months earlier, through asOf. */
export function leaseWindow(asOf: string, months: number): { from: string; to: string; days: number } {
  const from = addDays(addMonths(asOf, -months), 1);
  return { from, to: asOf, days: daysBetween(from, asOf) + 1 };
}
