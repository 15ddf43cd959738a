/** SQL of the export jobs (migrations/0059_export_jobs.sql) and of the rows they export. */
import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';

type Tx = Sql | TransactionSql;

import { config } from '../platform/config.ts';
import type { Plan } from '../platform/plans.ts';
import { type SelectionFilters, searchWhere, valuationJson } from '../properties/records/queries.ts';
import type { Dataset } from './columns.ts';
import type { Format } from './formats.ts';
import type { ExportStatus } from './schemas.ts';

export interface JobRow {
  id: string;
  subscriber_id: string;
  plan: Plan;
  dataset: Dataset;
  format: Format;
  filter: Record<string, unknown>;
  fields: string[] | null;
  status: ExportStatus;
  rows: number | null;
  bytes: number | null;
  sha256: string | null;
  error: string | null;
  location: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  expires_at: Date | null;
  chunked: boolean;
  parts_total: number | null;
  restarts: number;
}

/** A job not finished this long after it started (or was queued) has no runner left: the runner function's timeout is 15 minutes. */
export const staleAfterMinutes = () => config().EXPORT_STALE_MINUTES ?? 20;

const JOB = (sql: Tx) =>
  sql`id, subscriber_id, plan, dataset, format, filter, fields, status, rows::float8 as rows, bytes::float8 as bytes, sha256, error,
      location, created_at, started_at, finished_at, expires_at, chunked, parts_total, restarts`;

/**
 * The subscriber's jobs of the last day and those not finished, counted under a lock on the
 * subscriber, then the new job: two requests at once cannot both pass a limit.
 */
export async function insertJob(
  sql: Sql,
  job: Pick<JobRow, 'id' | 'subscriber_id' | 'plan' | 'dataset' | 'format' | 'filter' | 'fields' | 'chunked'>,
  admit: (counts: { today: number; active: number; oldestToday: Date | null }) => void,
): Promise<JobRow> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`export_jobs:${job.subscriber_id}`}))`;
    await failStale(tx, job.subscriber_id);
    // export_jobs_subscriber_created
    const [counts] = await tx<{ today: number; active: number; oldest_today: Date | null }[]>`
      select count(*) filter (where created_at > now() - interval '1 day')::float8 as today,
             count(*) filter (where status in ('queued', 'running'))::float8 as active,
             min(created_at) filter (where created_at > now() - interval '1 day') as oldest_today
      from export_jobs where subscriber_id = ${job.subscriber_id} and (created_at > now() - interval '1 day' or status in ('queued', 'running'))`;
    admit({ today: counts?.today ?? 0, active: counts?.active ?? 0, oldestToday: counts?.oldest_today ?? null });
    const [row] = await tx<JobRow[]>`
      insert into export_jobs (id, subscriber_id, plan, dataset, format, filter, fields, chunked)
      values (${job.id}, ${job.subscriber_id}, ${job.plan}, ${job.dataset}, ${job.format}, ${tx.json(job.filter as never)}, ${job.fields}, ${job.chunked})
      returning ${JOB(tx)}`;
    return row!;
  }) as Promise<JobRow>;
}

/**
 * Fails the subscriber's jobs whose runner cannot still be at work (docs/exports.md#stale-jobs): queued
 * or running past EXPORT_STALE_MINUTES, longer than a runner lives (the runner function's 15-minute
 * timeout), so a runner that died or an invocation that was lost stops counting against the
 * concurrent limit; a chunked job's silence counts from its last part. export_jobs_subscriber_created;
 * answers how many it failed.
 */
export async function failStale(sql: Tx, subscriberId: string, staleMinutes = staleAfterMinutes()): Promise<number> {
  const swept = await sql`
    update export_jobs set status = 'failed', finished_at = now(),
           error = ${`The job's runner stopped without finishing (no result within ${staleMinutes} minutes); ask again.`}
    where subscriber_id = ${subscriberId} and status in ('queued', 'running')
      and coalesce(progress_at, started_at, created_at) < now() - make_interval(mins => ${staleMinutes})`;
  return swept.count;
}

/** export_jobs_pkey; another subscriber's job is not found. */
export async function jobById(sql: Sql, id: string, subscriberId?: string): Promise<JobRow | undefined> {
  const [row] = await sql<JobRow[]>`
    select ${JOB(sql)} from export_jobs where id = ${id} ${subscriberId === undefined ? sql`` : sql`and subscriber_id = ${subscriberId}`}`;
  return row;
}

/** export_jobs_subscriber_created */
export async function jobsOf(sql: Sql, subscriberId: string, page: number, pageSize: number): Promise<{ rows: JobRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    sql<JobRow[]>`select ${JOB(sql)} from export_jobs where subscriber_id = ${subscriberId}
                  order by created_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    sql<{ total: number }[]>`select count(*)::float8 as total from export_jobs where subscriber_id = ${subscriberId}`,
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The job moves from queued to running once: a second runner, or one after a cancel, gets nothing. */
export async function claimJob(sql: Sql, id: string): Promise<JobRow | undefined> {
  const [row] = await sql<JobRow[]>`
    update export_jobs set status = 'running', started_at = now() where id = ${id} and status = 'queued' returning ${JOB(sql)}`;
  return row;
}

