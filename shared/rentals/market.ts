/**
 * GET /rental-analytics/market-analysis: the rental market of up to 10 places of one geography
 * type over a window of whole months, from the monthly rollups (migrations/0009).
 */
import { today } from '../dates.ts';
import { db } from '../db/client.ts';
import {monthList, monthWindow, priorYear, resolveWindow } from '../geo-analytics/window.ts';
import { resolveGeographies } from '../places/geography.ts';
import { MAX_WINDOW_MONTHS, type MarketAnalysisQuery } from '../schemas/rentals.ts';
import { marketMetrics, type LeaseValues, type MarketInput } from './metrics.ts';
import { loadedSources } from '../properties/data-source.ts';
import { marketCells, type MarketCellRow } from './queries.ts';

/** The query layer of the endpoint (what a benchmark calls without HTTP). */
export async function marketAnalysis(q: MarketAnalysisQuery) {
  const sql = await db();
  const geographies = await resolveGeographies(sql, q.geography_type, q.geography_values, { state: q.state, path: 'query.geography_values' });
  const window = monthWindow(resolveWindow(q, today(), MAX_WINDOW_MONTHS.market).window);
  const prior = priorYear(window);
  const [rows, sources] = await Promise.all([marketCells(sql, geographies, window, prior), loadedSources(sql)]);
  const months = monthList(window);
  const byGeography = geographies.map((): MarketCellRow[] => []);
  for (const row of rows) byGeography[row.i]!.push(row);
  return {
    body: {
      data: geographies.map((g, i) => ({
        geography: { type: g.type, code: g.code, name: g.name, state: g.state },
        ...marketMetrics(marketInput(byGeography[i]!), months),
      })),
      meta: { geography_type: q.geography_type, date_from: window.date_from, date_to: window.date_to, prior_date_from: prior.date_from, prior_date_to: prior.date_to },
    },
    sources,
  };
}

/** One geography's rows as the metrics' input. */
export function marketInput(rows: readonly MarketCellRow[]): MarketInput {
  const input = { leasesByMonth: new Map<string, LeaseValues[]>(), priorRents: [] as number[][], salePrices: [] as number[][] };
  for (const row of rows) {
    if (row.kind === 'leases') input.leasesByMonth.set(row.month, row.cells as LeaseValues[]);
    else if (row.kind === 'prior') input.priorRents.push(...(row.cells as number[][]));
    else input.salePrices.push(...(row.cells as number[][]));
  }
  return input;
}

