/**
 * Daily deltas and the bulk load (docs/performance.md#daily-deltas), in one run: N synthetic
 * properties bulk-seeded into an empty bench_delta_<N> (end to end: staging, inserts, indexes,
 * rollups, vacuum; the valuation pass timed apart with --valuations), the floor of that load (its
 * rows COPYed into index-free tables, then the index builds: bench/lib/floor.ts), then
 * `npm run import`'s incremental path applies
 * deltas of 0.1%, 1% and 10% of the properties, one after another: nine in ten existing homes
 * sold again (a new deed after the data's last date, a new owner of record), one in ten new homes
 * sold for the first time that day (new construction: one deed, from the builder). With
 * --backfill, the new homes come with their whole simulated history instead (a county added), whose
 * oldest documents the rollups are then rewritten from. Each delta is timed as the import runs it: the batch writes, then the
 * rollup refresh step by step. The valuation pass that follows a load is timed apart (--valuations):
 * it values every property of each state the delta touched.
 *
 * With --concurrent, two more deltas of 1% of one state each (Florida, Texas) are written one after
 * the other, then two others at once, each by its own connections as two `npm run import` would:
 * the ratio of the two wall times is what loads of different states gain side by side
 * (docs/data.md#concurrent-loads).
 *
 * npm run bench:delta -- [--properties 1000000] [--fractions 0.001,0.01,0.1] [--valuations] [--concurrent]
 *   [--reuse [--bulk-from bench/results/<date>-seed-<N>.json]]
 * Figures go to bench/results/<date>-delta-<N>.json.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { DEMO_SEED } from '../infra/local/prepare-data.ts';
import { simulate } from '../loader/demo-data/index.ts';
import { seedDemo } from '../loader/demo-data/seed.ts';
import { exportRecords } from '../loader/export/export.ts';
import { importFiles } from '../loader/ingest/import.ts';
import { refreshRollups } from '../loader/rollups/index.ts';
import { refreshValuations, valuationConcurrency } from '../loader/valuations/refresh.ts';
import { loadGeography } from '../shared/locations/load-geography.ts';
import { migrate } from '../shared/platform/db/migrate.ts';
import type { ImportRecord } from '../shared/properties/records/import-record.ts';
import { type Floor, measureFloor } from './lib/floor.ts';
import { startBenchPostgres } from './lib/postgres.ts';
import { machine, resultsFile, writeResults } from './lib/results.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '1000000' },
    fractions: { type: 'string', default: '0.001,0.01,0.1' },
    valuations: { type: 'boolean', default: false },
    backfill: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'bulk-from': { type: 'string' },
    concurrent: { type: 'boolean', default: false },
  },
});
const N = Number(values.properties);
const FRACTIONS = values.fractions.split(',').map(Number);
const WORK = new URL('.work/', import.meta.url).pathname;
await mkdir(WORK, { recursive: true });
const log = (line: string) => console.error(`[bench:delta] ${line}`);
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

const pg = startBenchPostgres();
const DB = `bench_delta_${N}`;
const MAINTENANCE_WORK_MEM = `${Number(process.env.BENCH_MAINTENANCE_WORK_MEM_MB ?? 1024)}MB`;
const sql = postgres(pg.url(DB), { max: 4, onnotice: () => {}, connection: { statement_timeout: 0 } });
let bulk: { seconds: number; [key: string]: unknown };
let floor: Floor;
let owedRefresh: { seconds: number; full: boolean } | null = null;
if (values.reuse) {
  // The deltas again on the database a previous run seeded and changed, with that run's bulk and
  // floor; or (--bulk-from) on one whose run stopped before its figures were written, with the bulk
  // seed of a seed benchmark's results file (another run: its figure is the reference, not this
  // run's) and no floor.
  if (values['bulk-from']) {
    const seeded = JSON.parse(await readFile(values['bulk-from'], 'utf8')) as { seed: { seconds: number } };
    bulk = { seconds: round(seeded.seed.seconds), propertiesPerSecond: Math.round(N / seeded.seed.seconds), from: values['bulk-from'] };
    floor = null as unknown as Floor;
  } else ({ bulk, floor } = JSON.parse(await readFile(resultsFile(`delta-${N}`), 'utf8')) as { bulk: typeof bulk; floor: Floor });
  await migrate(sql);
  // a refresh the stopped run owed is not a delta's: it runs, timed apart, before them
  const started = performance.now();
  const owed = await refreshRollups(sql, { valuations: false });
  owedRefresh = { seconds: round((performance.now() - started) / 1000), full: owed.full };
  log(`reusing ${DB}; the refresh it owed took ${owedRefresh.seconds} s (full: ${owed.full})`);
} else {
  await pg.createDatabase(DB, { fresh: true });
  await migrate(sql);
  await loadGeography(sql);
  log(`bulk seed of ${N.toLocaleString('en-US')} properties into ${DB}, 2 workers`);
  const seeded = await seedDemo(sql, {
    properties: N,
    seed: DEMO_SEED,
    batchSize: 2000,
    onProgress: (c) => c.read % 100_000 === 0 && log(`  ${c.read.toLocaleString('en-US')} staged`),
    bulk: {
      url: pg.url(DB),
      workers: 2,
      maintenanceWorkMem: MAINTENANCE_WORK_MEM,
      valuations: false,
      onPhase: (phase, seconds) => log(`  ${phase}: ${seconds.toFixed(1)} s`),
    },
  });
  bulk = {
    seconds: round(seeded.seconds),
    propertiesPerSecond: Math.round(N / seeded.seconds),
    stageSeconds: round(seeded.stageSeconds!),
    phases: Object.fromEntries(Object.entries(seeded.finish!.phases).map(([k, v]) => [k, round(v)])),
    rollups: Object.fromEntries(Object.entries(seeded.finish!.rollups).map(([k, v]) => [k, round(v)])),
  };
  log(`bulk seed: ${bulk.seconds} s, ${bulk.propertiesPerSecond} properties/s`);
  floor = await measureFloor(pg, DB, N, { maintenanceWorkMem: MAINTENANCE_WORK_MEM, log });
  log(`floor: ${floor.seconds} s (${floor.propertiesPerSecond}/s); the bulk seed runs at ${round(floor.seconds / bulk.seconds, 2)} of it`);
}

/** Existing records, every `every`-th from `offset`, read back as import records (the exporter's). */
async function sampled(every: number, offset: number): Promise<ImportRecord[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  await exportRecords(sql, sink, { sample: { every, offset } });
  return lines.map((l) => JSON.parse(l) as ImportRecord);
}

