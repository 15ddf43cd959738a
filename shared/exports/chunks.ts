/**
 * Chunked export jobs (docs/exports.md#chunked-jobs): a job with more rows than one part holds is
 * written as numbered part files, each complete (its own CSV header, Parquet footer), one part a
 * step, so no step outlives a Lambda's 15 minutes. On AWS a Step Functions state machine calls the
 * steps in a loop (infra/exports.ts); locally the server calls them one after another.
 *
 * - `startChunked` claims the job and pins its rows (export_job_rows: a snapshot of keys and hashes).
 * - `nextChunk` writes the next part and records it in the job, so a step that failed or timed out is
 *   simply asked again: it writes that part again, byte for byte the same, and a part recorded is never
 *   written twice. After the last part it writes the manifest and the job succeeds.
 * - A part that finds a pinned property changed by a load since the pin would tear the export: the
 *   job's parts are discarded and it is pinned afresh, at most MAX_RESTARTS times.
 */
import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile as writeText } from 'node:fs/promises';
import type { Sql } from 'postgres';
import { config } from '../platform/config.ts';
import { logger } from '../platform/log.ts';
import type { SearchFilter } from '../properties/schemas.ts';
import { searchFilters } from '../properties/search/search.ts';
import { CONTENT_TYPES, type Format } from './formats.ts';
import {
  claimChunked,
  clearParts,
  clearPin,
  failJob,
  finishJob,
  holdRun,
  type JobRow,
  jobById,
  type PartRow,
  partsOf,
  pinnedPage,
  pinRows,
  recordPart,
} from './queries.ts';
import { Cancelled, cancelledInProcess, PAGE, pageRecords, runJob, writeFile } from './run.ts';
import { exportStorage, MANIFEST_TYPE, manifestName, partFile, partName, ttlHours } from './storage.ts';

/**
 * Rows a part holds (EXPORT_PART_ROWS): a job with more is chunked. The default is what a runner
 * writes in about 10 minutes at the slowest measured export rates (docs/performance.md#exports: 400
 * rows/s for CSV and Parquet, 229 for NDJSON, whose lines carry the transactions and leases too),
 * leaving a third of Lambda's 15 minutes spare.
 */
export const partRows = (format: Format) => config().EXPORT_PART_ROWS ?? (format === 'ndjson' ? 120_000 : 240_000);

/** Pins a job gets: a load that changes its rows more often than this keeps it from finishing. */
export const MAX_RESTARTS = 3;

/** Whether a job of this many rows is chunked; nearby-sales jobs (at most 100 subjects' windows) never are. */
export const isChunked = (dataset: JobRow['dataset'], format: Format, rows: number) =>
  dataset !== 'nearby-sales' && rows > partRows(format);

class Torn extends Error {}

/** Claims a queued chunked job and pins its rows; answers whether this call claimed it (a repeated call does not). */
export async function startChunked(sql: Sql, id: string): Promise<boolean> {
  if (!(await claimChunked(sql, id))) return false;
  await pin(sql, (await jobById(sql, id))!);
  return true;
}

async function pin(sql: Sql, job: JobRow): Promise<number> {
  return pinRows(sql, job, await searchFilters(sql, job.filter as SearchFilter, job.plan), partRows(job.format));
}

/**
 * One step of run `run`: the next part, or the manifest after the last. Answers done when the job has
 * ended (succeeded, failed, cancelled) or another run holds it.
 */
export async function nextChunk(sql: Sql, id: string, run: string): Promise<{ done: boolean }> {
  const job = await jobById(sql, id);
  if (!job?.chunked) return { done: true };
  // failed by the stale sweep while its steps were retried: its parts and pin go
  if (job.status === 'failed') await failChunked(sql, id);
  if (job.status !== 'running' || !(await holdRun(sql, id, run))) return { done: true };
  if (job.parts_total === null) {
    await pin(sql, job);
    return { done: false };
  }
  const parts = await partsOf(sql, id);
  if (parts.length >= job.parts_total) {
    await finish(sql, job, parts);
    return { done: true };
  }
  try {
    await writePart(sql, job, parts.length + 1);
  } catch (err) {
    if (!(err instanceof Torn)) throw err;
    await discard(id, parts);
    if (job.restarts + 1 > MAX_RESTARTS) {
      await failJob(sql, id, `Loads changed the selected rows while the export ran, ${MAX_RESTARTS + 1} times; ask again later.`);
      await clearParts(sql, id, false);
      return { done: true };
    }
    logger.info('export torn by a load: pinned again', { jobId: id, restarts: job.restarts + 1 });
    await clearParts(sql, id, true);
  }
  return { done: false };
}

