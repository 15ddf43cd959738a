/**
 * Who owns a geography's single-family stock: GET /geo-analytics/institutional-ownership (by owner
 * portfolio tier, purchases by buyer tier, top institutional owners) and
 * GET /rental-analytics/ownership-statistics (occupancy, corporate and institutional ownership).
 */

import type { Sql } from 'postgres';
import { loadedSources } from '../analytics/data-source.ts';
import type { OwnerGroup } from '../analytics/families.ts';
import { defaultWindowEnd, noCoverage, recordedDates } from '../analytics/freshness.ts';
import { countAndShare, ratio, share } from '../analytics/metrics.ts';
import { lowSample } from '../analytics/samples.ts';
import { INSTITUTIONAL_MIN, PORTFOLIO_TIERS, type PortfolioTier, portfolioTier } from '../analytics/tiers.ts';
import { monthWindow, resolveWindow } from '../analytics/window.ts';
import type { Geography } from '../locations/geography.ts';
import { resolveSelectedGeography } from '../locations/selection.ts';
import { db } from '../platform/db/client.ts';
import { type OwnershipRow, ownership, purchasesByTier, type TierPurchasesRow, topInstitutionalOwners } from './queries.ts';
import {
  type InstitutionalOwnershipQuery,
  OWNERSHIP_SHARES,
  type OwnershipStatisticsQuery,
  PURCHASE_SHARES,
  STOCK_SHARES,
} from './schemas.ts';

/** The rollup column suffix of a tier: '2-9' -> '2_9', '1000+' -> '1000_plus'. */
export const tierSuffix = (tier: PortfolioTier) => tier.replace('-', '_').replace('+', '_plus');

/** A tier is institutional when its smallest portfolio is (tiers are named from their lower bound). */
export const isInstitutionalTier = (tier: PortfolioTier) => Number.parseInt(tier, 10) >= INSTITUTIONAL_MIN;

/**
 * Counts per tier plus `unknown` (no name), each with its share of `total`, and the institutional
 * sum. `countOf` reads a tier's count from a rollup row.
 */
export function tierBreakdown(countOf: (tier: PortfolioTier) => number, unknown: number, total: number) {
  const byTier = [
    ...PORTFOLIO_TIERS.map((tier) => ({ tier, ...countAndShare(countOf(tier), total) })),
    { tier: 'unknown' as const, ...countAndShare(unknown, total) },
  ];
  const institutional = PORTFOLIO_TIERS.filter(isInstitutionalTier).reduce((sum, tier) => sum + countOf(tier), 0);
  return { byTier, institutional: countAndShare(institutional, total) };
}

/**
 * The shares named, all of one total: low_sample lists them all when the total is under the
 * threshold, none when it is 0 (every share is then null) or at least the threshold.
 */
function sharesOf<T extends string>(names: readonly T[], total: number): T[] {
  return lowSample(names.map((name) => [name, ratio(total, total), total] as const)) as T[];
}

/** A tier's count of the stock, by the tier of the owner's name or of its family. */
const ownerTiers =
  (row: OwnershipRow, group: OwnerGroup = 'name') =>
  (tier: PortfolioTier) =>
    row[`sf_${group === 'family' ? 'family_' : ''}tier_${tierSuffix(tier)}` as keyof OwnershipRow];
const buyerTiers = (row: TierPurchasesRow) => (tier: PortfolioTier) => row[`purchases_tier_${tierSuffix(tier)}` as keyof TierPurchasesRow];

/**
 * The place's ownership stock and its latest purchase date. Ownership answers read the properties loaded there (and their
 * purchases): a place holding neither is NoCoverage, one with properties but no sales is answered.
 */
async function coveredStock(sql: Sql, geography: Geography): Promise<{ stock: OwnershipRow; asOf: string | null }> {
  const [stock, dates] = await Promise.all([ownership(sql, geography), recordedDates(sql, [geography], ['purchases'])]);
  if (stock.properties === 0 && dates.purchases === null) throw await noCoverage(sql, [geography], ['purchases']);
  return { stock, asOf: dates.purchases };
}

export async function institutionalOwnership(query: InstitutionalOwnershipQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, query);
  const { stock, asOf } = await coveredStock(sql, geography);
  const months = monthWindow(resolveWindow(query, defaultWindowEnd(asOf, query.date_from)).window);
  const [bought, owners, sources] = await Promise.all([
    purchasesByTier(sql, geography, months),
    topInstitutionalOwners(sql, geography, query.top, query.group),
    loadedSources(sql),
  ]);
  const owned = tierBreakdown(ownerTiers(stock, query.group), stock.sf_owner_unknown, stock.single_family);
  const buyerUnknown = bought.purchases - PORTFOLIO_TIERS.reduce((sum, tier) => sum + buyerTiers(bought)(tier), 0);
  const purchased = tierBreakdown(buyerTiers(bought), buyerUnknown, bought.purchases);
  const body = {
    geography,
    data_as_of: asOf,
    group: query.group,
    single_family_properties: stock.single_family,
    ownership_by_tier: owned.byTier,
    institutional: owned.institutional,
    purchases: {
      ...months,
      total: bought.purchases,
      by_tier: purchased.byTier,
      institutional: purchased.institutional,
      // every share here is of the same total: each is listed, or none (docs/analytics-definitions.md#freshness-and-samples)
      low_sample: sharesOf(PURCHASE_SHARES, bought.purchases),
    },
    top_institutional_owners: owners.map((o) => ({
      owner_name: o.owner_name,
      tier: portfolioTier(o.portfolio_size),
      single_family_properties: o.single_family,
      share_of_single_family: share(o.single_family, stock.single_family),
      portfolio_size: o.portfolio_size,
      family_names: o.family_names,
    })),
    low_sample: sharesOf(STOCK_SHARES, stock.single_family),
  };
  return { body, sources };
}

export async function ownershipStatistics(query: OwnershipStatisticsQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, query);
  const [{ stock, asOf }, sources] = await Promise.all([coveredStock(sql, geography), loadedSources(sql)]);
  const of = (n: number) => countAndShare(n, stock.single_family);
  const body = {
    geography,
    data_as_of: asOf,
    properties: stock.properties,
    single_family_properties: stock.single_family,
    owner_occupied: of(stock.sf_owner_occupied),
    renter_occupied: of(stock.sf_absentee_owned),
    occupancy_unknown: of(stock.sf_occupancy_unknown),
    corporate_owned: of(stock.sf_corporate_owned),
    corporate_unknown: of(stock.sf_corporate_unknown),
    institutionally_owned: tierBreakdown(ownerTiers(stock), stock.sf_owner_unknown, stock.single_family).institutional,
    owner_unknown: of(stock.sf_owner_unknown),
    low_sample: sharesOf(OWNERSHIP_SHARES, stock.single_family),
  };
  return { body, sources };
}
