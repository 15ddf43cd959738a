/**
 * The bulk path for a first load into an empty database (docs/data.md#bulk-loads), on PostgreSQL:
 *   1. stage: records are COPYed, as text, into unlogged staging tables (bulk_properties,
 *      bulk_transactions, bulk_rentals), from one or several connections at once (StagingWriter,
 *      one per shard, loader/bulk/worker.ts);
 *   2. finish, in one transaction: the secondary indexes, primary keys and foreign keys of
 *      properties, transactions and rentals are dropped, the staged rows inserted once each in
 *      geographic order, the indexes and constraints recreated from the definitions the catalog
 *      held (pg_get_indexdef, pg_get_constraintdef: the migrations stay their one source), the
 *      tables analysed, every purchase classified and every rollup recomputed set-based;
 *   3. VACUUM (ANALYZE) after the commit, for the visibility map of the fresh rows.
 * Killed anywhere before the commit, the tables are as empty as they were (the transaction rolls
 * back; the staging tables are rebuilt by the next run), so running the same load again gives the
 * same database. Killed after it, the load is complete and only its VACUUM is missing.
 */
import type { ReservedSql, Sql, TransactionSql } from 'postgres';
import { config } from '../../shared/platform/config.ts';
import { sequenceChanges, writeBulkChangeEvents } from '../ingest/change-events.ts';
import { copyField, typesOf } from '../ingest/copy.ts';
import type { StoredProperty } from '../ingest/records.ts';
import { COPIED_FROM_PROPERTY, PROPERTY_COLUMNS, RENTAL_COLUMNS, TRANSACTION_COLUMNS } from '../ingest/writer.ts';
import { refreshRollups } from '../rollups/index.ts';
import { stageInvestorPurchases } from '../rollups/investors.ts';
import { refreshValuations, valuationConcurrency } from '../valuations/refresh.ts';

/** Held for the whole bulk load on one session: two bulk loads would share the staging tables. */
const BULK_LOCK = 720_433;

const TARGETS = {
  properties: PROPERTY_COLUMNS,
  transactions: TRANSACTION_COLUMNS,
  rentals: RENTAL_COLUMNS,
} as const;
type Target = keyof typeof TARGETS;
const stage = (table: Target) => `bulk_${table}`;

/**
 * The order rows are written in: the same key loader/bulk/disk-order.ts reorders existing tables by, so
 * neighbours on the map are neighbours on disk and a radius scan reads few pages.
 */
const GEO_ORDER = 'ST_GeoHash(geog::geometry, 10)';

export class BulkRefused extends Error {}

export interface FinishOptions {
  /** maintenance_work_mem for the index builds, e.g. '1GB' */
  maintenanceWorkMem?: string;
  /** max_parallel_maintenance_workers: extra processes per B-tree build (default BULK_PARALLEL_MAINTENANCE_WORKERS, else 2) */
  parallelWorkers?: number;
  /** write rows in geographic order (GEO_ORDER); off, in staging order */
  geoOrder?: boolean;
  onPhase?: (phase: string, seconds: number) => void;
  /** the valuation pass after the rollups (default true); false: a benchmark times it apart */
  valuations?: boolean;
}

export interface BulkTimings {
  properties: number;
  /** seconds per phase of the finishing transaction, and the vacuum after it */
  phases: Record<string, number>;
  /** seconds per step of the `rollups` phase: the investor classification, then each rollup */
  rollups: Record<string, number>;
}

async function isEmpty(sql: Sql | TransactionSql): Promise<boolean> {
  const [row] = await sql<{ empty: boolean }[]>`select not exists (select 1 from properties) as empty`;
  return row!.empty;
}

/**
 * Takes the bulk lock on a session of its own and (re)creates empty staging tables; refuses a
 * database that holds properties. The returned session holds the lock until released.
 */
