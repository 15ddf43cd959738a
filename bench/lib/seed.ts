/**
 * The databases the benchmarks run on: bench_seed_<N>, N synthetic properties with their
 * transaction and rental histories and the analytics rollups. Seeding takes minutes per 100,000
 * properties, so a database is seeded once and every later run reuses it.
 */
import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import postgres from 'postgres';
import { DEMO_SEED } from '../../infra/local/prepare-data.ts';
import type { BulkTimings } from '../../loader/bulk/staging.ts';
import { seedDemo } from '../../loader/demo-data/seed.ts';
import { loadGeography } from '../../shared/locations/load-geography.ts';
import { migrate } from '../../shared/platform/db/migrate.ts';
import type { BenchPostgres } from './postgres.ts';
import { machine, writeResults } from './results.ts';

/** bench_seed_1000000 holds 11.9 GB (tables, histories, rollups and their indexes) */
const BYTES_PER_PROPERTY = 12_000;
/** WAL (recycled up to max_wal_size) and the sort files of the rollup refresh and its vacuums */
const HEADROOM_BYTES = 4e9;
/** 1,000,000 properties seeded in 1,571 s on the 2-core machine of the published figures */
const PROPERTIES_PER_SECOND = 637;

export interface SeedFigures {
  seconds: number;
  propertiesPerSecond: number;
  rows: Record<string, number>;
  peakRssMiB: number;
  /** bulk: an empty database loaded by loader/bulk/staging.ts; batch: a resumed seed */
  path: 'bulk' | 'batch';
  stageSeconds?: number | undefined;
  finish?: BulkTimings;
}

export const seedDatabaseName = (n: number) => `bench_seed_${n}`;

const connect = (url: string) => postgres(url, { max: 4, onnotice: () => {}, connection: { statement_timeout: 0 } });

/**
 * Complete once the rollup refresh, the seed's last step, has run over all N properties: it writes
 * dataset_sources in the same transaction as the rollups.
 */
async function isComplete(sql: postgres.Sql, n: number): Promise<boolean> {
  const [row] = await sql<{ complete: boolean }[]>`
    select to_regclass('dataset_sources') is not null and to_regclass('properties') is not null as complete`;
  if (!row?.complete) return false;
  const [counts] = await sql<{ properties: number; sources: number }[]>`
    select (select count(*) from properties)::int as properties, (select coalesce(sum(properties), 0) from dataset_sources)::int as sources`;
  return counts?.properties === n && counts.sources === n;
}

/** Refuses, before any row is written, a seed the cluster's disk cannot hold. */
async function checkDiskSpace(pg: BenchPostgres, name: string, n: number): Promise<void> {
  const sql = postgres(pg.url(pg.admin), { max: 1, onnotice: () => {} });
  let dataDirectory: string | undefined;
  let existing = 0;
  try {
    // superuser only, and a remote server's path means nothing here: then the check is skipped
    dataDirectory = (await sql<{ data_directory: string }[]>`show data_directory`.catch(() => []))[0]?.data_directory;
    existing =
      (
        await sql<
          { bytes: number }[]
        >`select coalesce(sum(pg_database_size(datname)), 0)::float8 as bytes from pg_database where datname = ${name}`
      )[0]?.bytes ?? 0;
  } finally {
    await sql.end();
  }
  const needed = n * BYTES_PER_PROPERTY + HEADROOM_BYTES - existing;
  if (!dataDirectory || !existsSync(dataDirectory)) {
    console.error(`[bench] cannot see the database server's disk: ${name} needs about ${gb(needed)} free there`);
    return;
  }
  const fs = await statfs(dataDirectory);
  const free = fs.bavail * fs.bsize;
  if (free < needed) {
    throw new DiskSpaceError(
      `${name} needs about ${gb(needed)} (${BYTES_PER_PROPERTY / 1000} kB per property + ${gb(HEADROOM_BYTES)} of WAL and sort space) but ${dataDirectory} has ${gb(free)} free: not seeding it (it would also take about ${minutes(n)} min on 2 cores)`,
    );
  }
}

export class DiskSpaceError extends Error {}

const gb = (bytes: number) => `${(bytes / 1e9).toFixed(1)} GB`;
const minutes = (n: number) => Math.ceil(n / PROPERTIES_PER_SECOND / 60);

/**
 * The URL of bench_seed_<n>, seeding it first when it is missing or incomplete (an interrupted seed
 * resumes: the records are deterministic and rewriting one already in is a no-op). A seed's
 * figures go to bench/results/<date>-seed-<n>.json.
 */
export async function ensureSeeded(
  pg: BenchPostgres,
  n: number,
  log: (line: string) => void,
): Promise<{ url: string; seed: SeedFigures | null }> {
  const name = seedDatabaseName(n);
  const url = pg.url(name);
  if (await pg.exists(name)) {
    const sql = connect(url);
    try {
      if (await isComplete(sql, n)) {
        log(`reusing ${name}`);
        return { url, seed: null };
      }
    } finally {
      await sql.end();
    }
    log(`${name} is incomplete: resuming its seed`);
  }
  await checkDiskSpace(pg, name, n);
  await pg.createDatabase(name);
  const sql = connect(url);
  try {
    await migrate(sql);
    await loadGeography(sql);
    // an empty database takes the bulk path (loader/bulk/staging.ts); one a seed left incomplete resumes batch by batch
    const [{ empty } = { empty: false }] = await sql<{ empty: boolean }[]>`select not exists (select 1 from properties) as empty`;
    log(
      `seeding ${n.toLocaleString('en-US')} properties into ${name} (${empty ? 'bulk' : `resuming, about ${minutes(n)} min on 2 cores`})`,
    );
    const every = Math.max(10_000, Math.round(n / 100_000) * 10_000);
    const seeded = await seedDemo(sql, {
      properties: n,
      seed: DEMO_SEED,
      copy: true,
      batchSize: 2000,
      onProgress: (c) => c.read % every === 0 && log(`  ${c.read.toLocaleString('en-US')} seeded`),
      bulk: empty ? { url, workers: 2, onPhase: (phase, seconds) => log(`  ${phase}: ${seconds.toFixed(1)} s`) } : undefined,
    });
    const [rows] = await sql<Record<string, number>[]>`
      select (select count(*) from properties)::int as properties, (select count(*) from transactions)::int as transactions, (select count(*) from rentals)::int as rentals`;
    const seed: SeedFigures = {
      seconds: seeded.seconds,
      propertiesPerSecond: Math.round(n / seeded.seconds),
      rows: rows!,
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      ...(seeded.finish ? { path: 'bulk', stageSeconds: seeded.stageSeconds, finish: seeded.finish } : { path: 'batch' }),
    };
    log(`seeded ${name}: ${JSON.stringify(seed)}`);
    await writeResults(`seed-${n}`, { date: new Date().toISOString(), machine: machine(), properties: n, seed });
    return { url, seed };
  } finally {
    await sql.end();
  }
}
