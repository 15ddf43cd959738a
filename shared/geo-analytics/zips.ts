/**
 * Per-zip market rows: GET /geo-analytics/zip-analysis (the zips asked for) and
 * GET /geo-analytics/page (the zips of a geography, sorted and paged). One row definition for both:
 * the rollup's sums and monthly medians (queries.ts zipAggregates) turned into metrics by zipRow.
 */

import { resolveSelectedGeography, resolveSelection } from '../locations/selection.ts';
import { today } from '../platform/dates.ts';
import { db } from '../platform/db/client.ts';
import { loadedSources } from '../properties/data-source.ts';
import { change, grossYield, ratio, round, weightedMedian } from './metrics.ts';
import { type ZipAggregate, zipAggregates, zipsIn } from './queries.ts';
import type { GeoPageQuery, ZipAnalysisQuery, ZipSort } from './schemas.ts';
import { MAX_WINDOW_MONTHS, ZIP_SELECTION } from './schemas.ts';
import { type DateWindow, monthWindow, priorYear, resolveWindow } from './window.ts';

function windows(query: { date_from?: string | undefined; date_to?: string | undefined }) {
  const months = monthWindow(resolveWindow(query, today(), MAX_WINDOW_MONTHS.zips).window);
  return { months, prior: priorYear(months) };
}

const windowOut = (months: DateWindow, prior: DateWindow) => ({
  ...months,
  prior_date_from: prior.date_from,
  prior_date_to: prior.date_to,
});

export async function zipAnalysis(query: ZipAnalysisQuery) {
  const sql = await db();
  // repeats are answered once; an unknown zip is a 404 before any work (one lookup for them all)
  const zips = (await resolveSelection(sql, query, ZIP_SELECTION)).map((g) => g.code);
  const { months, prior } = windows(query);
  const [aggregates, sources] = await Promise.all([zipAggregates(sql, zips, months, prior), loadedSources(sql)]);
  return { body: { ...windowOut(months, prior), data: aggregates.map((a) => presentZipRow(zipRow(a))) }, sources };
}

export async function geoPage(query: GeoPageQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, query);
  const { months, prior } = windows(query);
  const zips = await zipsIn(sql, geography);
  const [aggregates, sources] = await Promise.all([zipAggregates(sql, zips, months, prior), loadedSources(sql)]);
  const offset = (query.page - 1) * query.page_size;
  const rows = aggregates
    .map(zipRow)
    .sort(compareZipRows(query.sort, query.order))
    .slice(offset, offset + query.page_size);
  const body = {
    data: rows.map(presentZipRow),
    meta: {
      page: query.page,
      page_size: query.page_size,
      total: zips.length,
      has_more: offset + rows.length < zips.length,
      geography,
      ...windowOut(months, prior),
    },
  };
  return { body, sources };
}

/** A zip's metrics, unrounded (the page sorts on them), from what the rollups hold. */
export function zipRow(a: ZipAggregate) {
  const medianPrice = weightedMedian(a.price_medians, a.price_weights);
  const priorMedianPrice = weightedMedian(a.prior_price_medians, a.prior_price_weights);
  const medianRent = weightedMedian(a.rent_medians, a.rent_weights);
  return {
    zip: a.zip,
    city: a.city,
    state: a.state,
    sales: a.sales,
    sales_value: a.sales_value,
    sales_prior_year: a.prior_sales,
    sales_yoy_change: change(a.sales, a.prior_sales),
    median_price: medianPrice,
    median_price_prior_year: priorMedianPrice,
    median_price_yoy_change: change(medianPrice, priorMedianPrice),
    median_price_per_sqft: weightedMedian(a.price_per_sqft_medians, a.price_per_sqft_weights),
    investor_share: ratio(a.investor_purchases, a.sales),
    cash_share: ratio(a.cash_purchases, a.sales),
    flips: a.flips,
    flip_rate: ratio(a.flips, a.sales),
    resales: a.resales,
    median_hold_days: weightedMedian(a.hold_days_medians, a.hold_days_weights),
    leases: a.leases,
    median_rent: medianRent,
    gross_yield: grossYield(medianRent, medianPrice),
    single_family_properties: a.single_family,
    institutional_share: ratio(a.institutional, a.single_family),
  };
}
export type ZipRow = ReturnType<typeof zipRow>;

/** Order by one metric, nulls last whichever the direction, ties by zip: pages are stable. */
export function compareZipRows(sort: ZipSort, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? 1 : -1;
  return (a: ZipRow, b: ZipRow): number => {
    const x = a[sort];
    const y = b[sort];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    }
    return a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0;
  };
}

/** Money to cents, fractions to 4 decimals, days to 1. */
export function presentZipRow(r: ZipRow): ZipRow {
  return {
    ...r,
    sales_value: round(r.sales_value, 2)!,
    sales_yoy_change: round(r.sales_yoy_change, 4),
    median_price: round(r.median_price, 2),
    median_price_prior_year: round(r.median_price_prior_year, 2),
    median_price_yoy_change: round(r.median_price_yoy_change, 4),
    median_price_per_sqft: round(r.median_price_per_sqft, 2),
    investor_share: round(r.investor_share, 4),
    cash_share: round(r.cash_share, 4),
    flip_rate: round(r.flip_rate, 4),
    median_hold_days: round(r.median_hold_days, 1),
    median_rent: round(r.median_rent, 2),
    gross_yield: round(r.gross_yield, 4),
    institutional_share: round(r.institutional_share, 4),
  };
}