export async function startBulk(sql: Sql): Promise<ReservedSql> {
  const session = await sql.reserve();
  try {
    const [lock] = await session<{ ok: boolean }[]>`select pg_try_advisory_lock(${BULK_LOCK}) as ok`;
    if (!lock!.ok) throw new BulkRefused('another bulk load is running on this database');
    if (!(await isEmpty(session)))
      throw new BulkRefused(
        'the database already holds properties: the bulk path loads an empty database only; load without --bulk (records already there and unchanged are skipped)',
      );
    for (const [table, columns] of Object.entries(TARGETS) as [Target, readonly string[]][]) {
      await session.unsafe(`drop table if exists ${stage(table)}`);
      // all text, so a COPY cannot fail on a value: the casts of the finishing insert check them
      await session.unsafe(`create unlogged table ${stage(table)} (ord bigint not null, ${columns.map((c) => `${c} text`).join(', ')})`);
    }
  } catch (err) {
    await session`select pg_advisory_unlock_all()`.catch(() => {});
    session.release();
    throw err;
  }
  return session;
}

export async function endBulk(session: ReservedSql): Promise<void> {
  await session`select pg_advisory_unlock(${BULK_LOCK})`.catch(() => {});
  session.release();
}

/**
 * Buffers prepared records as COPY text and writes them to the staging tables `chunk` properties
 * at a time, each chunk in a transaction of its own. `ord` orders the records as the input does:
 * when a property appears twice, the later one is kept, as the incremental loader keeps it.
 */
export class StagingWriter {
  private text: Record<Target, string[]> = { properties: [], transactions: [], rentals: [] };
  private pending = 0;
  staged = 0;

  constructor(
    private readonly sql: Sql,
    private readonly chunk = 2000,
  ) {}

  async add(stored: StoredProperty, ord: number): Promise<void> {
    this.text.properties.push(line(ord, PROPERTY_COLUMNS, stored.property));
    for (const t of stored.transactions) this.text.transactions.push(line(ord, TRANSACTION_COLUMNS, t));
    for (const r of stored.rentals) this.text.rentals.push(line(ord, RENTAL_COLUMNS, r));
    if (++this.pending >= this.chunk) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending === 0) return;
    const text = this.text;
    this.text = { properties: [], transactions: [], rentals: [] };
    const n = this.pending;
    this.pending = 0;
    await this.sql.begin(async (tx) => {
      for (const table of Object.keys(TARGETS) as Target[]) {
        if (text[table].length === 0) continue;
        const stream = await tx.unsafe(`copy ${stage(table)} (ord, ${TARGETS[table].join(', ')}) from stdin`).writable();
        await new Promise<void>((resolve, reject) => {
          stream.on('error', reject);
          stream.end(text[table].join(''), () => resolve());
        });
      }
    });
    this.staged += n;
  }
}

function line(ord: number, columns: readonly string[], row: object): string {
  const r = row as Record<string, unknown>;
  let out = String(ord);
  for (const c of columns) out += `\t${copyField(r[c])}`;
  return `${out}\n`;
}

interface Definitions {
  /** primary keys and unique constraints: name, table, definition */
  keys: { name: string; table: string; def: string }[];
  foreignKeys: { name: string; table: string; def: string }[];
  /** indexes that back no constraint: name and CREATE INDEX statement */
  indexes: { name: string; table: string; def: string }[];
}

/** What the migrations built on the three tables, as the catalog holds it. */
async function definitions(tx: TransactionSql): Promise<Definitions> {
  const tables = Object.keys(TARGETS);
  const constraints = await tx<{ name: string; table: string; def: string; type: string }[]>`
    select c.conname as name, c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as def, c.contype as type
    from pg_constraint c
    where (c.conrelid = any(${tables}::regclass[]) or c.confrelid = any(${tables}::regclass[])) and c.contype in ('p', 'u', 'f')
    order by c.conname`;
  const indexes = await tx<{ name: string; table: string; def: string }[]>`
    select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as table, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    where i.indrelid = any(${tables}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
    order by i.indexrelid::regclass::text`;
  return {
    keys: constraints.filter((c) => c.type !== 'f'),
    foreignKeys: constraints.filter((c) => c.type === 'f'),
    indexes: [...indexes],
  };
}