/** `record` sold again on `date`, to a new owner of record. */
function soldAgain(record: ImportRecord, date: string, n: number): ImportRecord {
  const last = Number(record.last_sale?.price ?? 300_000) || 300_000;
  const price = Math.round((last * (1.03 + (n % 7) / 100)) / 100) * 100;
  const buyer = n % 5 === 0 ? `DELTA HOMES ${n % 40} LLC` : `DELTA BUYER ${n}`;
  return {
    ...record,
    owner: { ...record.owner, name: buyer, second_name: null, owner_occupied: n % 5 !== 0, corporate_owner: n % 5 === 0 },
    last_sale: { ...record.last_sale, date, price },
    transactions: [
      ...(record.transactions ?? []),
      {
        RECORDING_DATE: date,
        SALE_DATE: date,
        TRANSACTION_TYPE: 'Warranty Deed',
        SALE_AMT: String(price),
        BUYER_BORROWER1_NAME: buyer,
        SELLER1_NAME: record.owner?.name ?? null,
        DOC_NUM: `DELTA-${date}-${n}`,
      },
    ],
  };
}

/** A new home's first sale, from its builder, on `date`: its only document. */
function newConstruction(record: ImportRecord, date: string, n: number): ImportRecord {
  const price = 350_000 + (n % 50) * 2_000;
  const buyer = `DELTA FIRST OWNER ${n}`;
  return {
    ...record,
    structure: { ...record.structure, year_built: Number(date.slice(0, 4)), effective_year_built: Number(date.slice(0, 4)) },
    owner: { ...record.owner, name: buyer, second_name: null, owner_occupied: true, corporate_owner: false },
    last_sale: { ...record.last_sale, date, price },
    transactions: [
      {
        RECORDING_DATE: date,
        SALE_DATE: date,
        TRANSACTION_TYPE: 'Warranty Deed',
        SALE_AMT: String(price),
        BUYER_BORROWER1_NAME: buyer,
        SELLER1_NAME: 'DELTA BUILDERS LLC',
        DOC_NUM: `DELTA-NEW-${date}-${n}`,
      },
    ],
    rentals: [],
  };
}

/** A delta file of 1% of one state's properties, each sold again on `day` (the `offset`-th sample). */
async function stateDelta(state: string, day: string, offset: number): Promise<{ file: string; records: number }> {
  const records = (await sampled(100, offset)).filter((r) => r.address.state === state).map((r, n) => soldAgain(r, day, n));
  const file = `${WORK}delta-${state}-${day}.ndjson`;
  const out = createWriteStream(file);
  for (const r of records) out.write(`${JSON.stringify(r)}\n`);
  await new Promise<void>((resolve) => out.end(resolve));
  return { file, records: records.length };
}

