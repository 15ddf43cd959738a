/**
 * Crash-safe import (docs/reliability.md#data-guarantees), on a real PostgreSQL + PostGIS: an import killed with SIGKILL at
 * random points and run again until it completes must leave exactly what one uninterrupted import
 * leaves.
 *   1. N synthetic properties with their histories (loader/simulator) → an NDJSON file in bench/.work/;
 *   2. `scripts/import.ts` on it, uninterrupted, into crash_import (the reference);
 *   3. the same into crash_import_killed, killed K times (seeded): K-1 times mid-load at random
 *      progress plus a random delay (mostly inside a batch's transaction), once while the rollups
 *      are being refreshed; then run until it exits 0. After each kill, once the killed backends
 *      are gone: the rows present are exactly the file's first whole batches with all their
 *      history, and no advisory lock is held;
 *   4. both databases compared: rows and a checksum of every table (rollups included, timestamps
 *      left out), and the sha256 of each database's NDJSON export.
 * With --bulk both imports take the bulk path (loader/bulk/staging.ts, 2 worker threads), and the kills land
 * at random times up to 90% of the uninterrupted run's time: while staging or inside the finishing
 * transaction, after which the tables must be empty (a kill after the commit ends the kills).
 * npm run crash-import -- [--properties 20000] [--seed 8] [--kills 6] [--batch-size 1000] [--bulk]
 * Figures go to bench/results/<date>-crash-import.json; the exit code is 1 when anything differs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { simulate } from '../loader/demo-data/index.ts';
import { mulberry32 } from '../loader/demo-data/random.ts';
import { exportRecords } from '../loader/export/export.ts';
import { loadGeography } from '../shared/locations/load-geography.ts';
import { migrate } from '../shared/platform/db/migrate.ts';
import { tableChecksums } from './lib/checksums.ts';
import { startBenchPostgres } from './lib/postgres.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '8' },
    kills: { type: 'string', default: '6' },
    'batch-size': { type: 'string', default: '1000' },
    bulk: { type: 'boolean', default: false },
  },
});
const N = Number(values.properties);
const SEED = Number(values.seed);
const KILLS = Number(values.kills);
const BATCH = Number(values['batch-size']);
const BULK = values.bulk;
if (![N, SEED, KILLS, BATCH].every(Number.isInteger) || N < BATCH || KILLS < 1 || BATCH < 1) {
  console.error('usage: npm run crash-import -- [--properties N >= batch size] [--seed S] [--kills K >= 1] [--batch-size B]');
  process.exit(2);
}

const ROOT = new URL('..', import.meta.url).pathname;
const WORK = new URL('.work/', import.meta.url).pathname;
const REFERENCE = 'crash_import';
const KILLED = 'crash_import_killed';
/** the importer's connections (shared/platform/db/client.ts), told apart from this script's */
const IMPORTER_APP = 'sfr-analytics-api';
const log = (line: string) => console.error(`[crash-import] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await mkdir(WORK, { recursive: true });
const pg = startBenchPostgres();
const connect = (db: string) =>
  postgres(pg.url(db), { max: 2, onnotice: () => {}, connection: { statement_timeout: 0, application_name: 'crash-import-bench' } });

interface Run {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

/** The importer as `npm run import` runs it, but as one process in its own group, so SIGKILL reaches all of it. */
function startImport(db: string, file: string): Run {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/import.ts',
      file,
      '--batch-size',
      String(BATCH),
      '--rejects',
      `${WORK}crash-import.rejects.ndjson`,
      ...(BULK ? ['--bulk', '--workers', '2'] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg.url(db) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  return { child, output, exited: new Promise((r) => child.once('exit', (code) => r(code))) };
}

/**
 * Progress as the database sees it: resolves once `db` holds `goal` properties, or when the run
 * has exited. With all N in, what is left of a run is the rollup refresh.
 */
async function reached(db: postgres.Sql, goal: number, run: Run): Promise<void> {
  let exited = false;
  void run.exited.then(() => (exited = true));
  while (!exited && (await propertyCount(db)) < goal) await sleep(100);
}

/** No-op when the run has already ended by itself (its process group is gone). */
function kill(run: Run): void {
  try {
    process.kill(-run.child.pid!, 'SIGKILL');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

async function prepare(db: string): Promise<postgres.Sql> {
  await pg.createDatabase(db, { fresh: true });
  const sql = connect(db);
  await migrate(sql);
  await loadGeography(sql);
  return sql;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function exportTo(sql: postgres.Sql, file: string): Promise<{ bytes: number; sha256: string }> {
  const out = createWriteStream(file);
  await exportRecords(sql, out);
  await new Promise((r) => out.end(r));
  return { bytes: (await stat(file)).size, sha256: await sha256(file) };
}

/** Waits until the killed importer's backends have noticed and ended (a running statement finishes first). */
async function backendsGone(monitor: postgres.Sql, db: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const [row] = await monitor<
      { n: number }[]
    >`select count(*)::int as n from pg_stat_activity where datname = ${db} and application_name = ${IMPORTER_APP}`;
    if (row!.n === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > 300_000) throw new Error(`the killed importer's backends on ${db} are still there after 300 s`);
    await sleep(50);
  }
}

