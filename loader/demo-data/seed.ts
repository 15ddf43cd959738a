/**
 * Seeds the database with the synthetic demo market (loader/simulator), through the same
 * batch writer as the importer, or on an empty PostgreSQL through the bulk path (loader/bulk/staging.ts).
 * Everything it writes is labelled data_source = 'synthetic-demo'.
 */
import type { Worker } from 'node:worker_threads';
import type { Sql } from 'postgres';
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';
import type { FromWorker, ToWorker } from '../bulk/messages.ts';
import { endWorkers, startWorker } from '../bulk/shards.ts';
import { type BulkTimings, endBulk, type FinishOptions, finishBulk, StagingWriter, startBulk } from '../bulk/staging.ts';
import { BatchLoader, type LoadCounts } from '../ingest/load.ts';
import { toStored } from '../ingest/records.ts';
import { refreshRollups } from '../rollups/index.ts';
import { type SimulationOptions, simulate } from './index.ts';

export interface BulkSeedOptions extends FinishOptions {
  /** the database's URL, for the worker threads' connections */
  url: string;
  /** threads preparing and staging the simulator's records (1: the simulator's own) */
  workers?: number;
}

export async function seedDemo(
  sql: Sql,
  options: SimulationOptions & {
    onProgress?: (counts: LoadCounts) => void;
    batchSize?: number;
    copy?: boolean;
    /** batches sized to write in about this time, and rollups refreshed one at a time (load.ts Pacing, rollups.ts) */
    pacedMs?: number;
    /** the bulk path: the database must hold no property (bulk.ts BulkRefused) */
    bulk?: BulkSeedOptions;
  },
): Promise<LoadCounts & { seconds: number; finish?: BulkTimings; stageSeconds?: number }> {
  if (options.bulk) return bulkSeed(sql, options, options.bulk);
  const started = performance.now();
  const rejects: string[] = [];
  const loader = new BatchLoader(
    sql,
    (r) => void rejects.push(`record ${r.line}: ${r.reason}`),
    options.batchSize ?? 2000,
    { copy: options.copy },
    options.pacedMs ? { targetMs: options.pacedMs } : undefined,
  );
  let n = 0;
  for (const record of simulate(options)) {
    await loader.add(++n, record);
    if (n % 10_000 === 0) options.onProgress?.(loader.counts);
  }
  await loader.flush();
  // the last count, so a log can tell the writes from the rollups that follow
  if (n % 10_000 !== 0) options.onProgress?.(loader.counts);
  // The simulator's output is valid by construction; a reject here is a bug, not bad input.
  if (rejects.length) throw new Error(`the simulator produced ${rejects.length} records the database refused, e.g. ${rejects[0]}`);
  // everything is new: every rollup is written whole (a part at a time while the API serves)
  await refreshRollups(sql, { full: true, stepwise: options.pacedMs !== undefined });
  return { ...loader.counts, seconds: (performance.now() - started) / 1000 };
}

/** Records per message to a worker thread, and messages in flight per worker. */
const RECORDS_PER_MESSAGE = 500;
const IN_FLIGHT = 2;

async function bulkSeed(
  sql: Sql,
  options: SimulationOptions & { onProgress?: (counts: LoadCounts) => void; batchSize?: number },
  bulk: BulkSeedOptions,
): Promise<LoadCounts & { seconds: number; finish: BulkTimings; stageSeconds: number }> {
  const started = performance.now();
  const session = await startBulk(sql);
  const counts: LoadCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  try {
    const workers = Math.max(1, bulk.workers ?? 1);
    if (workers === 1) {
      const writer = new StagingWriter(sql, options.batchSize ?? 2000);
      for (const record of simulate(options)) {
        await writer.add(toStored(record), ++counts.read);
        if (counts.read % 10_000 === 0) options.onProgress?.(counts);
      }
      await writer.flush();
    } else await stageThroughWorkers(bulk.url, workers, options, counts);
    if (counts.read % 10_000 !== 0) options.onProgress?.(counts);
    const stageSeconds = (performance.now() - started) / 1000;
    const finish = await finishBulk(sql, bulk);
    counts.inserted = finish.properties;
    return { ...counts, seconds: (performance.now() - started) / 1000, finish, stageSeconds };
  } finally {
    await endBulk(session);
  }
}

/**
 * The simulator runs here (its market is one sequence); worker threads prepare and stage its
 * records, each taking the next message of records when it has room.
 */
async function stageThroughWorkers(
  url: string,
  workers: number,
  options: SimulationOptions & { onProgress?: (counts: LoadCounts) => void; batchSize?: number },
  counts: LoadCounts,
): Promise<void> {
  const pool = Array.from({ length: workers }, () => startWorker(url, options.batchSize ?? 2000));
  const inFlight = new Map<Worker, number>(pool.map((w) => [w, 0]));
  let failed: Error | undefined;
  let wake: (() => void) | undefined;
  for (const w of pool) {
    w.on('error', (err) => {
      failed = err;
      wake?.();
    });
    w.on('message', (m: FromWorker) => {
      if (m.type === 'records-done') inFlight.set(w, inFlight.get(w)! - 1);
      else if (m.type === 'failed') failed = Object.assign(new Error(m.message), { code: m.code });
      wake?.();
    });
  }
  const room = async (): Promise<Worker> => {
    for (;;) {
      if (failed) throw failed;
      const free = pool.find((w) => inFlight.get(w)! < IN_FLIGHT);
      if (free) return free;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  try {
    let batch: ImportRecord[] = [];
    const send = async () => {
      const worker = await room();
      inFlight.set(worker, inFlight.get(worker)! + 1);
      worker.postMessage({ type: 'records', first: counts.read - batch.length + 1, records: batch } satisfies ToWorker);
      batch = [];
    };
    for (const record of simulate(options)) {
      batch.push(record);
      counts.read++;
      if (batch.length === RECORDS_PER_MESSAGE) await send();
      if (counts.read % 10_000 === 0) options.onProgress?.(counts);
    }
    if (batch.length) await send();
    while (pool.some((w) => inFlight.get(w)! > 0)) {
      if (failed) throw failed;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failed) throw failed;
    await endWorkers(pool);
  } catch (err) {
    await Promise.all(pool.map((w) => w.terminate()));
    throw err;
  }
}
