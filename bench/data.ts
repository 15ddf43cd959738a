/**
 * Data benchmarks (docs/performance.md#loading), on a real PostgreSQL + PostGIS, all in one run so
 * the ratios compare like with like on a shared machine:
 *   1. bulk seed: N synthetic properties with their histories into an empty bench_seed_<N>
 *      (loader/bulk/staging.ts; properties/s end to end: staging, inserts, indexes, rollups, ANALYZE, VACUUM);
 *   2. export them to NDJSON, then bulk import that file into an empty bench_import;
 *   3. the floor: a raw COPY of the same rows (read from bench_import) into the same tables of
 *      an empty database without their indexes and keys, then the build of those indexes and keys;
 *   4. a parallel reference: pg_dump -Fd of bench_import restored with pg_restore -j <workers>
 *      into an empty database (its dump not timed);
 *   5. EXPLAIN (ANALYZE, BUFFERS) of a 1-mile nearby-sales scan;
 *   6. with --incremental, the incremental import (batch writer, COPY, rollups at the end) of the
 *      same file into another empty database: what the bulk path is compared with.
 * The loader's peak RSS is sampled through each load (worker threads included).
 * Each database is dropped when the run no longer needs it (bench_seed_<N> only with --drop-seed):
 * at 1,000,000 properties each is about 12 GB.
 * --reuse-import keeps bench_import as the last run left it and takes the seed, export and import
 * figures from that run's results file (bench/results/<date>-data-N.json): the floor and the
 * reference alone.
 * npm run bench:data -- [--properties 1000000] [--workers 2] [--drop-seed] [--skip-restore] [--incremental] [--reuse-import]
 * Figures go to bench/results/<date>-data-<N>.json.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { DEMO_SEED } from '../infra/local/prepare-data.ts';
import { seedDemo } from '../loader/demo-data/seed.ts';
import { exportRecords } from '../loader/export/export.ts';
import { bulkImportFiles, importFiles } from '../loader/ingest/import.ts';
import { loadGeography } from '../shared/locations/load-geography.ts';
import { migrate } from '../shared/platform/db/migrate.ts';
import { type Floor, measureFloor } from './lib/floor.ts';
import { startBenchPostgres } from './lib/postgres.ts';
import { machine, resultsFile, writeResults } from './lib/results.ts';
import { seedDatabaseName } from './lib/seed.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '1000000' },
    workers: { type: 'string', default: '2' },
    'drop-seed': { type: 'boolean', default: false },
    'skip-restore': { type: 'boolean', default: false },
    incremental: { type: 'boolean', default: false },
    'reuse-import': { type: 'boolean', default: false },
  },
});
const N = Number(values.properties);
const WORKERS = Number(values.workers);
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
/** what the bulk path's index builds get: BENCH_MAINTENANCE_WORK_MEM_MB, as the cluster's (bench/lib/postgres.ts) */
const MAINTENANCE_WORK_MEM = `${Number(process.env.BENCH_MAINTENANCE_WORK_MEM_MB ?? 1024)}MB`;
const WORK = new URL('.work/', import.meta.url).pathname;
await mkdir(WORK, { recursive: true });
const pg = startBenchPostgres();
const connect = (db: string, max = 4) => postgres(pg.url(db), { max, onnotice: () => {}, connection: { statement_timeout: 0 } });

async function prepared(db: string) {
  await pg.createDatabase(db, { fresh: true });
  const sql = connect(db);
  await migrate(sql);
  await loadGeography(sql);
  return sql;
}

async function drop(db: string) {
  const admin = connect(pg.admin, 1);
  await admin.unsafe(`drop database if exists ${db} with (force)`);
  await admin.end();
}

/** Peak resident memory of this process (worker threads included) while `fn` runs, sampled every 200 ms. */
async function withPeakRss<T>(fn: () => Promise<T>): Promise<{ result: T; peakRssMiB: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  try {
    const result = await fn();
    return { result, peakRssMiB: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 ** 2) };
  } finally {
    clearInterval(timer);
  }
}