async function propertyCount(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from properties`;
  return row!.n;
}

async function counts(sql: postgres.Sql, upTo?: number): Promise<{ properties: number; transactions: number; rentals: number }> {
  const bound = upTo === undefined ? sql`` : sql`where property_id <= ${upTo}`;
  const [row] = await sql<{ properties: number; transactions: number; rentals: number }[]>`
    select (select count(*) from properties ${bound})::int as properties,
           (select count(*) from transactions ${bound})::int as transactions,
           (select count(*) from rentals ${bound})::int as rentals`;
  return row!;
}

const result: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  properties: N,
  seed: SEED,
  batchSize: BATCH,
  bulk: BULK,
};
const problems: string[] = [];

// 1. the file: the simulator is deterministic, so a file of the same size and seed is reused
const file = `${WORK}crash-import-${N}-seed${SEED}.ndjson`;
const ids: number[] = [];
if (!existsSync(file)) {
  log(`writing ${N} synthetic properties to ${file}`);
  const out = createWriteStream(`${file}.partial`);
  for (const record of simulate({ properties: N, seed: SEED })) {
    if (!out.write(`${JSON.stringify(record)}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise((r) => out.end(r));
  await rename(`${file}.partial`, file);
}
for await (const line of createInterface({ input: createReadStream(file) }))
  ids.push((JSON.parse(line) as { property_id: number }).property_id);
if (ids.some((id, i) => i > 0 && id <= ids[i - 1]!))
  throw new Error('the file is expected in ascending property_id order, one line per property');
result.file = { bytes: (await stat(file)).size, lines: ids.length, sha256: await sha256(file) };
log(`file: ${JSON.stringify(result.file)}`);

