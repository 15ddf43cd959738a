/**
 * Recomputes the analytics rollups (loader/rollups/*.ts, tables from migrations/) from the base
 * tables, then the valuations on record of the states that changed (loader/valuations/refresh.ts).
 * Run once at the end of every load; requests only ever read the results.
 */
import type { Sql, TransactionSql } from 'postgres';
import { lockForLoad } from '../../shared/platform/db/locks.ts';
import { refreshValuations, valuationConcurrency } from '../valuations/refresh.ts';
import { buyerActivityMonthly, buyerProfiles, buyerStats } from './buyers.ts';
import { dataDates } from './dates.ts';
import { families } from './families.ts';
import { geoFlips, geoMonthly, geoPlaceHoldTimes, geoPlaceHoldYears, geoPlaceMonths } from './geography.ts';
import { classifyInvestorPurchases, lockInvestorPurchases } from './investors.ts';
import { markMarketEvidence } from './market-evidence.ts';
import { ownership } from './ownership.ts';
import { rentalPlaceLeaseMonths, rentalPlaceSaleMonths, rentalPlaceValueYears } from './rentals.ts';
import type { Rollup } from './rollup.ts';
import { buyerPlaceMonths } from './top-buyers.ts';
import { priceIndex } from './valuation.ts';

/** Two loads finishing together must not interleave their delete + insert of the same rollup rows. */
const ROLLUP_LOCK = 720_431;

export interface RefreshOptions {
  /**
   * Each rollup part (loader/rollups/rollup.ts) in a transaction of its own, yielding to the event
   * loop between them: the embedded database's first-start seed, whose one connection requests
   * share, holds it one part at a time rather than for the whole refresh
   * (docs/performance.md#first-start-seed). A reader may then see a rollup partly written, which a
   * first start, with no analytics yet, allows.
   */
  stepwise?: boolean;
}

const datasetSources: Rollup = {
  clear: (tx) => tx`delete from dataset_sources`,
  fill: (tx) => tx`insert into dataset_sources (data_source, properties) select data_source, count(*) from properties group by data_source`,
};

// order matters: every rollup counts the investor purchases classified before them, and later rollups read earlier ones
const ROLLUPS: Record<string, Rollup> = {
  buyerStats,
  buyerProfiles,
  buyerActivityMonthly,
  geoMonthly,
  geoPlaceMonths,
  geoPlaceHoldTimes,
  geoPlaceHoldYears,
  geoFlips,
  families,
  ownership,
  rentalPlaceLeaseMonths,
  rentalPlaceSaleMonths,
  rentalPlaceValueYears,
  priceIndex,
  dataDates,
  buyerPlaceMonths,
  datasetSources,
};

const VACUUMED = [
  // VACUUM as well as ANALYZE: index-only scans (search totals) need the visibility map of fresh rows
  'properties',
  'transactions',
  'rentals',
  // the rollups are rewritten whole: reclaim the old rows now rather than at autovacuum's pace
  'buyer_stats, buyer_profiles, buyer_activity_monthly, buyer_place_months',
  'rental_place_lease_months, rental_place_sale_months, rental_place_value_years',
  'price_index_months, price_index_days',
  'geo_monthly, geo_flips, owner_portfolios, geo_ownership, geo_institutional_owners, geo_data_dates',
  'entity_families, family_portfolios, geo_institutional_families',
  'geo_place_months, geo_place_hold_times, geo_place_hold_years',
];

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface RebuildOptions {
  /** every purchase was written with its class (the bulk insert): none is classified again */
  purchasesClassified?: boolean;
}

/**
 * Every purchase classified and every rollup recomputed inside the caller's transaction: the bulk
 * loader's (loader/bulk/staging.ts), which commits its rows and their rollups together.
 */
export async function rebuildRollupsIn(tx: TransactionSql, onStep?: StepTimer, options: RebuildOptions = {}): Promise<void> {
  await lockInvestorPurchases(tx);
  const timed = stepTimer(onStep);
  if (!options.purchasesClassified) await timed('investor purchases', () => classifyInvestorPurchases(tx));
  await lockForLoad(tx, ROLLUP_LOCK);
  await timed('market evidence', () => markMarketEvidence(tx));
  await writeEveryRollup(tx, timed);
}

/** Told the seconds each step of a refresh took: the investor classification, then each rollup by name. */
export type StepTimer = (step: string, seconds: number) => void;

function stepTimer(onStep?: StepTimer) {
  return async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    onStep?.(step, (performance.now() - started) / 1000);
  };
}

