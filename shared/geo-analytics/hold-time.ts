/**
 * GET /geo-analytics/flips/hold-time: the hold-time distribution of the flips and of all resales
 * in a geography over whole months, optionally month by month. Every hold time is in the rollups,
 * so the statistics are exact.
 */

import { loadedSources } from '../analytics/data-source.ts';
import { dataAsOf, defaultWindowEnd } from '../analytics/freshness.ts';
import { holdDistribution } from '../analytics/metrics.ts';
import type { Counted } from '../analytics/percentiles.ts';
import { monthList, monthWindow, resolveWindow } from '../analytics/window.ts';
import { resolveSelectedGeography } from '../locations/selection.ts';
import { db } from '../platform/db/client.ts';
import { FLIP_WINDOW_DAYS } from '../properties/records/transaction-facts.ts';
import { type HoldTimes, type HoldTimesRow, holdTimes } from './queries.ts';
import type { HoldTimeQuery } from './schemas.ts';

export async function holdTime(query: HoldTimeQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, query);
  const asOf = await dataAsOf(sql, [geography], ['purchases']);
  const months = monthWindow(resolveWindow(query, defaultWindowEnd(asOf, query.date_from)).window);
  const byMonth = query.group_by === 'month';
  const [{ rows, years }, sources] = await Promise.all([holdTimes(sql, geography, months, byMonth), loadedSources(sql)]);
  const include = query.include_unverified;
  const body = {
    geography,
    ...months,
    data_as_of: asOf,
    flip_window_days: FLIP_WINDOW_DAYS,
    unverified_excluded: include ? { flips: 0, resales: 0 } : unverifiedCounts(rows, years),
    ...holdTimeSummary(rows, years, include),
    ...(byMonth
      ? {
          months: monthList(months).map((month) => ({
            month,
            ...holdTimeSummary(
              rows.filter((r) => r.month === month),
              undefined,
              include,
            ),
          })),
        }
      : {}),
  };
  return { body, sources };
}

type Rows = readonly Omit<HoldTimesRow, 'month'>[];
const NONE: HoldTimes['years'] = { resale: [], flip: [], unverified_resale: [], unverified_flip: [] };

/**
 * The distributions of the flips' and of all resales' hold times in these rollup rows and whole
 * years: the pairs whose chain of title is verified, and with `includeUnverified` the unverified ones too.
 */
export function holdTimeSummary(rows: Rows, years: HoldTimes['years'] = NONE, includeUnverified = false) {
  // concat, not flatMap: an order of magnitude faster on the tens of thousands of days of a metro
  const all = (pick: (r: Rows[number]) => number[]) => ([] as number[]).concat(...rows.map(pick));
  return {
    flips: includeUnverified
      ? holdDistribution(all((r) => r.flip_hold_days).concat(all((r) => r.unverified_flip_hold_days)), [
          ...years.flip,
          ...years.unverified_flip,
        ])
      : holdDistribution(
          all((r) => r.flip_hold_days),
          years.flip,
        ),
    resales: includeUnverified
      ? holdDistribution(all((r) => r.resale_hold_days).concat(all((r) => r.unverified_resale_hold_days)), [
          ...years.resale,
          ...years.unverified_resale,
        ])
      : holdDistribution(
          all((r) => r.resale_hold_days),
          years.resale,
        ),
  };
}

/** How many resales and flips of the rows and years have an unverified chain of title. */
function unverifiedCounts(rows: Rows, years: HoldTimes['years']) {
  const sum = (list: Counted[]) => list.reduce((n, c) => n + c.counts.reduce((a, b) => a + b, 0), 0);
  return {
    flips: rows.reduce((n, r) => n + r.unverified_flip_hold_days.length, 0) + sum(years.unverified_flip),
    resales: rows.reduce((n, r) => n + r.unverified_resale_hold_days.length, 0) + sum(years.unverified_resale),
  };
}
