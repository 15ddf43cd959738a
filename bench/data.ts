/**
 * Data benchmarks (docs/performance.md#loading), on a real PostgreSQL + PostGIS:
 *   1. seed N synthetic properties with their histories (properties/s end to end, peak RSS), unless
 *      bench_seed_<N> is already complete (its seed figures are then in bench/results/*-seed-<N>.json);
 *   2. export them to NDJSON, then import that file into an empty database (rows/s);
 *   3. the floor: a raw COPY of the same rows into the same tables of another empty database;
 *   4. EXPLAIN (ANALYZE, BUFFERS) of a 1-mile nearby-sales scan.
 * npm run bench:data -- [--properties 1000000] [--reuse-import]
 * --reuse-import keeps bench_import as the last run left it and takes the export and import figures
 * from that run's results file (bench/results/*-data-N.json), so the floor can be measured alone.
 * Figures go to bench/results/<date>-data-<N>.json.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { exportRecords } from '../loader/export.ts';
import { importFiles } from '../loader/import.ts';
import { loadGeography } from '../shared/locations/load-geography.ts';
import { migrate } from '../shared/platform/db/migrate.ts';
import { startBenchPostgres } from './lib/postgres.ts';
import { machine, writeResults } from './lib/results.ts';
import { ensureSeeded, seedDatabaseName } from './lib/seed.ts';

const { values } = parseArgs({
  options: { properties: { type: 'string', default: '1000000' }, 'reuse-import': { type: 'boolean', default: false } },
});
const N = Number(values.properties);
const WORK = new URL('.work/', import.meta.url).pathname;
await mkdir(WORK, { recursive: true });
const pg = startBenchPostgres();
const connect = (db: string) => postgres(pg.url(db), { max: 4, onnotice: () => {}, connection: { statement_timeout: 0 } });

async function prepared(db: string, fresh: boolean) {
  await pg.createDatabase(db, { fresh });
  const sql = connect(db);
  await migrate(sql);
  await loadGeography(sql);
  return sql;
}

const result: Record<string, unknown> = { date: new Date().toISOString(), machine: machine(), properties: N };
const log = (line: string) => console.error(`[bench:data] ${line}`);

try {
  // 1. seed
  const { seed } = await ensureSeeded(pg, N, log);
  if (seed) result.seed = seed;
  const seedSql = connect(seedDatabaseName(N));

  // 2. export, then import into an empty database
  let importSql: postgres.Sql;
  let importedRows: number;
  let importSeconds: number;
  if (values['reuse-import']) {
    const previous = await previousResults(`data-${N}`);
    Object.assign(result, { export: previous.export, import: previous.import, reusedImportFrom: previous.date });
    importSql = connect('bench_import');
    ({ read: importedRows, seconds: importSeconds } = previous.import as { read: number; seconds: number });
    log(`reusing bench_import and the export/import figures of ${previous.date}`);
  } else {
    const file = `${WORK}export-${N}.ndjson`;
    const started = performance.now();
    const out = createWriteStream(file);
    await exportRecords(seedSql, out);
    await new Promise((r) => out.end(r));
    result.export = { seconds: (performance.now() - started) / 1000, bytes: (await stat(file)).size };
    log(`export: ${JSON.stringify(result.export)}`);

    importSql = await prepared('bench_import', true);
    const imported = await importFiles(importSql, [file], { copy: true, batchSize: 2000, refreshRollups: false });
    result.import = { ...imported, propertiesPerSecond: Math.round(imported.read / imported.seconds) };
    ({ read: importedRows, seconds: importSeconds } = imported);
    log(`import: ${JSON.stringify(result.import)}`);
  }

  // 3. the floor: COPY the rows the import wrote into the same tables of an empty database
  const tables = { properties: '', transactions: '', rentals: '' } as Record<string, string>;
  for (const table of Object.keys(tables)) {
    const columns = (
      await importSql<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`
    ).map((c) => c.column_name);
    tables[table] = columns.join(', ');
    // one connection per COPY, ended after it: postgres.js left a connection reused after a COPY stream hanging
    const copier = connect('bench_import');
    await pipeline(await copier.unsafe(`copy ${table} (${tables[table]}) to stdout`).readable(), createWriteStream(`${WORK}${table}.copy`));
    await copier.end();
  }
  const copySql = await prepared('bench_copy', true);
  const started = performance.now();
  for (const [table, columns] of Object.entries(tables)) {
    const copier = connect('bench_copy');
    await pipeline(createReadStream(`${WORK}${table}.copy`), await copier.unsafe(`copy ${table} (${columns}) from stdin`).writable());
    await copier.end();
  }
  const copySeconds = (performance.now() - started) / 1000;
  result.rawCopyFloor = { seconds: copySeconds, propertiesPerSecond: Math.round(importedRows / copySeconds) };
  result.importToCopyRatio = Math.round((copySeconds / importSeconds) * 100) / 100;
  log(`raw COPY: ${JSON.stringify(result.rawCopyFloor)}, ratio ${result.importToCopyRatio}`);
  await copySql.end();
  await importSql.end();

  // 4. the nearby scan of nearby-sales: 1 mile around a seeded property, served by transactions_sales_geog
  const [subject] = await seedSql`select property_id, geog from properties order by property_id limit 1 offset ${Math.floor(N / 2)}`;
  const plan = await seedSql.unsafe(
    `explain (analyze, buffers, format text)
     select t.property_id, t.sale_amount, t.recording_date, st_distance(t.geog, $1::geography) as meters
     from transactions t
     where t.sale_amount is not null and st_dwithin(t.geog, $1::geography, 1609.344)
     order by t.geog <-> $1::geography limit 5000`,
    [subject!.geog],
  );
  result.nearbyScanPlan = plan.map((r) => r['QUERY PLAN']);
  log(result.nearbyScanPlan ? (result.nearbyScanPlan as string[]).join('\n') : '');
  await seedSql.end();
} finally {
  pg.stop();
}

await writeResults(`data-${N}`, result);

/** The most recent results file of this kind. */
async function previousResults(name: string): Promise<Record<string, unknown>> {
  const dir = new URL('results/', import.meta.url);
  const file = (await readdir(dir))
    .filter((f) => f.endsWith(`-${name}.json`))
    .sort()
    .at(-1);
  if (!file) throw new Error(`--reuse-import needs an earlier bench/results/*-${name}.json`);
  return JSON.parse(await readFile(new URL(file, dir), 'utf8')) as Record<string, unknown>;
}
