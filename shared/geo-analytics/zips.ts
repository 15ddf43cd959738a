/**
 * Per-zip market rows: GET /geo-analytics/zip-analysis (the zips asked for) and
 * GET /geo-analytics/page (the zips of a geography, sorted and paged). One row definition for both:
 * the rollup's sums and monthly medians (queries.ts zipAggregates) turned into metrics by zipRow.
 */

import type { Sql } from 'postgres';
import { loadedSources } from '../analytics/data-source.ts';
import { type DataKind, dataDates, datasetsOut, datasetWindows } from '../analytics/freshness.ts';
import { change, grossYield, median, ratio, round, weightedMedian } from '../analytics/metrics.ts';
import { lowSample } from '../analytics/samples.ts';
import { priorYear } from '../analytics/window.ts';
import type { Geography } from '../locations/geography.ts';
import { resolveSelectedGeography, resolveSelection } from '../locations/selection.ts';
import { db } from '../platform/db/client.ts';
import { type ZipAggregate, zipAggregates, zipsIn } from './queries.ts';
import type { GeoPageQuery, ZipAnalysisQuery, ZipSort } from './schemas.ts';
import { ZIP_SELECTION } from './schemas.ts';

/** A zip row reads sales and leases. */
const ROW_DATA: DataKind[] = ['purchases', 'rentals'];

/**
 * The windows of a zip row: its sales figures (and their prior year) over the sales window, its
 * lease figures over the lease window (datasetWindows). The answer's date_from, date_to and
 * data_as_of are the sales window's, as on every other sales answer for the place.
 */
async function rowWindows(sql: Sql, places: readonly Geography[], query: { date_from?: string | undefined; date_to?: string | undefined }) {
  const dates = await dataDates(sql, places, ROW_DATA);
  const windows = datasetWindows(query, dates);
  const prior = priorYear(windows.purchases);
  const out = {
    ...windows.purchases,
    data_as_of: dates.purchases,
    prior_date_from: prior.date_from,
    prior_date_to: prior.date_to,
    datasets: datasetsOut(windows, dates),
  };
  return { months: windows.purchases, prior, leaseMonths: windows.rentals, out };
}

export async function zipAnalysis(query: ZipAnalysisQuery) {
  const sql = await db();
  // repeats are answered once; an unknown zip is a 404 before any work (one lookup for them all)
  const places = await resolveSelection(sql, query, ZIP_SELECTION);
  const zips = places.map((g) => g.code);
  const { months, prior, leaseMonths, out } = await rowWindows(sql, places, query);
  const [aggregates, sources] = await Promise.all([zipAggregates(sql, zips, months, prior, leaseMonths), loadedSources(sql)]);
  return { body: { ...out, data: aggregates.map((a) => presentZipRow(zipRow(a))) }, sources };
}

export async function geoPage(query: GeoPageQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, query);
  const { months, prior, leaseMonths, out } = await rowWindows(sql, [geography], query);
  const zips = await zipsIn(sql, geography);
  const [aggregates, sources] = await Promise.all([zipAggregates(sql, zips, months, prior, leaseMonths), loadedSources(sql)]);
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
      ...out,
    },
  };
  return { body, sources };
}

/** A zip's metrics, unrounded (the page sorts on them), from what the rollups hold. */
export function zipRow(a: ZipAggregate) {
  // the exact medians market-analysis gives for the same place and months (one definition each)
  const medianPrice = median(Float64Array.from(a.prices));
  const priorMedianPrice = median(Float64Array.from(a.prior_prices));
  const medianRent = median(Float64Array.from(a.rents));
  const sqftSales = a.price_per_sqft_weights.reduce((s, w) => s + w, 0);
  const row: ZipMetrics = {
    zip: a.zip,
    city: a.city,
    state: a.state,
    sales: a.sales,
    sales_value: a.sales_value,
    sales_prior_year: a.prior_sales,
    sales_yoy_change: change(a.sales, a.prior_sales),
    price_sales: a.prices.length,
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
  return { ...row, sqft_sales: sqftSales, low_sample: zipLowSample(row, sqftSales, a.prior_prices.length) };
}
export type ZipRow = ReturnType<typeof zipRow>;

/** A zip row's metrics before its sample flags. */
interface ZipMetrics {
  zip: string;
  city: string | null;
  state: string | null;
  sales: number;
  sales_value: number;
  sales_prior_year: number;
  sales_yoy_change: number | null;
  /** the purchases that are market evidence: median_price's sample */
  price_sales: number;
  median_price: number | null;
  median_price_prior_year: number | null;
  median_price_yoy_change: number | null;
  median_price_per_sqft: number | null;
  investor_share: number | null;
  cash_share: number | null;
  flips: number;
  flip_rate: number | null;
  resales: number;
  median_hold_days: number | null;
  leases: number;
  median_rent: number | null;
  gross_yield: number | null;
  single_family_properties: number;
  institutional_share: number | null;
}

/** Each statistic of a zip row with the count behind it (docs/analytics-definitions.md#freshness-and-samples). */
function zipLowSample(r: ZipMetrics, sqftSales: number, priorPriceSales: number): string[] {
  return lowSample([
    ['sales_yoy_change', r.sales_yoy_change, Math.min(r.sales, r.sales_prior_year)],
    ['median_price', r.median_price, r.price_sales],
    ['median_price_yoy_change', r.median_price_yoy_change, Math.min(r.price_sales, priorPriceSales)],
    ['median_price_per_sqft', r.median_price_per_sqft, sqftSales],
    ['investor_share', r.investor_share, r.sales],
    ['cash_share', r.cash_share, r.sales],
    ['flip_rate', r.flip_rate, r.sales],
    ['median_hold_days', r.median_hold_days, r.resales],
    ['median_rent', r.median_rent, r.leases],
    ['gross_yield', r.gross_yield, Math.min(r.price_sales, r.leases)],
    ['institutional_share', r.institutional_share, r.single_family_properties],
  ]);
}

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
