/**
 * Recomputes the analytics rollups (loader/rollups/*.ts, tables from migrations/) from the base
 * tables, then the valuations on record of the states that changed (loader/valuations/refresh.ts).
 * Run once at the end of every load; requests only ever read the results.
 */
import type { Sql, TransactionSql } from 'postgres';
import { supportsCopy } from '../../shared/platform/db/capabilities.ts';
import { lockForLoad } from '../../shared/platform/db/locks.ts';
import { refreshValuations, valuationConcurrency } from '../valuations/refresh.ts';
import { amongKeys, buyerActivityMonthly, buyerProfiles, buyerStats } from './buyers.ts';
import { consumeChanges, EVERY_MONTH, type PendingChanges, pendingChanges, type RollupScope, widen } from './changes.ts';
import { moveInvestorCounts, moveTierCounts } from './count-moves.ts';
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
  /** every rollup rewritten whole, whatever the loads changed */
  full?: boolean;
  /** the valuation pass after the rollups (default true); false: the bulk load and a benchmark time it apart */
  valuations?: boolean;
  /** the base tables were just analysed (the bulk load analyses them in its transaction) */
  analyzed?: boolean;
  /** every purchase was written with its class (the bulk insert): a full refresh classifies none again */
  classified?: boolean;
  /**
   * A time (epoch ms) after which no step but the first is started: the refresh stops with `stopped` and the
   * next one resumes it (a load on AWS, cut into invocations: docs/data.md#a-national-load-on-aws).
   * The valuation pass after it takes the same deadline.
   */
  deadline?: number;
}

/** A refresh stopped at its deadline between two steps. */
class DeadlinePassed extends Error {}

const datasetSources: Rollup = {
  clear: (tx) => tx`delete from dataset_sources`,
  fill: (tx) => tx`insert into dataset_sources (data_source, properties) select data_source, count(*) from properties group by data_source`,
};