export async function finishJob(
  sql: Sql,
  id: string,
  result: { rows: number; bytes: number; sha256: string; location: string; ttlHours: number },
): Promise<boolean> {
  const done = await sql`
    update export_jobs set status = 'succeeded', rows = ${result.rows}, bytes = ${result.bytes}, sha256 = ${result.sha256},
           location = ${result.location}, finished_at = now(), expires_at = now() + make_interval(hours => ${result.ttlHours})
    where id = ${id} and status = 'running'`;
  return done.count === 1;
}

export async function failJob(sql: Sql, id: string, error: string): Promise<void> {
  await sql`update export_jobs set status = 'failed', error = ${error}, finished_at = now() where id = ${id} and status = 'running'`;
}

/** Cancels a job of the subscriber; answers the job as it was before, to say whether a file is left to delete. */
export async function cancelJob(sql: Sql, id: string, subscriberId: string): Promise<{ before: JobRow; after: JobRow } | undefined> {
  return sql.begin(async (tx) => {
    const [before] = await tx<JobRow[]>`select ${JOB(tx)} from export_jobs where id = ${id} and subscriber_id = ${subscriberId} for update`;
    if (!before) return undefined;
    const [after] = await tx<JobRow[]>`
      update export_jobs set status = 'cancelled', location = null, finished_at = coalesce(finished_at, now())
      where id = ${id} returning ${JOB(tx)}`;
    return { before, after: after! };
  }) as Promise<{ before: JobRow; after: JobRow } | undefined>;
}

/** Rows the job will export, counted as the limits need them. */
export async function countRows(sql: Sql, dataset: Dataset, f: SelectionFilters): Promise<number> {
  const where = searchWhere(sql, f);
  const [row] =
    dataset === 'properties'
      ? await sql<{ n: number }[]>`select count(*)::float8 as n from properties where ${where}`
      : await sql<{ n: number }[]>`
          select count(*)::float8 as n from ${sql(dataset === 'transactions' ? 'transactions' : 'rentals')} t
          where t.property_id in (select property_id from properties where ${where})`;
  return row?.n ?? 0;
}

/**
 * One page of the selected properties after `after`, in property_id order (properties_pkey; the
 * location's index for a selective filter): keyset pages inside the export's one transaction.
 */
export function propertyPage(sql: Tx, where: PendingQuery<Row[]>, after: number, limit: number) {
  return sql<{ property_id: number; doc_json: string; valuation_json: string | null; data_source: string }[]>`
    select property_id::float8 as property_id, doc::text as doc_json, ${valuationJson(sql)} as valuation_json, data_source from properties
    where property_id > ${after} and ${where} order by property_id limit ${limit}`;
}

/** The transactions (transactions_pkey) or rentals (rentals_pkey) of these properties, by property and position. */
export function childRows(sql: Tx, table: 'transactions' | 'rentals', ids: number[]) {
  return sql<Record<string, unknown>[]>`
    select * from ${sql(table)} where property_id = any(${ids}::bigint[]) order by property_id, seq`;
}

/**
 * Pins a chunked job's rows (migrations/0079_export_parts.sql) in one statement, one snapshot: the
 * selected properties (for transactions and leases, those that have any) with their content_hash,
 * each in the part its rows fall in, parts of about `partRows` rows. Answers the parts, at least one
 * (a job left with no rows is one file of no rows). properties_pkey, transactions_pkey / rentals_pkey
 * for the counts.
 */