/** Writes part `part` and records it; throws Torn when a pinned property has changed since the pin. */
async function writePart(sql: Sql, job: JobRow, part: number): Promise<void> {
  const storage = exportStorage();
  const name = partName(job.id, part, job.format);
  const file = await storage.scratch(name);
  try {
    const written = await writeFile(
      job,
      file,
      (writer) =>
        sql.begin('isolation level repeatable read read only', async (tx) => {
          let rows = 0;
          for (let after = 0; ; ) {
            const page = await pinnedPage(tx, job.id, part, after, PAGE);
            if (page.length === 0) return rows;
            if (page.some((p) => !p.same)) throw new Torn();
            after = page.at(-1)!.property_id;
            const records = await pageRecords(tx, job, page);
            await writer.write(records);
            rows += records.length;
            if (cancelledInProcess(job.id)) throw new Cancelled();
          }
        }) as Promise<number>,
    );
    const location = await storage.keep(file, name, CONTENT_TYPES[job.format]);
    // a cancel came first: the part is not the job's
    if (!(await recordPart(sql, job.id, { part, ...written, location }))) await storage.remove(location);
  } finally {
    await rm(file, { force: true });
  }
}

/** `sha256sum`'s listing of the parts: `sha256sum -c` checks a folder of them. */
export function manifest(parts: readonly Pick<PartRow, 'part' | 'sha256'>[], format: Format): string {
  return parts.map((p) => `${p.sha256}  ${partFile(p.part, format)}\n`).join('');
}

/** The manifest is the job's file (its `url`, `sha256`); rows and bytes are the parts' sums. */
async function finish(sql: Sql, job: JobRow, parts: PartRow[]): Promise<void> {
  const storage = exportStorage();
  const name = manifestName(job.id);
  const file = await storage.scratch(name);
  const text = manifest(parts, job.format);
  await writeText(file, text);
  const location = await storage.keep(file, name, MANIFEST_TYPE);
  const done = await finishJob(sql, job.id, {
    rows: parts.reduce((n, p) => n + p.rows, 0),
    bytes: parts.reduce((n, p) => n + p.bytes, 0),
    sha256: createHash('sha256').update(text).digest('hex'),
    location,
    ttlHours: ttlHours(),
  });
  if (done) await clearPin(sql, job.id);
  else await storage.remove(location);
}

/** A run that failed for good (its retries spent): the job fails and its parts go. */
export async function failChunked(sql: Sql, id: string): Promise<void> {
  await failJob(sql, id, 'The export could not be written; ask again, and tell us the job id if it fails again.');
  const job = await jobById(sql, id);
  if (job?.status !== 'failed') return;
  await discard(id, await partsOf(sql, id));
  await clearParts(sql, id, false);
}

async function discard(id: string, parts: readonly PartRow[]): Promise<void> {
  const storage = exportStorage();
  for (const p of parts) await storage.remove(p.location);
  logger.info('export parts discarded', { jobId: id, parts: parts.length });
}

/** The local runner: every step in this process, one after another. */
export async function runChunked(sql: Sql, id: string): Promise<void> {
  if (!(await startChunked(sql, id))) return;
  const run = randomUUID();
  try {
    while (!(await nextChunk(sql, id, run)).done);
  } catch (err) {
    if (err instanceof Cancelled) return;
    logger.error('export failed', { jobId: id, error: err as Error });
    await failChunked(sql, id);
  }
}

/** What the runner function is asked (functions/exports/run.ts). */
export type RunnerEvent = { id: string; step?: undefined } | { id: string; step: 'next'; run: string } | { id: string; step: 'fail' };

/**
 * The runner function's step: POST's invocation (`{id}`) runs a single-file job whole, or claims and
 * pins a chunked one and answers `started`, on which the state machine is started (infra/exports.ts);
 * the state machine then asks `next` until done, and `fail` when a step's retries are spent.
 */
export async function runnerStep(sql: Sql, event: RunnerEvent): Promise<{ id: string; started: boolean } | { done: boolean } | undefined> {
  if (event.step === 'next') return nextChunk(sql, event.id, event.run);
  if (event.step === 'fail') return void (await failChunked(sql, event.id));
  const job = await jobById(sql, event.id);
  if (!job?.chunked) return void (await runJob(sql, event.id));
  return { id: event.id, started: await startChunked(sql, event.id) };
}
