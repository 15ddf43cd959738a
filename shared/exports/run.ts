/**
 * Runs an export job (docs/exports.md#snapshot): every row is read in one REPEATABLE READ, READ ONLY
 * transaction, in keyset pages of property_id, so the file is one snapshot of the database however
 * long it takes and whatever a load changes meanwhile, and memory holds a page at a time.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Sql, TransactionSql } from 'postgres';
import { importLine, toImportRental, toImportTransaction } from '../../loader/export/export.ts';
import { logger } from '../platform/log.ts';
import { forPlan } from '../properties/records/plan-fields.ts';
import { searchWhere } from '../properties/records/queries.ts';
import type { PropertyRecord } from '../properties/records/record-schema.ts';
import { servedRecordText } from '../properties/records/served-record.ts';
import type { SearchFilter } from '../properties/schemas.ts';
import { searchFilters } from '../properties/search/search.ts';
import { type Column, DATASET_COLUMNS } from './columns.ts';
import { CONTENT_TYPES, type RowWriter, rowWriter } from './formats.ts';
import { nearbyRows, type ResolvedSubject } from './nearby.ts';
import { childRows, claimJob, failJob, finishJob, type JobRow, propertyPage } from './queries.ts';
import type { NearbySalesFilter } from './schemas.ts';
import { exportStorage, fileName, ttlHours } from './storage.ts';

/** Properties a page reads: their transactions and leases are read with them. */
export const PAGE = 1000;

export class Cancelled extends Error {}

export async function runJob(sql: Sql, id: string): Promise<void> {
  const job = await claimJob(sql, id);
  if (!job) return;
  const storage = exportStorage();
  const name = fileName(job.id, job.format);
  const file = await storage.scratch(name);
  try {
    const { rows, bytes, sha256 } = await writeExport(sql, job, file);
    const location = await storage.keep(file, name, CONTENT_TYPES[job.format]);
    if (!(await finishJob(sql, job.id, { rows, bytes, sha256, location, ttlHours: ttlHours() }))) await storage.remove(location);
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof Cancelled) return;
    logger.error('export failed', { jobId: job.id, error: err as Error });
    await failJob(sql, job.id, 'The export could not be written; ask again, and tell us the job id if it fails again.');
  }
}

export function columnsOf(job: Pick<JobRow, 'dataset' | 'fields'>): Column[] {
  const all = DATASET_COLUMNS[job.dataset];
  return job.fields ? job.fields.map((name) => all.find((c) => c.name === name)!) : all;
}

export interface Written {
  rows: number;
  bytes: number;
  sha256: string;
}

/** Writes the job's file; answers its rows, size and SHA-256. */
export async function writeExport(sql: Sql, job: JobRow, file: string): Promise<Written> {
  return writeFile(job, file, async (writer) => {
    if (job.dataset !== 'nearby-sales') return writeProperties(sql, job, writer);
    const filter = job.filter as NearbySalesFilter & { subjects: ResolvedSubject[] };
    let rows = 0;
    await sql.begin('isolation level repeatable read read only', async (tx) => {
      for await (const records of nearbyRows(tx, filter, filter.subjects, job.plan)) {
        await writer.write(records);
        rows += records.length;
        if (cancelledHere.has(job.id)) throw new Cancelled();
      }
    });
    return rows;
  });
}

/** A file of the job's format and columns, of the rows `produce` writes (it answers how many); answers its rows, size and SHA-256. */
export async function writeFile(job: JobRow, file: string, produce: (writer: RowWriter) => Promise<number>): Promise<Written> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const out = createWriteStream(file);
  counter.pipe(out);
  const writer = rowWriter(job.format, counter, columnsOf(job));
  const rows = await produce(writer);
  await writer.end();
  counter.end();
  await finished(out);
  return { rows, bytes, sha256: hash.digest('hex') };
}

/** The properties, transactions or leases of the search filter, in keyset pages of property_id. */
async function writeProperties(sql: Sql, job: JobRow, writer: RowWriter): Promise<number> {
  const filters = await searchFilters(sql, job.filter as SearchFilter, job.plan);
  let rows = 0;
  await sql.begin('isolation level repeatable read read only', async (tx) => {
    const where = searchWhere(tx, filters);
    for (let after = 0; ; ) {
      const page = await propertyPage(tx, where, after, PAGE);
      if (page.length === 0) break;
      after = page.at(-1)!.property_id;
      const records = await pageRecords(tx, job, page);
      await writer.write(records);
      rows += records.length;
      if (cancelledHere.has(job.id)) throw new Cancelled();
    }
  });
  return rows;
}

/** The page's records as the job's dataset and format write them. */
export async function pageRecords(
  tx: TransactionSql,
  job: JobRow,
  page: { property_id: number; doc_json: string; valuation_json: string | null; data_source: string }[],
) {
  const ids = page.map((p) => p.property_id);
  if (job.dataset === 'transactions')
    return (await childRows(tx, 'transactions', ids)).map((r) => ({ property_id: Number(r.property_id), ...toImportTransaction(r) }));
  if (job.dataset === 'leases')
    return (await childRows(tx, 'rentals', ids)).map((r) => ({ property_id: Number(r.property_id), ...toImportRental(r) }));
  const record = (p: (typeof page)[number]) =>
    forPlan(JSON.parse(servedRecordText(p.doc_json, p.valuation_json, p.data_source)) as PropertyRecord, job.plan);
  if (job.format !== 'ndjson') return page.map(record);
  // NDJSON is the importer's format: the record with its source, transactions and leases
  const [transactions, rentals] = await Promise.all([childRows(tx, 'transactions', ids), childRows(tx, 'rentals', ids)]);
  const tx_ = groupByProperty(transactions, toImportTransaction);
  const rx = groupByProperty(rentals, toImportRental);
  return page.map((p) => importLine(record(p), p.data_source, tx_.get(p.property_id) ?? [], rx.get(p.property_id) ?? []));
}

function groupByProperty<T>(rows: Record<string, unknown>[], map: (r: Record<string, unknown>) => T): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const r of rows) {
    const id = Number(r.property_id);
    const list = grouped.get(id);
    if (list) list.push(map(r));
    else grouped.set(id, [map(r)]);
  }
  return grouped;
}

/**
 * A cancel is a row another transaction writes, which the export's snapshot cannot see: a runner
 * in this process (the local server) stops at the next page; elsewhere the job runs to its end,
 * and finishJob, finding it cancelled, leaves it so and the file is deleted.
 */
const cancelledHere = new Set<string>();
export function markCancelled(id: string): void {
  cancelledHere.add(id);
}
export const cancelledInProcess = (id: string) => cancelledHere.has(id);