export async function pinRows(sql: Sql, job: JobRow, f: SelectionFilters, partRows: number): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`delete from export_job_rows where job_id = ${job.id}`;
    const where = searchWhere(tx, f);
    if (job.dataset === 'properties')
      await tx`
        insert into export_job_rows (job_id, part, property_id, content_hash)
        select ${job.id}, div(row_number() over (order by property_id) - 1, ${partRows}) + 1, property_id, content_hash
        from properties where ${where}`;
    else
      await tx`
        insert into export_job_rows (job_id, part, property_id, content_hash)
        select ${job.id}, div(sum(c.n) over (order by p.property_id) - 1, ${partRows}) + 1, p.property_id, p.content_hash
        from properties p
        cross join lateral (select count(*) as n from ${tx(job.dataset === 'transactions' ? 'transactions' : 'rentals')} t where t.property_id = p.property_id) c
        where c.n > 0 and ${where}`;
    const [row] = await tx<{ parts: number }[]>`
      update export_jobs set parts_total = (select coalesce(max(part), 1) from export_job_rows where job_id = ${job.id}), progress_at = now()
      where id = ${job.id} returning parts_total as parts`;
    return row!.parts;
  }) as Promise<number>;
}

/** The job moves from queued to running, chunked: the run that claims it pins it next. */
export async function claimChunked(sql: Sql, id: string): Promise<boolean> {
  const claimed =
    await sql`update export_jobs set status = 'running', started_at = now(), progress_at = now() where id = ${id} and status = 'queued' and chunked`;
  return claimed.count === 1;
}

/** The run that writes the job's parts: the first to ask; another (a duplicate execution) is refused. export_jobs_pkey */
export async function holdRun(sql: Sql, id: string, run: string): Promise<boolean> {
  const held = await sql`update export_jobs set runner = ${run} where id = ${id} and (runner is null or runner = ${run})`;
  return held.count === 1;
}

/**
 * A page of a part's pinned properties after `after` (export_job_rows_pkey), with their rows now and
 * whether each is still the one pinned: `same` is false for a property a load has changed or removed.
 */
export function pinnedPage(sql: Tx, id: string, part: number, after: number, limit: number) {
  return sql<{ property_id: number; doc_json: string; valuation_json: string | null; data_source: string; same: boolean }[]>`
    select r.property_id::float8 as property_id, p.doc::text as doc_json, ${valuationJson(sql, 'p')} as valuation_json, p.data_source,
           coalesce(p.content_hash = r.content_hash, false) as same
    from export_job_rows r left join properties p on p.property_id = r.property_id
    where r.job_id = ${id} and r.part = ${part} and r.property_id > ${after} order by r.property_id limit ${limit}`;
}

export interface PartRow {
  part: number;
  rows: number;
  bytes: number;
  sha256: string;
  location: string;
}

/** A part written, recorded while the job is still running (under its row's lock, so a cancel cannot pass between). */
export async function recordPart(sql: Sql, id: string, part: PartRow): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [job] = await tx`select 1 from export_jobs where id = ${id} and status = 'running' for update`;
    if (!job) return false;
    await tx`
      insert into export_job_parts (job_id, part, rows, bytes, sha256, location)
      values (${id}, ${part.part}, ${part.rows}, ${part.bytes}, ${part.sha256}, ${part.location})
      on conflict (job_id, part) do nothing`;
    await tx`update export_jobs set progress_at = now() where id = ${id}`;
    return true;
  }) as Promise<boolean>;
}

/** The job's parts in order (export_job_parts_pkey). */
export function partsOf(sql: Tx, id: string) {
  return sql<PartRow[]>`
    select part, rows::float8 as rows, bytes::float8 as bytes, sha256, location from export_job_parts where job_id = ${id} order by part`;
}

/** Forgets the job's parts and pin: a new pin follows (a load tore the export), or the job has ended. */
export async function clearParts(sql: Sql, id: string, repin: boolean): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`delete from export_job_parts where job_id = ${id}`;
    await tx`delete from export_job_rows where job_id = ${id}`;
    if (repin) await tx`update export_jobs set parts_total = null, restarts = restarts + 1 where id = ${id}`;
  });
}

/** Forgets the pin of a job that has succeeded: its parts stay listed. */
export async function clearPin(sql: Sql, id: string): Promise<void> {
  await sql`delete from export_job_rows where job_id = ${id}`;
}
