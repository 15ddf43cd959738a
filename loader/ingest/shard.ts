/**
 * One shard of a load on AWS (docs/data.md#a-national-load-on-aws): one NDJSON object, written by
 * the incremental path in batches, its progress recorded in load_shards after every batch. An
 * invocation stops at its deadline between two batches, or fails; the next one for the same load
 * and object skips the lines recorded and goes on. A finished shard is not read again, unless its
 * object was replaced (another ETag), which is then read from its start: the content hash leaves
 * what is already in untouched.
 *
 * A batch commits before its progress is recorded: an invocation cut between the two writes that
 * batch again, which finds it unchanged, so its properties count as unchanged, never twice.
 */
import type { Sql } from 'postgres';
import { BatchLoader, type LoadCounts } from './load.ts';
import { parseLine } from './parse-line.ts';

export interface ShardSource {
  /** what the shard is named by in its load (s3://bucket/key) */
  name: string;
  /** the object's ETag, or null when the source has none */
  etag: string | null;
  /** the object's lines from its first */
  lines(): AsyncIterable<string>;
}

export interface ShardOptions {
  /** epoch ms after which no batch is started: the shard stops and its next invocation resumes it */
  deadline?: number;
  batchSize?: number;
  /** COPY rows into PostgreSQL (not available on the embedded PGlite) */
  copy?: boolean;
}

export interface ShardProgress extends LoadCounts {
  load: string;
  source: string;
  done: boolean;
  /** lines read and written so far, over every invocation */
  lines: number;
  invocations: number;
  /** the first rejects; `rejected` counts them all */
  rejects: { line: number; reason: string }[];
}

/** How many rejects a shard keeps; the count covers them all. */
const KEPT_REJECTS = 50;

interface ShardRow extends LoadCounts {
  etag: string | null;
  lines_done: number;
  invocations: number;
  rejects: { line: number; reason: string }[];
  finished: boolean;
}

export async function loadShard(sql: Sql, load: string, source: ShardSource, options: ShardOptions = {}): Promise<ShardProgress> {
  const row = await claim(sql, load, source);
  if (row.finished && row.etag === source.etag) return progress(load, source.name, row, true);
  // a replaced object: its lines are others, so its progress restarts
  const fresh = row.etag !== source.etag;
  const counts: LoadCounts = fresh
    ? { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 }
    : { read: row.read, inserted: row.inserted, updated: row.updated, unchanged: row.unchanged, rejected: row.rejected };
  const rejects = fresh ? [] : row.rejects;
  const skip = fresh ? 0 : row.lines_done;
  const keep = (line: number, reason: string) => void (rejects.length < KEPT_REJECTS && rejects.push({ line, reason }));
  const batchSize = options.batchSize ?? 1000;
  const loader = new BatchLoader(sql, (r) => keep(r.line, r.reason), batchSize, { copy: options.copy });
  const save = (lines: number, finished: boolean) => record(sql, load, source, lines, add(counts, loader.counts), rejects, finished);

  let lineNo = 0;
  for await (const text of source.lines()) {
    lineNo++;
    if (lineNo <= skip) continue;
    if (text.trim() !== '') {
      const parsed = parseLine(text);
      if ('error' in parsed) await loader.reject(lineNo, parsed.error);
      else await loader.add(lineNo, parsed.record);
    }
    if (lineNo % batchSize === 0) {
      await loader.flush();
      const saved = await save(lineNo, false);
      if (options.deadline !== undefined && Date.now() >= options.deadline) return progress(load, source.name, saved, false);
    }
  }
  await loader.flush();
  return progress(load, source.name, await save(Math.max(lineNo, skip), true), true);
}

/** The shard's row, made when this is its first invocation; its invocations counted. */
async function claim(sql: Sql, load: string, source: ShardSource): Promise<ShardRow> {
  await sql`insert into loads (load_id) values (${load}) on conflict do nothing`;
  // load_shards_pkey
  const [row] = await sql<ShardRow[]>`
    insert into load_shards (load_id, source, etag, invocations) values (${load}, ${source.name}, ${source.etag}, 1)
    on conflict (load_id, source) do update set invocations = load_shards.invocations + 1, updated_at = now()
    returning ${sql.unsafe(ROW)}`;
  return row!;
}

const ROW = `etag, lines_done::float8 as lines_done, invocations, rejects, finished_at is not null as finished,
             read::float8 as read, inserted::float8 as inserted, updated::float8 as updated,
             unchanged::float8 as unchanged, rejected::float8 as rejected`;

async function record(
  sql: Sql,
  load: string,
  source: ShardSource,
  lines: number,
  counts: LoadCounts,
  rejects: { line: number; reason: string }[],
  finished: boolean,
): Promise<ShardRow> {
  // load_shards_pkey
  const [row] = await sql<ShardRow[]>`
    update load_shards set etag = ${source.etag}, lines_done = ${lines}, read = ${counts.read}, inserted = ${counts.inserted},
      updated = ${counts.updated}, unchanged = ${counts.unchanged}, rejected = ${counts.rejected}, rejects = ${sql.json(rejects)},
      updated_at = now(), finished_at = ${finished ? sql`now()` : null}
    where load_id = ${load} and source = ${source.name}
    returning ${sql.unsafe(ROW)}`;
  return row!;
}

const add = (a: LoadCounts, b: LoadCounts): LoadCounts => ({
  read: a.read + b.read,
  inserted: a.inserted + b.inserted,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
  rejected: a.rejected + b.rejected,
});

function progress(load: string, source: string, row: ShardRow, done: boolean): ShardProgress {
  const { read, inserted, updated, unchanged, rejected } = row;
  return {
    load,
    source,
    done,
    lines: row.lines_done,
    invocations: row.invocations,
    read,
    inserted,
    updated,
    unchanged,
    rejected,
    rejects: row.rejects,
  };
}