/**
 * Inserts the staged rows and builds everything after them, in one transaction (see the head of
 * this file), then vacuums the loaded tables. Returns the properties loaded and the time of each phase.
 */
export async function finishBulk(sql: Sql, options: FinishOptions = {}): Promise<BulkTimings> {
  const { phases, done } = phaseTimer(options.onPhase);
  const rollups: Record<string, number> = {};
  const order = (key: string) => (options.geoOrder === false ? '' : `order by ${GEO_ORDER.replace('geog', key)}`);
  let properties = 0;
  await sql.begin(async (tx) => {
    await takeTablesForBulk(tx, options);
    const defs = await dropKeysAndIndexes(tx);
    done('drop indexes');
    await keepLastOccurrences(tx);
    done('deduplicate');
    properties = await insertStaged(tx, order, done);
    await restoreKeysAndIndexes(tx, defs, done);
    // the rollups below plan on these tables: statistics first (ANALYZE, unlike VACUUM, runs in a transaction)
    await tx`analyze properties, transactions, rentals`;
    done('analyze');
    // Every rollup is owed a full refresh, which runs after the commit as resumable steps: killed
    // during it, the next refresh (any load's, or npm run refresh-rollups -- --changed) finishes it.
    await tx`insert into rollup_changes (full_refresh) values (true)`;
    for (const table of Object.keys(TARGETS) as Target[]) await tx.unsafe(`drop table ${stage(table)}`);
  });
  done('commit');
  await sequenceChanges(sql);
  done('sequence change events');
  // every purchase was written with its class; the statistics are fresh
  // (then VACUUM, which cannot run in a transaction: the visibility map of the fresh rows)
  const refreshed = await refreshRollups(sql, { full: true, classified: true, analyzed: true, valuations: false });
  done('rollups and vacuum');
  for (const { step, seconds } of refreshed.steps) rollups[step] = seconds;
  if (options.valuations !== false) {
    await refreshValuations(sql, { concurrency: await valuationConcurrency(sql) });
    done('valuations');
  }
  return { properties, phases, rollups };
}

type PhaseDone = (phase: string) => void;

/** The seconds of each phase, from the end of the one before it. */
function phaseTimer(onPhase: FinishOptions['onPhase']): { phases: Record<string, number>; done: PhaseDone } {
  const phases: Record<string, number> = {};
  let last = performance.now();
  const done = (phase: string) => {
    const now = performance.now();
    phases[phase] = (now - last) / 1000;
    last = now;
    onPhase?.(phase, phases[phase]!);
  };
  return { phases, done };
}

/** The transaction's settings for index builds, and the three tables the load's alone until it commits. */
async function takeTablesForBulk(tx: TransactionSql, options: FinishOptions): Promise<void> {
  await tx`set local statement_timeout = 0`;
  await tx.unsafe(`set local maintenance_work_mem = '${(options.maintenanceWorkMem ?? '1GB').replace(/[^0-9A-Za-z]/g, '')}'`);
  const parallel = options.parallelWorkers ?? config().BULK_PARALLEL_MAINTENANCE_WORKERS ?? 2;
  await tx.unsafe(`set local max_parallel_maintenance_workers = ${Math.max(0, Math.floor(parallel) || 0)}`);
  // an incremental load waits rather than interleaves
  await tx`lock table properties, transactions, rentals in access exclusive mode`;
  if (!(await isEmpty(tx))) throw new BulkRefused('the database received properties during the bulk load: nothing was written');
}

/** Drops the tables' keys, foreign keys and indexes, returning their definitions to build them again after the rows. */
async function dropKeysAndIndexes(tx: TransactionSql): Promise<Definitions> {
  const defs = await definitions(tx);
  for (const fk of defs.foreignKeys) await tx.unsafe(`alter table ${fk.table} drop constraint ${fk.name}`);
  for (const key of defs.keys) await tx.unsafe(`alter table ${key.table} drop constraint ${key.name}`);
  for (const index of defs.indexes) await tx.unsafe(`drop index ${index.name}`);
  return defs;
}