async function writeEveryRollup(tx: TransactionSql, timed = stepTimer()): Promise<void> {
  for (const [name, rollup] of Object.entries(ROLLUPS))
    await timed(name, async () => {
      await rollup.clear(tx);
      await rollup.fill(tx, null);
    });
}

export async function refreshRollups(sql: Sql, options: RefreshOptions = {}): Promise<void> {
  await analyzeBaseTables(sql, options);
  // Its own transaction: it holds the classification lock, which another load's batches wait for,
  // only while it runs, not through the rollups.
  await sql.begin(async (tx) => {
    await lockInvestorPurchases(tx);
    await classifyInvestorPurchases(tx);
  });
  await sql.begin(async (tx) => {
    await tx`set local statement_timeout = 0`;
    // under the rollup lock: two loads finishing together would each rewrite the other's flags
    await lockForLoad(tx, ROLLUP_LOCK);
    await markMarketEvidence(tx);
  });
  if (options.stepwise) await yieldToRequests();
  const inTransaction = (work: (tx: TransactionSql) => Promise<unknown>) =>
    sql.begin(async (tx) => {
      // minutes at a million properties: the request statement timeout does not apply to a load
      await lockForLoad(tx, ROLLUP_LOCK);
      await work(tx);
    });
  if (options.stepwise) {
    for (const rollup of Object.values(ROLLUPS)) {
      const parts = rollup.parts ? await sql.begin((tx) => rollup.parts!(tx)) : [];
      if (parts.length === 0) {
        await inTransaction(async (tx) => {
          await rollup.clear(tx);
          await rollup.fill(tx, null);
        });
      } else {
        await inTransaction((tx) => rollup.clear(tx));
        for (const part of parts) {
          await yieldToRequests();
          await inTransaction((tx) => rollup.fill(tx, part));
        }
      }
      await yieldToRequests();
    }
  } else await inTransaction((tx) => writeEveryRollup(tx));
  await vacuumLoaded(sql, { ...options, analyzed: true });
  // the valuations read the price index and the market evidence just written
  await refreshValuations(sql, { stepwise: options.stepwise, concurrency: await valuationConcurrency(sql) });
}

/**
 * The classification and every rollup plan on the base tables, which the load before them just
 * changed: their statistics first. Autovacuum may not have caught up with the load, and the
 * embedded database has none; stale statistics from a much smaller or larger table turn the
 * rollups' joins into nested loops.
 */
async function analyzeBaseTables(sql: Sql, options: RefreshOptions): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`set local statement_timeout = 0`;
    if (options.stepwise) await tx.unsafe(`set local default_statistics_target = ${STEPWISE_STATISTICS_TARGET}`);
    await tx.unsafe(`analyze ${BASE_TABLES.join(', ')}`);
  });
}

const BASE_TABLES = ['properties', 'transactions', 'rentals'];
const STEPWISE_STATISTICS_TARGET = 30;

/**
 * VACUUM (ANALYZE) of the base tables and the rollups after a load. `analyzed`: the base tables'
 * statistics are already fresh (the bulk load analyses them before its rollups), so they are only
 * vacuumed. Stepwise, the vacuum and the analyze of each table are separate statements, each a
 * shorter wait.
 */
export async function vacuumLoaded(sql: Sql, options: RefreshOptions & { analyzed?: boolean } = {}): Promise<void> {
  const commands = VACUUMED.flatMap((tables) => {
    const analyze = !(options.analyzed && BASE_TABLES.includes(tables));
    if (!analyze) return [`vacuum ${tables}`];
    return options.stepwise ? [`vacuum ${tables}`, `analyze ${tables}`] : [`vacuum (analyze) ${tables}`];
  });
  // VACUUM cannot run in a transaction, so its timeout is lifted on a reserved connection
  for (const group of options.stepwise ? commands.map((c) => [c]) : [commands]) {
    const conn = await sql.reserve();
    try {
      await conn`set statement_timeout = 0`;
      // Stepwise (the embedded demo, some 15,000 properties), a smaller statistics sample halves the
      // longest ANALYZE, the longest wait a request has behind the seed; it still describes tables
      // of that size closely.
      if (options.stepwise) await conn.unsafe(`set default_statistics_target = ${STEPWISE_STATISTICS_TARGET}`);
      for (const command of group) await conn.unsafe(command);
    } finally {
      await conn`reset statement_timeout`;
      if (options.stepwise) await conn`reset default_statistics_target`;
      conn.release();
    }
    if (options.stepwise) await yieldToRequests();
  }
}