/** Writes each file as one `npm run import` would, on connections of its own; seconds of the whole. */
async function writeTogether(files: string[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    files.map(async (file) => {
      const own = postgres(pg.url(DB), { max: 2, onnotice: () => {}, connection: { statement_timeout: 0 } });
      try {
        await importFiles(own, [file], { copy: true, batchSize: 2000, refreshRollups: false });
      } finally {
        await own.end();
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Two states' deltas one after the other, then two more at once; then one refresh of them all. */
async function concurrentLoads(daysUsed: number) {
  const day = (k: number) => new Date(Date.parse(`${last}T00:00:00Z`) + (daysUsed + k) * 86_400_000).toISOString().slice(0, 10);
  const serial = [await stateDelta('FL', day(1), 10), await stateDelta('TX', day(1), 11)];
  const together = [await stateDelta('FL', day(2), 12), await stateDelta('TX', day(2), 13)];
  log(`two states' deltas (${serial.map((d) => d.records).join(' and ')} properties): one after the other, then at once`);
  let serialSeconds = 0;
  for (const { file } of serial) serialSeconds += await writeTogether([file]);
  const togetherSeconds = await writeTogether(together.map((d) => d.file));
  const refreshStarted = performance.now();
  await refreshRollups(sql, { valuations: false });
  const rollupSeconds = (performance.now() - refreshStarted) / 1000;
  for (const { file } of [...serial, ...together]) await rm(file, { force: true });
  log(
    `  one after the other ${round(serialSeconds)} s, at once ${round(togetherSeconds)} s; the refresh of all four ${round(rollupSeconds)} s`,
  );
  return {
    records: serial.map((d) => d.records),
    serialSeconds: round(serialSeconds),
    togetherSeconds: round(togetherSeconds),
    togetherToSerial: round(togetherSeconds / serialSeconds, 2),
    rollupSeconds: round(rollupSeconds),
  };
}

const [{ last } = { last: '2026-09-30' }] = await sql<{ last: string }[]>`
  select max(coalesce(sale_date, recording_date))::text as last from transactions where is_purchase`;
const results: Record<string, unknown>[] = [];
let nextNewId = N * 10 + 1;
try {
  for (const [i, fraction] of FRACTIONS.entries()) {
    const changed = Math.round(N * fraction * 0.9);
    const added = Math.round(N * fraction * 0.1);
    const every = Math.max(1, Math.floor(N / changed));
    const day = new Date(Date.parse(`${last}T00:00:00Z`) + (i + 1) * 86_400_000).toISOString().slice(0, 10);
    const existing = (await sampled(every, i)).slice(0, changed).map((r, n) => soldAgain(r, day, n));
    const simulated = [...simulate({ properties: added, seed: 7_000 + i, firstPropertyId: nextNewId })];
    const fresh = values.backfill ? simulated : simulated.map((r, n) => newConstruction(r, day, n));
    nextNewId += added + 1;
    const file = `${WORK}delta-${fraction}.ndjson`;
    const out = createWriteStream(file);
    for (const r of [...existing, ...fresh]) out.write(`${JSON.stringify(r)}\n`);
    await new Promise<void>((resolve) => out.end(resolve));

    log(`delta ${fraction * 100}%: ${existing.length} sold again on ${day}, ${fresh.length} new`);
    const started = performance.now();
    const imported = await importFiles(sql, [file], { copy: true, batchSize: 2000, refreshRollups: false });
    const writeSeconds = (performance.now() - started) / 1000;
    const refreshStarted = performance.now();
    const refreshed = await refreshRollups(sql, { valuations: false });
    const rollupSeconds = (performance.now() - refreshStarted) / 1000;
    let valuationSeconds: number | null = null;
    if (values.valuations) {
      const valuationStarted = performance.now();
      await refreshValuations(sql, { concurrency: await valuationConcurrency(sql) });
      valuationSeconds = (performance.now() - valuationStarted) / 1000;
    }
    // the API's tables hold the new documents: every resold home's new deed is there
    const [served] = await sql<{ n: number }[]>`
      select count(*)::int as n from transactions where sale_date = ${day}::date and doc_num like 'DELTA-%'`;
    const row = {
      fraction,
      changed: existing.length,
      added: fresh.length,
      inserted: imported.inserted,
      updated: imported.updated,
      newDocumentsServed: served!.n,
      writeSeconds: round(writeSeconds),
      rollupSeconds: round(rollupSeconds),
      rollupSince: refreshed.since,
      rollupBuyers: refreshed.buyers,
      rollupSteps: refreshed.steps.map((s) => ({ step: s.step, seconds: round(s.seconds) })),
      seconds: round(writeSeconds + rollupSeconds),
      valuationSeconds: valuationSeconds === null ? null : round(valuationSeconds),
      ofBulk: round((writeSeconds + rollupSeconds) / bulk.seconds, 4),
    };
    log(
      `  writes ${row.writeSeconds} s, rollups ${row.rollupSeconds} s (from ${row.rollupSince}, ${row.rollupBuyers} buyers): ${row.seconds} s` +
        `, ${(row.ofBulk * 100).toFixed(2)}% of the bulk load's ${bulk.seconds} s`,
    );
    results.push(row);
    await rm(file, { force: true });
  }
  const concurrent = values.concurrent ? await concurrentLoads(FRACTIONS.length) : null;
  const path = await writeResults(`delta-${N}`, {
    date: new Date().toISOString(),
    machine: machine(),
    properties: N,
    bulk,
    floor,
    bulkToFloor: floor ? round(floor.seconds / bulk.seconds, 2) : null,
    owedRefresh,
    newHomes: values.backfill ? 'whole simulated history (--backfill)' : 'new construction: one deed on the day',
    deltas: results,
    concurrent,
  });
  log(`wrote ${path}`);
} finally {
  await sql.end();
  pg.stop();
}
