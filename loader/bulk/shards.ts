/**
 * Parallel staging for the bulk path (loader/bulk/staging.ts): the input is split into shards (whole files,
 * or byte ranges of a large NDJSON file cut at line boundaries) that a pool of worker threads
 * (bulk-worker.ts), each with its own database connection, parses, validates, prepares and COPYs.
 */
import { open, stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { FileShard, FromWorker, ToWorker } from './messages.ts';

/** Below this, a file is not cut: a shard's start-up costs more than it saves. */
const MIN_SHARD_BYTES = 16 * 1024 ** 2;
/** ords of one file's lines: file k's lines are k·2^32 + line, so ords follow the input's order */
const ORDS_PER_FILE = 2 ** 32;

/** Splits each file into up to `parts` byte ranges, each starting at the beginning of a line. */
export async function splitFiles(files: string[], parts: number): Promise<FileShard[]> {
  const shards: FileShard[] = [];
  for (const [k, file] of files.entries()) {
    const size = (await stat(file)).size;
    const n = file.endsWith('.gz') ? 1 : Math.max(1, Math.min(parts, Math.floor(size / MIN_SHARD_BYTES)));
    const cuts = [0];
    for (let i = 1; i < n; i++) cuts.push(Math.max(cuts.at(-1)!, await lineStartAtOrAfter(file, Math.floor((size * i) / n), size)));
    cuts.push(size);
    // a shard's lines are numbered from 1 within it; the line numbers of rejects are made whole-file at the end
    for (let i = 0; i < n; i++)
      shards.push({ index: shards.length, file, start: cuts[i]!, end: cuts[i + 1]!, ordBase: k * ORDS_PER_FILE + cuts[i]! });
  }
  return shards;
}

/** The offset of the first line that starts at or after `offset`. */
async function lineStartAtOrAfter(file: string, offset: number, size: number): Promise<number> {
  if (offset <= 0) return 0;
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    // the byte before `offset` decides: a newline there means a line starts at `offset`
    for (let at = offset - 1; at < size; at += buffer.length) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
      const nl = buffer.subarray(0, bytesRead).indexOf(10);
      if (nl >= 0) return at + nl + 1;
      if (bytesRead === 0) break;
    }
    return size;
  } finally {
    await handle.close();
  }
}

export interface PoolCounts {
  read: number;
  staged: number;
  rejected: number;
  /** bytes of the input read so far, of `totalBytes` */
  bytes: number;
  totalBytes: number;
}

export interface ShardReject {
  file: string;
  line: number;
  reason: string;
  text: string;
}

/**
 * A worker thread running bulk-worker.ts. A worker does not inherit the TypeScript loader the
 * CLIs run under (tsx), so it registers it before importing its module.
 */
export function startWorker(url: string, chunk: number): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: { url, chunk } });
}

/** Waits for the next message of a worker that answers `filter`, failing on a worker failure. */
function failure(message: FromWorker): Error | undefined {
  if (message.type !== 'failed') return undefined;
  return Object.assign(new Error(message.message), { code: message.code });
}

export async function endWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          w.on('message', (m: FromWorker) => {
            if (m.type === 'ended') resolve();
            const err = failure(m);
            if (err) reject(err);
          });
          w.postMessage({ type: 'end' } satisfies ToWorker);
        }),
    ),
  );
  await Promise.all(workers.map((w) => w.terminate()));
}

/**
 * Stages every shard with `workers` threads, each taking the next shard when done with one.
 * Rejects come back numbered by their line in the whole file, in input order.
 */
export async function stageShards(
  url: string,
  shards: FileShard[],
  workers: number,
  options: { chunk?: number; onProgress?: (counts: PoolCounts) => void; onReject?: (reject: ShardReject) => void | Promise<void> },
): Promise<PoolCounts> {
  const totalBytes = shards.reduce((s, x) => s + (x.end - x.start), 0);
  const counts: PoolCounts = { read: 0, staged: 0, rejected: 0, bytes: 0, totalBytes };
  const progress = new Map<number, { bytes: number; staged: number; read: number }>();
  const rejects = new Map<number, { line: number; reason: string; text: string }[]>();
  const lines = new Map<number, number>();
  const finished: { read: number; staged: number; rejected: number; bytes: number } = { read: 0, staged: 0, rejected: 0, bytes: 0 };
  const update = () => {
    let bytes = finished.bytes;
    let staged = finished.staged;
    let read = finished.read;
    for (const p of progress.values()) {
      bytes += p.bytes;
      staged += p.staged;
      read += p.read;
    }
    Object.assign(counts, { bytes: Math.min(bytes, totalBytes), staged, read, rejected: finished.rejected });
    options.onProgress?.(counts);
  };
  const queue = [...shards];
  const pool = Array.from({ length: Math.max(1, Math.min(workers, shards.length)) }, () => startWorker(url, options.chunk ?? 2000));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const shard = queue.shift();
              if (!shard) return resolve();
              worker.postMessage({ type: 'shard', shard } satisfies ToWorker);
            };
            worker.on('error', reject);
            worker.on('message', (m: FromWorker) => {
              const err = failure(m);
              if (err) return reject(err);
              if (m.type === 'progress') {
                progress.set(m.shard, { bytes: m.bytes, staged: m.staged, read: m.read });
                update();
              } else if (m.type === 'reject') {
                (rejects.get(m.shard) ?? rejects.set(m.shard, []).get(m.shard)!).push({ line: m.line, reason: m.reason, text: m.text });
              } else if (m.type === 'shard-done') {
                progress.delete(m.shard);
                lines.set(m.shard, m.lines);
                const shard = shards[m.shard]!;
                finished.read += m.read;
                finished.staged += m.staged;
                finished.rejected += m.rejected;
                finished.bytes += shard.end - shard.start;
                update();
                next();
              }
            });
            next();
          }),
      ),
    );
    await endWorkers(pool);
  } catch (err) {
    await Promise.all(pool.map((w) => w.terminate()));
    throw err;
  }
  // line numbers of the whole file: each shard's follow the lines of the shards before it
  let before = 0;
  for (const [i, shard] of shards.entries()) {
    if (i > 0 && shards[i - 1]!.file !== shard.file) before = 0;
    for (const r of rejects.get(i) ?? [])
      await options.onReject?.({ file: shard.file, line: before + r.line, reason: r.reason, text: r.text });
    before += lines.get(i) ?? 0;
  }
  return counts;
}
