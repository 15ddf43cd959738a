/**
 * Recomputes the analytics rollups (loader/rollups/*.ts, tables from migrations/) from the base
 * tables. Run once at the end of every load; requests only ever read the results.
 */
import type { Sql, TransactionSql } from 'postgres';
import { refreshBuyerStats } from './rollups/buyers.ts';
import { refreshDataDates } from './rollups/dates.ts';
import { refreshGeoFlips, refreshGeoMonthly } from './rollups/geography.ts';
import { classifyInvestorPurchases, lockInvestorPurchases } from './rollups/investors.ts';
import { refreshOwnership } from './rollups/ownership.ts';
import { refreshRentalMarket } from './rollups/rentals.ts';
import { refreshBuyerPlaceMonths } from './rollups/top-buyers.ts';
import { refreshPriceIndex } from './rollups/valuation.ts';

/** Two loads finishing together must not interleave their delete + insert of the same rollup rows. */
const ROLLUP_LOCK = 720_431;

export interface RefreshOptions {
  /**
   * Each rollup in a transaction of its own, yielding to the event loop between them: the embedded
   * database's first-start seed, whose one connection requests share, holds it one rollup at a
   * time rather than for the whole refresh (docs/performance.md#first-start-seed). A reader may
   * then see one rollup refreshed before another, which a first start, with no analytics yet, allows.
   */
  stepwise?: boolean;
}

type Step = (tx: TransactionSql) => Promise<unknown>;

// order matters: every rollup counts the investor purchases classified before them, and later rollups read earlier ones
const STEPS: Step[] = [
  refreshBuyerStats,
  refreshGeoMonthly,
  refreshGeoFlips,
  refreshOwnership,
  refreshRentalMarket,
  refreshPriceIndex,
  refreshDataDates,
  refreshBuyerPlaceMonths,
  async (tx) => {
    await tx`delete from dataset_sources`;
    await tx`insert into dataset_sources (data_source, properties) select data_source, count(*) from properties group by data_source`;
  },
];

const VACUUMED = [
  // VACUUM as well as ANALYZE: index-only scans (search totals) need the visibility map of fresh rows
  'properties',
  'transactions',
  'rentals',
  // the rollups are rewritten whole: reclaim the old rows now rather than at autovacuum's pace
  'buyer_stats, buyer_profiles, buyer_activity_monthly, buyer_place_months',
  'rental_lease_months, rental_sale_months, rental_place_lease_months, rental_place_sale_months',
  'price_index_months',
  'geo_monthly, geo_hold_times, geo_flips, owner_portfolios, geo_ownership, geo_institutional_owners, geo_data_dates',
  'geo_place_months, geo_place_hold_times',
];

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function refreshRollups(sql: Sql, options: RefreshOptions = {}): Promise<void> {
  // Its own transaction: it holds the classification lock, which another load's batches wait for,
  // only while it runs, not through the rollups.
  await sql.begin(async (tx) => {
    await lockInvestorPurchases(tx);
    await tx`set local statement_timeout = 0`;
    await classifyInvestorPurchases(tx);
  });
  if (options.stepwise) await yieldToRequests();
  const run = async (tx: TransactionSql, steps: Step[]) => {
    await tx`select pg_advisory_xact_lock(${ROLLUP_LOCK})`;
    // minutes at a million properties: the request statement timeout does not apply to a load
    await tx`set local statement_timeout = 0`;
    for (const step of steps) await step(tx);
  };
  if (options.stepwise) {
    for (const step of STEPS) {
      await sql.begin((tx) => run(tx, [step]));
      await yieldToRequests();
    }
  } else await sql.begin((tx) => run(tx, STEPS));
  // VACUUM cannot run in a transaction, so its timeout is lifted on a reserved connection
  for (const tables of options.stepwise ? VACUUMED.map((t) => [t]) : [VACUUMED]) {
    const conn = await sql.reserve();
    try {
      await conn`set statement_timeout = 0`;
      for (const t of tables) await conn.unsafe(`vacuum (analyze) ${t}`);
    } finally {
      await conn`reset statement_timeout`;
      conn.release();
    }
    if (options.stepwise) await yieldToRequests();
  }
}