const reference = await prepare(REFERENCE);
const killed = await prepare(KILLED);
const monitor = connect('postgres');
try {
  // 2. uninterrupted
  log(`uninterrupted import into ${REFERENCE}`);
  let started = performance.now();
  const whole = startImport(REFERENCE, file);
  await reached(reference, N, whole);
  const loadSeconds = (performance.now() - started) / 1000;
  const code = await whole.exited;
  const referenceSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`the uninterrupted import exited ${code}:\n${whole.output.join('\n')}`);
  result.reference = {
    seconds: referenceSeconds,
    loadSeconds,
    rollupSeconds: referenceSeconds - loadSeconds,
    summary: whole.output.find((l) => l.startsWith('read ')),
    rows: await counts(reference),
  };
  log(`reference: ${JSON.stringify(result.reference)}`);

  // 3. killed at random points, then run to completion
  const rnd = mulberry32(SEED); // the kill points are reproducible from --seed
  const targets = Array.from({ length: KILLS - 1 }, () => 0.05 + 0.9 * rnd()).sort((a, b) => a - b);
  const kills: Record<string, unknown>[] = [];
  const runs: { seconds: number; exit: number | null; killed: boolean }[] = [];
  started = performance.now();
  const plan: ({ phase: 'load'; target: number } | { phase: 'rollups' })[] = [
    ...targets.map((target) => ({ phase: 'load' as const, target })),
    { phase: 'rollups' },
  ];
  for (const step of plan) {
    const runStarted = performance.now();
    // A run skips the batches already in by content hash; each commits at least one of its own before its kill.
    const run = startImport(KILLED, file);
    let delayMs: number;
    if (BULK) {
      // nothing shows before the commit: the kill is timed against the uninterrupted run
      delayMs = Math.round((step.phase === 'load' ? step.target : rnd()) * 0.9 * (result.reference as { seconds: number }).seconds * 1000);
    } else {
      const goal = step.phase === 'load' ? Math.max(step.target * N, (await propertyCount(killed)) + BATCH) : N;
      await reached(killed, goal, run);
      delayMs = Math.round(
        rnd() * (step.phase === 'load' ? 1_000 : 0.8 * (result.reference as { rollupSeconds: number }).rollupSeconds * 1000),
      );
    }
    await sleep(delayMs);
    kill(run);
    const exit = await run.exited;
    if (exit !== null) {
      runs.push({ seconds: (performance.now() - runStarted) / 1000, exit, killed: false });
      log(`run ended by itself before its kill (${step.phase})`);
      break;
    }
    const atSeconds = (performance.now() - runStarted) / 1000;
    runs.push({ seconds: atSeconds, exit: null, killed: true });
    const orphanSeconds = await backendsGone(monitor, KILLED);
    const now = await counts(killed);
    const max = (await killed<{ max: string | null }[]>`select max(property_id)::text as max from properties`)[0]!.max;
    const oracle = max === null ? { properties: 0, transactions: 0, rentals: 0 } : await counts(reference, Number(max));
    // the bulk path commits everything or nothing
    const wholeBatches = BULK ? now.properties === 0 || now.properties === N : now.properties === N || now.properties % BATCH === 0;
    const prefix = now.properties === 0 ? max === null : Number(max) === ids[now.properties - 1];
    const locks = (
      await monitor<{ n: number }[]>`
      select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = ${KILLED}`
    )[0]!.n;
    const consistent = wholeBatches && prefix && now.transactions === oracle.transactions && now.rentals === oracle.rentals && locks === 0;
    const entry = {
      phase: step.phase,
      ...(step.phase === 'load' ? { targetFraction: Math.round(step.target * 1000) / 1000 } : {}),
      extraDelayMs: delayMs,
      atSeconds,
      orphanBackendSeconds: orphanSeconds,
      rowsAfterKill: now,
      expectedForThatPrefix: oracle,
      advisoryLocks: locks,
      consistent,
    };
    kills.push(entry);
    log(`kill ${kills.length}: ${JSON.stringify(entry)}`);
    if (!consistent) problems.push(`inconsistent state after kill ${kills.length}: ${JSON.stringify(entry)}`);
    // a bulk load killed after its commit is complete: another run would be refused
    if (BULK && now.properties === N) {
      runs.push({ seconds: 0, exit: 0, killed: false });
      break;
    }
  }
  let finalRun: Run | undefined;
  if (runs.at(-1)?.killed !== false) {
    const runStarted = performance.now();
    finalRun = startImport(KILLED, file);
    const exit = await finalRun.exited;
    runs.push({ seconds: (performance.now() - runStarted) / 1000, exit, killed: false });
  }
  const finalExit = runs.at(-1)!.exit;
  if (finalExit !== 0) problems.push(`the completing run exited ${finalExit}: ${finalRun?.output.join('\n')}`);
  result.killed = {
    kills,
    runs,
    totalSeconds: (performance.now() - started) / 1000,
    finalSummary: finalRun?.output.find((l) => l.startsWith('read ')),
    rows: await counts(killed),
  };
  log(`killed runs: ${JSON.stringify(result.killed)}`);

  // 4. compare
  const [refTables, killedTables] = [await tableChecksums(reference), await tableChecksums(killed)];
  const tables = Object.fromEntries(
    [...new Set([...Object.keys(refTables), ...Object.keys(killedTables)])].sort().map((t) => [
      t,
      {
        reference: refTables[t]?.rows,
        killed: killedTables[t]?.rows,
        identical: refTables[t]?.md5 === killedTables[t]?.md5 && refTables[t]?.rows === killedTables[t]?.rows,
      },
    ]),
  );
  for (const [t, c] of Object.entries(tables)) if (!c.identical) problems.push(`table ${t} differs: ${JSON.stringify(c)}`);
  const exports = {
    reference: await exportTo(reference, `${WORK}crash-import.reference.ndjson`),
    killed: await exportTo(killed, `${WORK}crash-import.killed.ndjson`),
  };
  if (exports.reference.sha256 !== exports.killed.sha256) problems.push(`exports differ: ${JSON.stringify(exports)}`);
  result.comparison = { identical: problems.length === 0, tables, exports, problems };
  log(`comparison: ${problems.length === 0 ? 'identical' : problems.join('; ')}`);
} finally {
  await Promise.all([reference.end(), killed.end(), monitor.end()]);
  pg.stop();
}

await mkdir(new URL('results/', import.meta.url), { recursive: true });
const target = new URL(`results/${new Date().toISOString().slice(0, 10)}-crash-import${BULK ? '-bulk' : ''}.json`, import.meta.url);
await writeFile(target, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
process.exitCode = problems.length === 0 ? 0 : 1;