// order matters: every rollup counts the investor purchases classified before them, and later rollups read earlier ones
export const ROLLUPS: Record<string, Rollup> = {
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

/**
 * Two chains of the full refresh that read nothing the other writes, run at once on a database
 * server, each on a connection of its own: one rollup statement keeps one core busy (PostgreSQL
 * plans no parallel workers for an INSERT ... SELECT). The first holds every rollup that reads
 * buyer_stats or the families, then the rental market; the second the price index, hold times and
 * flips. The two largest at a million properties (the price index and the rental market's value
 * years) sit in different chains, so that neither chain waits long for the other.
 */
export const CHAINS: string[][] = [
  [
    'buyerStats',
    'buyerProfiles',
    'buyerActivityMonthly',
    'geoMonthly',
    'geoPlaceMonths',
    'families',
    'ownership',
    'buyerPlaceMonths',
    'datasetSources',
    'rentalPlaceLeaseMonths',
    'rentalPlaceSaleMonths',
    'rentalPlaceValueYears',
  ],
  ['priceIndex', 'geoPlaceHoldTimes', 'geoPlaceHoldYears', 'geoFlips', 'dataDates'],
];

/** What a refresh did: `full` (every rollup rewritten) or from which month and for how many buyers. */
export interface RefreshSummary {
  full: boolean;
  since: string | null;
  buyers: number;
  /** seconds per step, in order */
  steps: { step: string; seconds: number }[];
  /** stopped at the deadline: the rollups (or the valuation pass) are not all done */
  stopped?: boolean;
}

/**
 * Brings the rollups up to date with the base tables after a load. By default only what the loads
 * since the last refresh changed (loader/rollups/changes.ts): the time-keyed rollups from the
 * earliest month changed, the per-buyer rollups of the buyers touched, and the small rollups of
 * the present (ownership, families, data dates) whole. `full` rewrites everything: the first
 * seed, `npm run refresh-rollups`, a migration that changes a rollup's definition; so does a
 * change no batch logged (properties deleted outside the loader).
 *
 * Each step commits on its own and is recorded (rollup_refresh_steps): a refresh interrupted is
 * resumed by the next one, which skips the steps already done for the same changes.
 */
export async function refreshRollups(sql: Sql, options: RefreshOptions = {}): Promise<RefreshSummary> {
  if (!options.analyzed) await analyzeBaseTables(sql, options);
  // with no batch half-way: one could commit a change below the position this refresh consumes
  const { pending, eventsThrough } = await sql.begin(async (tx) => {
    await lockInvestorPurchases(tx);
    const [events] = await tx<{ pos: string }[]>`select coalesce(max(pos), 0)::text as pos from change_events`;
    return { pending: await pendingChanges(tx), eventsThrough: events!.pos };
  });
  const full = options.full === true || pending.full;
  const summary: RefreshSummary = { full, since: pending.since, buyers: pending.buyerKeys.size, steps: [] };
  if (full || pending.through !== null) {
    // A full refresh on a server holds the rollup lock for its whole length, on a connection of its
    // own, so its two chains run at once; steps elsewhere take it one transaction at a time.
    const session = full && !options.stepwise && (await supportsCopy(sql)) ? await holdRollupLock(sql) : null;
    try {
      await refreshWith(sql, options, pending, summary, session !== null);
    } catch (err) {
      if (!(err instanceof DeadlinePassed)) throw err;
      return { ...summary, stopped: true };
    } finally {
      await session?.release();
    }
  }
  // the rows of every change event up to here are in the rollups (the valuation pass's mark)
  await sql`
    insert into rollup_refreshed (events_through) values (${eventsThrough}::bigint)
    on conflict (singleton) do update set events_through = greatest(rollup_refreshed.events_through, excluded.events_through)`;
  // the valuations read the price index and the market evidence just written
  if (options.valuations !== false) {
    const valued = await refreshValuations(sql, {
      stepwise: options.stepwise,
      concurrency: await valuationConcurrency(sql),
      deadline: options.deadline,
    });
    if (valued.some((v) => !v.complete)) summary.stopped = true;
  }
  return summary;
}

async function holdRollupLock(sql: Sql): Promise<{ release(): Promise<void> }> {
  const conn = await sql.reserve();
  await conn`select pg_advisory_lock(${ROLLUP_LOCK})`;
  return {
    async release() {
      await conn`select pg_advisory_unlock(${ROLLUP_LOCK})`;
      conn.release();
    },
  };
}

async function refreshWith(sql: Sql, options: RefreshOptions, pending: PendingChanges, summary: RefreshSummary, locked: boolean) {
  const full = summary.full;
  const steps = await resumableSteps(sql, pending.through, summary, locked, options.deadline);
  const scope: RollupScope = { full, since: pending.since, buyerKeys: pending.buyerKeys, dealIds: pending.dealIds };
  if (full && !options.classified)
    // Its own transaction: it holds the classification lock, which another load's batches wait
    // for, only while it runs. Incrementally, each batch classified the buyers it touched.
    await steps.run('investor purchases', async (tx) => {
      await lockInvestorPurchases(tx);
      await classifyInvestorPurchases(tx);
    });
  // under the rollup lock: two loads finishing together would each rewrite the other's flags.
  // Incrementally, only what the changes reach; with no dated row changed, nothing to decide again.
  if (full || scope.since !== null) {
    const only = full || scope.since === EVERY_MONTH ? null : { since: scope.since!, dealIds: [...scope.dealIds] };
    await steps.run('market evidence', async (tx) => (await markMarketEvidence(tx, only)).scope, scope);
  }
  if (options.stepwise) await yieldToRequests();
  if (full) await writeWhole(sql, steps, options, locked);
  else await writeChanged(steps, scope, pending.through!);
  summary.since = scope.since;
  summary.buyers = scope.buyerKeys.size;
  await sql.begin((tx) => consumeChanges(tx, pending.through));
  const started = performance.now();
  await vacuumLoaded(sql, { ...options, analyzed: true });
  summary.steps.push({ step: 'vacuum', seconds: (performance.now() - started) / 1000 });
}

/** A refresh's steps, each in a transaction of its own under the rollup lock, recorded once done. */
interface Steps {
  /**
   * Runs `work` unless this refresh already finished it; what it returns widens `scope` (also when
   * it was finished before: the record keeps it).
   */
  run(step: string, work: (tx: TransactionSql) => Promise<RollupScope | unknown>, scope?: RollupScope): Promise<void>;
}

async function resumableSteps(
  sql: Sql,
  through: number | null,
  summary: RefreshSummary,
  locked: boolean,
  deadline = Number.POSITIVE_INFINITY,
): Promise<Steps> {
  // rollup_refresh_steps_pkey
  const done = new Map(
    through === null
      ? []
      : (
          await sql<{ step: string; since: string | null; buyer_keys: string[] }[]>`
            select step, since::text as since, buyer_keys from rollup_refresh_steps where through_pos = ${through}`
        ).map((r) => [r.step, r]),
  );
  let ran = 0;
  return {
    async run(step, work, scope) {
      const before = done.get(step);
      if (before) {
        if (scope) widen(scope, before.since, before.buyer_keys);
        return;
      }
      // one step at least, whatever the deadline: an invocation given too little time still advances
      if (ran > 0 && Date.now() >= deadline) throw new DeadlinePassed(`the refresh stopped before ${step}`);
      ran++;
      const started = performance.now();
      await sql.begin(async (tx) => {
        // minutes at a million properties: the request statement timeout does not apply to a load
        if (locked) await tx`set local statement_timeout = 0`;
        else await lockForLoad(tx, ROLLUP_LOCK);
        const found = await work(tx);
        const wider = scope && isScope(found) ? found : null;
        if (scope && wider) widen(scope, wider.since, wider.buyerKeys);
        const seconds = (performance.now() - started) / 1000;
        summary.steps.push({ step, seconds });
        if (through !== null)
          await tx`
            insert into rollup_refresh_steps (through_pos, step, seconds, since, buyer_keys)
            values (${through}, ${step}, ${seconds}, ${wider?.since ?? null}::date, ${[...(wider?.buyerKeys ?? [])]}::text[])
            on conflict do nothing`;
      });
    },
  };
}

/** A rollup's step that writes it whole. */
const rewrite = (rollup: Rollup) => async (tx: TransactionSql) => {
  await rollup.clear(tx);
  await rollup.fill(tx, null);
};

const isScope = (value: unknown): value is RollupScope =>
  typeof value === 'object' && value !== null && 'buyerKeys' in value && 'since' in value;

/** Every rollup rewritten: each in a transaction, two chains at once under the refresh's lock, or (stepwise) a part per transaction. */
async function writeWhole(sql: Sql, steps: Steps, options: RefreshOptions, locked: boolean): Promise<void> {
  const whole = (name: string) => steps.run(name, rewrite(ROLLUPS[name]!));
  if (!options.stepwise) {
    if (locked)
      // settled: a chain stopped at the deadline must not release the lock while the other writes
      failFirst(
        await Promise.allSettled(
          CHAINS.map(async (chain) => {
            for (const name of chain) await whole(name);
          }),
        ),
      );
    else for (const name of Object.keys(ROLLUPS)) await whole(name);
    return;
  }
  for (const [name, rollup] of Object.entries(ROLLUPS)) {
    const parts = rollup.parts ? await sql.begin((tx) => rollup.parts!(tx)) : [];
    if (parts.length === 0) await whole(name);
    else {
      await steps.run(`${name} clear`, (tx) => rollup.clear(tx));
      for (const part of parts) {
        await yieldToRequests();
        await steps.run(`${name} ${part}`, (tx) => rollup.fill(tx, part));
      }
    }
    await yieldToRequests();
  }
}

/** Throws the first rejection among settled promises. */
function failFirst(results: PromiseSettledResult<unknown>[]): void {
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * What the changes touched rewritten: the per-buyer rollups of the buyers touched (with the tier
 * counts of those whose tier changed moved), the time-keyed rollups from the earliest month
 * changed, and the rest whole.
 */
async function writeChanged(steps: Steps, scope: RollupScope, through: number): Promise<void> {
  // a full rewrite of the time-keyed rollups (an undated row changed) leaves no month to move
  if (scope.since !== EVERY_MONTH) await steps.run('investor moves', (tx) => moveInvestorCounts(tx, through, scope.since));
  for (const [name, rollup] of Object.entries(ROLLUPS)) {
    if (rollup.refreshBuyers) {
      const keys = [...scope.buyerKeys].sort();
      if (keys.length === 0) continue;
      if (rollup === buyerStats) await steps.run(name, (tx) => refreshBuyerStats(tx, keys, scope.since));
      else await steps.run(name, (tx) => rollup.refreshBuyers!(tx, keys));
    } else if (rollup.refreshFrom) {
      const since = scope.since;
      if (since === null) continue;
      // an undated row changed: no month filter reaches it
      await steps.run(name, since > EVERY_MONTH ? (tx) => rollup.refreshFrom!(tx, since) : rewrite(rollup));
    } else await steps.run(name, rewrite(rollup));
  }
}

/** The tier every rollup gives a buyer's purchases: 'unknown' without a portfolio stated (count-moves.ts). */
const TIER = `case when portfolio_size is not null then portfolio_tier(portfolio_size) else 'unknown' end`;

/**
 * buyer_stats of these buyers rewritten, and the tier counts of the purchases of those whose tier
 * changed moved in the months the refresh does not rewrite (loader/rollups/count-moves.ts).
 */
async function refreshBuyerStats(tx: TransactionSql, keys: string[], since: string | null): Promise<void> {
  const tiers = async () =>
    new Map(
      // buyer_stats_pkey
      (
        await tx<{ buyer_key: string; tier: string }[]>`
          select buyer_key, ${tx.unsafe(TIER)} as tier from buyer_stats where ${amongKeys(tx, 'buyer_key', keys)}`
      ).map((r) => [r.buyer_key, r.tier]),
    );
  const before = await tiers();
  await buyerStats.refreshBuyers!(tx, keys);
  const after = await tiers();
  const moves = keys
    .filter((k) => before.get(k) !== after.get(k))
    .map((k) => ({ buyer_key: k, from: before.get(k) ?? null, to: after.get(k) ?? null }));
  await moveTierCounts(tx, moves, since);
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