async function rowCounts(sql: postgres.Sql): Promise<Record<string, number>> {
  const [rows] = await sql<Record<string, number>[]>`
    select (select count(*) from properties)::int as properties, (select count(*) from transactions)::int as transactions, (select count(*) from rentals)::int as rentals`;
  return rows!;
}

async function databaseBytes(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ bytes: number }[]>`select pg_database_size(current_database())::float8 as bytes`;
  return row!.bytes;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const rounded = (seconds: Record<string, number>) => Object.fromEntries(Object.entries(seconds).map(([k, v]) => [k, round(v)]));
const result: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: machine(),
  properties: N,
  workers: WORKERS,
  maintenanceWorkMem: MAINTENANCE_WORK_MEM,
};
const log = (line: string) => console.error(`[bench:data] ${line}`);
const phaseLog = (what: string) => (phase: string, seconds: number) => log(`  ${what} ${phase}: ${seconds.toFixed(1)} s`);

try {
  let started = performance.now();
  let importSql: postgres.Sql;
  let importSeconds: number;
  if (values['reuse-import']) {
    const previous = JSON.parse(await readFile(resultsFile(`data-${N}`), 'utf8')) as Record<string, unknown>;
    for (const key of ['seed', 'export', 'import', 'incrementalImport', 'bulkSpeedup', 'note'])
      if (key in previous) result[key] = previous[key];
    importSeconds = (previous.import as { seconds: number }).seconds;
    importSql = connect('bench_import');
    log(`reusing bench_import and the seed, export and import figures of ${previous.date}`);
  } else {
    // 1. bulk seed
    const seedName = seedDatabaseName(N);
    const seedSql = await prepared(seedName);
    log(`bulk seed of ${N.toLocaleString('en-US')} properties, ${WORKERS} worker(s)`);
    const seeded = await withPeakRss(() =>
      seedDemo(seedSql, {
        properties: N,
        seed: DEMO_SEED,
        batchSize: 2000,
        onProgress: (c) => c.read % 100_000 === 0 && log(`  ${c.read.toLocaleString('en-US')} staged`),
        bulk: { url: pg.url(seedName), workers: WORKERS, maintenanceWorkMem: MAINTENANCE_WORK_MEM, onPhase: phaseLog('seed') },
      }),
    );
    result.seed = {
      seconds: round(seeded.result.seconds),
      propertiesPerSecond: Math.round(N / seeded.result.seconds),
      stageSeconds: round(seeded.result.stageSeconds!),
      phases: rounded(seeded.result.finish!.phases),
      rollups: rounded(seeded.result.finish!.rollups),
      rows: await rowCounts(seedSql),
      databaseBytes: await databaseBytes(seedSql),
      peakRssMiB: seeded.peakRssMiB,
    };
    log(`seed: ${JSON.stringify(result.seed)}`);

    // 2. export, then bulk import into an empty database
    const file = `${WORK}export-${N}.ndjson`;
    started = performance.now();
    const out = createWriteStream(file);
    await exportRecords(seedSql, out);
    await new Promise((r) => out.end(r));
    result.export = { seconds: round((performance.now() - started) / 1000), bytes: (await stat(file)).size };
    log(`export: ${JSON.stringify(result.export)}`);
    await seedSql.end();
    if (values['drop-seed']) await drop(seedName);

    importSql = await prepared('bench_import');
    log(`bulk import, ${WORKERS} worker(s)`);
    const imported = await withPeakRss(() =>
      bulkImportFiles(importSql, [file], {
        url: pg.url('bench_import'),
        workers: WORKERS,
        maintenanceWorkMem: MAINTENANCE_WORK_MEM,
        onPhase: phaseLog('import'),
        onReject: (_, r) => {
          throw new Error(`line ${r.line} rejected: ${r.reason}`);
        },
      }),
    );
    importSeconds = imported.result.seconds;
    result.import = {
      read: imported.result.read,
      inserted: imported.result.inserted,
      rejected: imported.result.rejected,
      seconds: round(importSeconds),
      propertiesPerSecond: Math.round(N / importSeconds),
      stageSeconds: round(imported.result.stageSeconds),
      phases: rounded(imported.result.finish.phases),
      rollups: rounded(imported.result.finish.rollups),
      peakRssMiB: imported.peakRssMiB,
    };
    log(`import: ${JSON.stringify(result.import)}`);
    if (values.incremental) {
      const incrementalSql = await prepared('bench_incremental');
      log('incremental import');
      const incremental = await withPeakRss(() => importFiles(incrementalSql, [file], { copy: true, batchSize: 2000 }));
      result.incrementalImport = {
        seconds: round(incremental.result.seconds),
        propertiesPerSecond: Math.round(N / incremental.result.seconds),
        peakRssMiB: incremental.peakRssMiB,
      };
      result.bulkSpeedup = round(incremental.result.seconds / importSeconds, 2);
      log(`incremental import: ${JSON.stringify(result.incrementalImport)}, bulk ${result.bulkSpeedup}x faster`);
      await incrementalSql.end();
      await drop('bench_incremental');
    }
    await rm(file);
  }
  // 3. the floor: the same rows COPYed into the same tables without indexes, then the indexes built
  result.floor = await measureFloor(pg, 'bench_import', N, { maintenanceWorkMem: MAINTENANCE_WORK_MEM, log });
  const floorSeconds = (result.floor as Floor).seconds;
  result.importToFloor = round(floorSeconds / importSeconds, 2);
  result.seedToFloor = round(floorSeconds / (result.seed as { seconds: number }).seconds, 2);
  log(
    `floor: ${JSON.stringify(result.floor)}; import runs at ${result.importToFloor} of the floor's rate, the seed at ${result.seedToFloor}`,
  );

  // 4. the parallel reference: pg_dump -Fd, pg_restore -j
  if (!values['skip-restore']) {
    const dump = `${WORK}dump-${N}`;
    await rm(dump, { recursive: true, force: true });
    const url = new URL(pg.url('bench_import'));
    const connection = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
    started = performance.now();
    execFileSync(`${PGBIN}/pg_dump`, [...connection, '-Fd', '-j', String(WORKERS), '-Z', '1', '-f', dump, 'bench_import']);
    const dumpSeconds = (performance.now() - started) / 1000;
    await pg.createDatabase('bench_restore', { fresh: true });
    started = performance.now();
    execFileSync(`${PGBIN}/pg_restore`, [...connection, '-j', String(WORKERS), '-d', 'bench_restore', dump]);
    const restoreSeconds = (performance.now() - started) / 1000;
    result.pgRestore = {
      dumpSeconds: round(dumpSeconds),
      restoreSeconds: round(restoreSeconds),
      jobs: WORKERS,
      propertiesPerSecond: Math.round(N / restoreSeconds),
    };
    result.importToRestore = round(restoreSeconds / importSeconds, 2);
    log(`pg_restore: ${JSON.stringify(result.pgRestore)}`);
    await drop('bench_restore');
    await rm(dump, { recursive: true, force: true });
  }

  // 5. the nearby scan of nearby-sales: 1 mile around a loaded property, served by transactions_sales_geog
  const [subject] = await importSql`select property_id, geog from properties order by property_id limit 1 offset ${Math.floor(N / 2)}`;
  const plan = await importSql.unsafe(
    `explain (analyze, buffers, format text)
     select t.property_id, t.sale_amount, t.recording_date, st_distance(t.geog, $1::geography) as meters
     from transactions t
     where t.sale_amount is not null and st_dwithin(t.geog, $1::geography, 1609.344)
     order by t.geog <-> $1::geography limit 5000`,
    [subject!.geog],
  );
  result.nearbyScanPlan = plan.map((r) => r['QUERY PLAN']);
  result.importDatabaseBytes = await databaseBytes(importSql);
  await importSql.end();
} finally {
  pg.stop();
}

await writeResults(`data-${N}`, result);
