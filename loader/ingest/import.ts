/**
 * The NDJSON importer: streams .ndjson or .ndjson.gz files of import records (constant memory),
 * validates each line, writes good lines in batches, and sends every bad line to a reject file
 * with its line number and reason. Rollups are refreshed at the end.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Sql } from 'postgres';
import { type PoolCounts, splitFiles, stageShards } from '../bulk/shards.ts';
import { type BulkTimings, endBulk, type FinishOptions, finishBulk, startBulk } from '../bulk/staging.ts';
import { refreshRollups } from '../rollups/index.ts';
import { BatchLoader, type LoadCounts, type Reject } from './load.ts';
import { parseLine } from './parse-line.ts';

export interface ImportOptions {
  batchSize?: number;
  onReject?: (file: string, reject: Reject & { text: string }) => void | Promise<void>;
  /** called with the bytes read so far of the current file, and its size */
  onProgress?: (file: string, bytesRead: number, totalBytes: number, counts: LoadCounts) => void;
  refreshRollups?: boolean;
  /** COPY rows into PostgreSQL (not available on the embedded PGlite) */
  copy?: boolean;
}

export interface ImportSummary extends LoadCounts {
  seconds: number;
}

export interface BulkImportOptions extends FinishOptions {
  /** the database's URL: each worker thread opens a connection of its own */
  url: string;
  /** worker threads (and database connections) staging the input at once */
  workers?: number;
  /** properties per COPY of each worker */
  chunk?: number;
  onReject?: ImportOptions['onReject'];
  onProgress?: (counts: PoolCounts) => void;
}

export interface BulkImportSummary extends LoadCounts {
  seconds: number;
  /** seconds staging the input (parse, validate, prepare, COPY) */
  stageSeconds: number;
  finish: BulkTimings;
}

/**
 * The bulk path (loader/bulk/staging.ts) for an empty database: the files, split into shards, staged by
 * `workers` threads at once, then inserted, indexed and rolled up in one transaction. Refuses a
 * database that holds properties (BulkRefused). Rejected lines are reported as the incremental
 * path reports them; a value PostgreSQL refuses fails the whole load, which leaves the database
 * empty: the incremental path (no --bulk) then names the line.
 */
export async function bulkImportFiles(sql: Sql, files: string[], options: BulkImportOptions): Promise<BulkImportSummary> {
  const started = performance.now();
  const session = await startBulk(sql);
  try {
    const workers = Math.max(1, options.workers ?? 1);
    const shards = await splitFiles(files, workers);
    const staged = await stageShards(options.url, shards, workers, {
      chunk: options.chunk,
      onProgress: options.onProgress,
      onReject: (r) => options.onReject?.(r.file, { line: r.line, reason: r.reason, text: r.text }),
    });
    const stageSeconds = (performance.now() - started) / 1000;
    const finish = await finishBulk(sql, options);
    return {
      read: staged.read,
      inserted: finish.properties,
      updated: 0,
      unchanged: 0,
      rejected: staged.rejected,
      seconds: (performance.now() - started) / 1000,
      stageSeconds,
      finish,
    };
  } finally {
    await endBulk(session);
  }
}

export async function importFiles(sql: Sql, files: string[], options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const lines = new Map<number, string>();
  let currentFile = '';
  const loader = new BatchLoader(
    sql,
    async (reject) => {
      await options.onReject?.(currentFile, { ...reject, text: lines.get(reject.line) ?? '' });
    },
    options.batchSize,
    { copy: options.copy },
  );
  // Lines are held until their batch is written (a reject quotes its line), then released together.
  const flushEvery = options.batchSize ?? 1000;
  for (const file of files) {
    currentFile = file;
    const size = (await stat(file)).size;
    const raw = createReadStream(file);
    const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
    let lineNo = 0;
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      lineNo++;
      if (text.trim() === '') continue;
      lines.set(lineNo, text);
      const parsed = parseLine(text);
      if ('error' in parsed) await loader.reject(lineNo, parsed.error);
      else await loader.add(lineNo, parsed.record);
      if (lineNo % flushEvery === 0) {
        await loader.flush();
        lines.clear();
        // The reader runs ahead of the lines written (readline buffers up to ~1,000 lines), so only
        // the end of the file, once its last batch is in, is reported as all of it.
        options.onProgress?.(file, Math.min(raw.bytesRead, size - 1), size, loader.counts);
      }
    }
    await loader.flush();
    lines.clear();
    options.onProgress?.(file, size, size, loader.counts);
  }
  if (options.refreshRollups !== false) await refreshRollups(sql);
  return { ...loader.counts, seconds: (performance.now() - started) / 1000 };
}
