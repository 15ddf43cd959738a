/**
 * GET /geo-analytics/flips/hold-time: the hold-time distribution of the flips and of all resales
 * in a geography over whole months, optionally month by month. Every hold time is in the rollups,
 * so the statistics are exact.
 */

import { loadedSources } from '../analytics/data-source.ts';
import { dataAsOf, defaultWindowEnd } from '../analytics/freshness.ts';
import { holdDistribution } from '../analytics/metrics.ts';
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
  const body = {
    geography,
    ...months,
    data_as_of: asOf,
    flip_window_days: FLIP_WINDOW_DAYS,
    ...holdTimeSummary(rows, years),
    ...(byMonth
      ? { months: monthList(months).map((month) => ({ month, ...holdTimeSummary(rows.filter((r) => r.month === month)) })) }
      : {}),
  };
  return { body, sources };
}

/** The distributions of the flips' and of all resales' hold times in these rollup rows and whole years. */
export function holdTimeSummary(
  rows: readonly Pick<HoldTimesRow, 'resale_hold_days' | 'flip_hold_days'>[],
  years: HoldTimes['years'] = { resale: [], flip: [] },
) {
  // concat, not flatMap: an order of magnitude faster on the tens of thousands of days of a metro
  const all = (pick: (r: (typeof rows)[number]) => number[]) => ([] as number[]).concat(...rows.map(pick));
  return {
    flips: holdDistribution(
      all((r) => r.flip_hold_days),
      years.flip,
    ),
    resales: holdDistribution(
      all((r) => r.resale_hold_days),
      years.resale,
    ),
  };
}
