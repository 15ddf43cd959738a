/**
 * Export jobs as the endpoints see them (docs/exports.md): submitting one within the plan's limits,
 * reading, listing and cancelling the caller's own.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import { BadRequest, NotFound, TooManyRequests } from '../platform/errors.ts';
import { EXPORT_LIMITS, type Plan } from '../platform/plans.ts';
import { searchFilters } from '../properties/search/search.ts';
import { isChunked } from './chunks.ts';
import { dispatch } from './dispatch.ts';
import { countNearbyRows, resolveSubjects } from './nearby.ts';
import { cancelJob, clearParts, countRows, failStale, insertJob, type JobRow, jobById, jobsOf, partsOf } from './queries.ts';
import { markCancelled } from './run.ts';
import type { ExportJob, ExportRequest } from './schemas.ts';
import { exportStorage, fileName, manifestName, partName } from './storage.ts';

/** A concurrent job's caller is told to come back after about this long. */
const CONCURRENT_RETRY_SECONDS = 30;

export async function submitExport(sql: Sql, request: ExportRequest, plan: Plan, subscriberId: string): Promise<JobRow> {
  if (request.fields && request.format === 'ndjson')
    throw new BadRequest('fields selects CSV and Parquet columns; NDJSON is the whole record, in the import format.', [
      { path: 'fields', message: 'not with format ndjson' },
    ]);
  const limits = EXPORT_LIMITS[plan];
  let filter: Record<string, unknown>;
  let rows: number;
  if (request.dataset === 'nearby-sales') {
    const subjects = await resolveSubjects(sql, request.filter);
    filter = { ...request.filter, subjects };
    rows = await countNearbyRows(sql, request.filter, subjects);
  } else {
    filter = request.filter as Record<string, unknown>;
    rows = await countRows(sql, request.dataset, await searchFilters(sql, request.filter, plan));
  }
  if (rows > limits.rowsPerJob)
    throw new BadRequest(
      `The filter selects ${rows.toLocaleString('en-US')} rows; the ${plan} plan exports at most ${limits.rowsPerJob.toLocaleString('en-US')} rows a job (limit: rows per job). Narrow the filter.`,
      [{ path: 'filter', message: `selects more than ${limits.rowsPerJob} rows (rows per job)` }],
    );
  const job = await insertJob(
    sql,
    {
      id: randomUUID(),
      subscriber_id: subscriberId,
      plan,
      dataset: request.dataset,
      format: request.format,
      filter,
      fields: request.fields ?? null,
      chunked: isChunked(request.dataset, request.format, rows),
    },
    ({ today, active, oldestToday }) => {
      if (today >= limits.jobsPerDay) {
        const retry = oldestToday ? Math.max(1, Math.ceil((oldestToday.getTime() + 86_400_000 - Date.now()) / 1000)) : 3600;
        throw new TooManyRequests(`The ${plan} plan allows ${limits.jobsPerDay} export jobs a day (limit: jobs per day).`, retry);
      }
      if (active >= limits.concurrentJobs)
        throw new TooManyRequests(
          `The ${plan} plan runs ${limits.concurrentJobs} export job${limits.concurrentJobs === 1 ? '' : 's'} at a time, and that many are queued or running (limit: concurrent jobs).`,
          CONCURRENT_RETRY_SECONDS,
        );
    },
  );
  await dispatch(job);
  return job;
}

export async function getExport(sql: Sql, id: string, subscriberId: string): Promise<ExportJob> {
  await failStale(sql, subscriberId);
  const job = await jobById(sql, id, subscriberId);
  if (!job) throw new NotFound(`No export job ${id} of this subscriber.`);
  return present(sql, job);
}

export async function listExports(sql: Sql, subscriberId: string, page: number, pageSize: number) {
  await failStale(sql, subscriberId);
  const { rows, total } = await jobsOf(sql, subscriberId, page, pageSize);
  return { data: await Promise.all(rows.map((job) => present(sql, job))), total };
}

export async function cancelExport(sql: Sql, id: string, subscriberId: string): Promise<ExportJob> {
  const result = await cancelJob(sql, id, subscriberId);
  if (!result) throw new NotFound(`No export job ${id} of this subscriber.`);
  markCancelled(id);
  if (result.before.location) await exportStorage().remove(result.before.location);
  if (result.before.chunked) {
    for (const part of await partsOf(sql, id)) await exportStorage().remove(part.location);
    await clearParts(sql, id, false);
  }
  return present(sql, result.after);
}

/** The job as the API shows it: fresh download links while the files are kept. */
export async function present(sql: Sql, job: JobRow): Promise<ExportJob> {
  const live = job.status === 'succeeded' && job.location && job.expires_at && job.expires_at.getTime() > Date.now();
  const storage = exportStorage();
  const parts =
    live && job.chunked
      ? await Promise.all(
          (await partsOf(sql, job.id)).map(async (p) => ({
            url: await storage.url(p.location, partName(job.id, p.part, job.format), job.expires_at!),
            rows: p.rows,
            bytes: p.bytes,
            sha256: p.sha256,
          })),
        )
      : null;
  return {
    id: job.id,
    status: job.status,
    dataset: job.dataset,
    format: job.format,
    filter: job.filter as ExportJob['filter'],
    fields: job.fields,
    rows: job.rows,
    bytes: job.bytes,
    sha256: job.sha256,
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
    expires_at: job.expires_at?.toISOString() ?? null,
    url: live ? await storage.url(job.location!, job.chunked ? manifestName(job.id) : fileName(job.id, job.format), job.expires_at!) : null,
    parts,
    error: job.error,
  };
}
