/**
 * Loads inside the VPC on AWS (functions/ops/load.ts): the geography reference shipped with the
 * function, and import files from S3, copied to the function's scratch disk first (the importer
 * reads files, and resuming a stopped import means reading the object again from its start).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Sql } from 'postgres';
import { loadGeography } from '../../shared/locations/load-geography.ts';
import { supportsCopy } from '../../shared/platform/db/capabilities.ts';
import { traced } from '../../shared/platform/trace.ts';
import { type ImportSummary, importFiles } from './import.ts';

export interface LoadRequest {
  /** load (or confirm) the geography reference */
  geography?: boolean;
  /** s3://bucket/key of NDJSON (.ndjson or .ndjson.gz) import files, loaded in order */
  import?: string[];
}

export interface LoadResult {
  geography?: { loaded: boolean; counts: Record<string, number> };
  import?: ImportSummary & { rejects: { file: string; line: number; reason: string }[] };
}

/** How many rejects the answer quotes; the count covers them all. */
const QUOTED_REJECTS = 50;

export function parseS3Uri(uri: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match) throw new Error(`not an s3://bucket/key URI: ${uri}`);
  return { bucket: match[1]!, key: match[2]! };
}

export async function runLoad(sql: Sql, request: LoadRequest, s3: S3Client = traced(new S3Client({}))): Promise<LoadResult> {
  const sources = (request.import ?? []).map(parseS3Uri);
  if (!request.geography && sources.length === 0)
    throw new Error('nothing to load: give "geography": true and/or "import": ["s3://bucket/key", ...]');
  const result: LoadResult = {};
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