/** The same property twice in the input: its last occurrence wins, with its own history. */
async function keepLastOccurrences(tx: TransactionSql): Promise<void> {
  await tx.unsafe(`create temp table bulk_winners on commit drop as
    select property_id, max(ord) as ord from ${stage('properties')} group by property_id having count(*) > 1`);
  const [dupes] = await tx<{ n: number }[]>`select count(*)::int as n from bulk_winners`;
  if (dupes!.n > 0)
    for (const table of Object.keys(TARGETS) as Target[])
      await tx.unsafe(`delete from ${stage(table)} s using bulk_winners w where s.property_id = w.property_id and s.ord <> w.ord`);
}

/** The staged rows into properties, transactions and rentals, with their change events; returns the properties loaded. */
async function insertStaged(tx: TransactionSql, order: (key: string) => string, done: PhaseDone): Promise<number> {
  const cast = async (table: Target) => {
    const types = await typesOf(tx, table);
    return TARGETS[table].map((c) => `${c}::${types.get(c)} as ${c}`).join(', ');
  };
  // county and metro come from the zip when the record does not name its county (as writer.ts)
  await tx.unsafe(
    `insert into properties (${PROPERTY_COLUMNS.join(', ')})
     select ${PROPERTY_COLUMNS.map((c) =>
       c === 'county_fips' ? 'coalesce(s.county_fips, z.county_fips)' : c === 'cbsa_code' ? 'coalesce(c.cbsa_code, z.cbsa_code)' : `s.${c}`,
     ).join(', ')}
     from (select ${await cast('properties')}, st_setsrid(st_makepoint(lon::float8, lat::float8), 4326)::geography as geog
           from ${stage('properties')}) s
     left join zips z on z.zip = s.zip
     left join counties c on c.fips = coalesce(s.county_fips, z.county_fips)
     ${order('s.geog')}`,
  );
  done('insert properties');
  // each purchase is written with its investor class: classified after the writes, every investor
  // purchase would be rewritten with an entry in each of the table's indexes (minutes at a million)
  await stageInvestorPurchases(tx, stage('transactions'));
  done('classify investor purchases');
  for (const table of ['transactions', 'rentals'] as const) {
    const columns = TARGETS[table];
    const copied = COPIED_FROM_PROPERTY[table];
    const investor = table === 'transactions';
    await tx.unsafe(
      `insert into ${table} (${[...columns, ...copied.map((c) => c.column), ...(investor ? ['is_investor'] : [])].join(', ')})
       select ${columns.map((c) => `s.${c}`).join(', ')}, ${copied.map((c) => c.value).join(', ')}
              ${investor ? ', i.property_id is not null' : ''}
       from (select ${await cast(table)} from ${stage(table)}) s
       join properties p on p.property_id = s.property_id
       ${investor ? 'left join bulk_investors i on i.property_id = s.property_id and i.seq = s.seq' : ''}
       ${order('p.geog')}`,
    );
    done(`insert ${table}`);
  }
  const [loaded] = await tx<{ n: number }[]>`select count(*)::int as n from properties`;
  await writeBulkChangeEvents(tx);
  done('change events');
  return loaded!.n;
}

/** The keys, indexes and foreign keys dropped before the rows, built again over them. */
async function restoreKeysAndIndexes(tx: TransactionSql, defs: Definitions, done: PhaseDone): Promise<void> {
  for (const key of defs.keys) await tx.unsafe(`alter table ${key.table} add constraint ${key.name} ${key.def}`);
  done('primary keys');
  for (const index of defs.indexes) await tx.unsafe(index.def);
  done('indexes');
  for (const fk of defs.foreignKeys) await tx.unsafe(`alter table ${fk.table} add constraint ${fk.name} ${fk.def}`);
  done('foreign keys');
}
