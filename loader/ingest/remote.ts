/**
 * Loads inside the VPC on AWS (functions/ops/load.ts): the geography reference shipped with the
 * function; import files from S3, copied to the function's scratch disk first (the importer
 * reads files, and resuming a stopped import means reading the object again from its start); and
 * the steps of a sharded load that the load state machine runs (docs/data.md#a-national-load-on-aws):
 * one object of a load streamed from S3 until a deadline (loader/ingest/shard.ts), and the load's
 * finish, the rollups and the valuation pass, until a deadline.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Sql } from 'postgres';
import { loadGeography } from '../../shared/locations/load-geography.ts';
import { config } from '../../shared/platform/config.ts';
import { supportsCopy } from '../../shared/platform/db/capabilities.ts';
import { traced } from '../../shared/platform/trace.ts';
import { type RefreshSummary, refreshRollups } from '../rollups/index.ts';
import { type ImportSummary, importFiles } from './import.ts';
import { loadShard, type ShardProgress, type ShardSource } from './shard.ts';

export interface LoadRequest {
  /** load (or confirm) the geography reference */
  geography?: boolean;
  /** s3://bucket/key of NDJSON (.ndjson or .ndjson.gz) import files, loaded in order */
  import?: string[];
  /** one object of a sharded load, from where its last invocation stopped */
  shard?: { load: string; source: string };
  /** a sharded load's rollups and valuation pass, once every shard is done */
  finish?: { load: string };
}

export interface LoadResult {
  geography?: { loaded: boolean; counts: Record<string, number> };
  import?: ImportSummary & { rejects: { file: string; line: number; reason: string }[] };
  shard?: ShardProgress;
  finish?: { load: string; rollups: RefreshSummary };
  /** false: the step stopped at its deadline, and the same request goes on from there */
  done: boolean;
}

/** How many rejects the answer quotes; the count covers them all. */
const QUOTED_REJECTS = 50;

export function parseS3Uri(uri: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match) throw new Error(`not an s3://bucket/key URI: ${uri}`);
  return { bucket: match[1]!, key: match[2]! };
}

/**
 * Runs the request. `deadline` (epoch ms) bounds a shard or a finish, which then answer `done:
 * false` for the same request to be made again.
 */
export async function runLoad(
  sql: Sql,
  request: LoadRequest,
  s3: S3Client = traced(new S3Client({})),
  deadline?: number,
): Promise<LoadResult> {
  if (request.shard) {
    const { load, source } = request.shard;
    const shard = await loadShard(sql, loadId(load), await s3Source(s3, source), {
      deadline,
      copy: await supportsCopy(sql),
      batchSize: config().LOAD_BATCH_SIZE,
    });
    return { shard, done: shard.done };
  }
  if (request.finish) return finishLoad(sql, loadId(request.finish.load), deadline);
  const sources = (request.import ?? []).map(parseS3Uri);
  if (!request.geography && sources.length === 0)
    throw new Error(
      'nothing to load: give "geography": true and/or "import": ["s3://bucket/key", ...], or a sharded load\'s "shard" or "finish"',
    );
  const result: LoadResult = { done: true };
  if (request.geography) result.geography = await loadGeography(sql);
  if (sources.length === 0) return result;
  const dir = await mkdtemp(join(tmpdir(), 'import-'));
  try {
    const files: string[] = [];
    for (const [i, { bucket, key }] of sources.entries()) {
      const file = join(dir, `${i}-${basename(key)}`);
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
      files.push(file);
    }
    const rejects: { file: string; line: number; reason: string }[] = [];
    const summary = await importFiles(sql, files, {
      copy: await supportsCopy(sql),
      onReject: (file, r) => {
        if (rejects.length < QUOTED_REJECTS) rejects.push({ file: request.import![files.indexOf(file)]!, line: r.line, reason: r.reason });
      },
    });
    result.import = { ...summary, rejects };
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A load's name: the state machine passes the execution's, operators may name one. */
function loadId(load: unknown): string {
  if (typeof load !== 'string' || !/^[\w.:-]{1,128}$/.test(load)) throw new Error(`not a load name (letters, digits, . _ : -): ${load}`);
  return load;
}

/** An S3 object as a shard's lines, streamed (gunzipped for .gz) from its start on every read. */
async function s3Source(s3: S3Client, uri: string): Promise<ShardSource> {
  const { bucket, key } = parseS3Uri(uri);
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return {
    name: uri,
    etag: head.ETag ?? null,
    async *lines() {
      // the version the progress belongs to: a replacement mid-shard fails the read (412) rather than mixing two
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfMatch: head.ETag }));
      const body = object.Body as Readable;
      const input = key.endsWith('.gz') ? body.pipe(createGunzip()) : body;
      yield* createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    },
  };
}

/**
 * The rollups refresh, then the valuation pass, for what the load's shards changed; refused while a
 * shard of the load is unfinished. Done, the load is marked finished with what the refresh did.
 */
async function finishLoad(sql: Sql, load: string, deadline?: number): Promise<LoadResult> {
  // load_shards_pkey
  const [open] = await sql<{ n: number }[]>`
    select count(*)::int as n from load_shards where load_id = ${load} and finished_at is null`;
  if (open!.n > 0) throw new Error(`load ${load} has ${open!.n} unfinished shards: finish them first`);
  const rollups = await refreshRollups(sql, { deadline });
  const done = !rollups.stopped;
  if (done)
    await sql`
      insert into loads (load_id, finished_at, summary) values (${load}, now(), ${sql.json(rollups as never)})
      on conflict (load_id) do update set finished_at = now(), summary = excluded.summary`;
  return { finish: { load, rollups }, done };
}
