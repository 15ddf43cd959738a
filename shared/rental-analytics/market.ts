/**
 * GET /rental-analytics/market-analysis: the rental market of up to 10 places of one geography
 * type over a window of whole months, from the monthly rollups (migrations/0009).
 */

import { loadedSources } from '../analytics/data-source.ts';
import { dataDates, datasetsOut, datasetWindows } from '../analytics/freshness.ts';
import type { Counted } from '../analytics/percentiles.ts';
import { monthList, priorYear } from '../analytics/window.ts';
import { resolveSelection } from '../locations/selection.ts';
import { db } from '../platform/db/client.ts';
import { type LeaseMeasure, type MarketInput, marketMetrics } from './metrics.ts';
import { type MarketCells, marketCells } from './queries.ts';
import { MARKET_SELECTION, type MarketAnalysisQuery } from './schemas.ts';

/** The query layer of the endpoint (what a benchmark calls without HTTP). */
export async function marketAnalysis(q: MarketAnalysisQuery) {
  const sql = await db();
  const geographies = await resolveSelection(sql, q, MARKET_SELECTION);
  // the lease figures cover the lease window, the sale prices behind the yield the sales window
  const dates = await dataDates(sql, geographies, ['rentals', 'purchases']);
  const windows = datasetWindows(q, dates);
  const window = windows.rentals;
  const prior = priorYear(window);
  const [cells, sources] = await Promise.all([marketCells(sql, geographies, window, prior, windows.purchases), loadedSources(sql)]);
  const months = monthList(window);
  return {
    body: {
      data: geographies.map((g, i) => ({
        geography: { type: g.type, code: g.code, name: g.name, state: g.state },
        ...marketMetrics(marketInput(cells[i]!), months),
      })),
      meta: {
        geography_type: geographies[0]!.type,
        date_from: window.date_from,
        date_to: window.date_to,
        data_as_of: dates.rentals,
        prior_date_from: prior.date_from,
        prior_date_to: prior.date_to,
        datasets: datasetsOut(windows, dates),
      },
    },
    sources,
  };
}

/** One geography's cells as the metrics' input. */
export function marketInput(cells: MarketCells): MarketInput {
  const counted = (lists: [number[], number[]][] | null) => (lists ?? []).map(([values, counts]) => ({ values, counts }));
  const years = new Map<LeaseMeasure, Counted[]>();
  for (const [measure, values, counts] of cells.years ?? []) {
    const lists = years.get(measure) ?? [];
    lists.push({ values, counts });
    years.set(measure, lists);
  }
  return {
    months: new Map((cells.months ?? []).map(([month, leases, median_rent]) => [month, { leases, median_rent }])),
    leases: cells.leases ?? [],
    years,
    priorRents: cells.prior ?? [],
    priorYears: counted(cells.prior_years),
    purchases: cells.purchases,
    salePrices: cells.sales ?? [],
    saleYears: counted(cells.sale_years),
  };
}
