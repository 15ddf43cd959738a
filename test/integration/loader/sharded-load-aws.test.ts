/**
 * A sharded load on AWS (infra/loads.ts, docs/data.md#a-national-load-on-aws) with the loader bundle
 * the stack deploys, driven as the load state machine drives it: the objects under the load's prefix
 * listed, each object's `shard` step invoked until it answers done, then the `finish` step until
 * done. S3 is aws-sdk-client-mock (the listing and the objects); the state machine's own semantics,
 * its loop and its map, are asserted on the template (test/stack/stack.test.ts). The database is
 * the test database; the file's records are in its own state, NE.
 *
 * The objects' bodies are plain Node streams, as the SDK's are in Node. Each invocation is given little time, so every shard stops after a batch and resumes; one read
 * fails half-way, as a lost connection or a killed function would leave it.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ASSETS, assetEnvironment, buildBundle, ROOT } from '../../../infra/bundling.ts';
import type { LoadRequest, LoadResult } from '../../../loader/ingest/remote.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { withStateData } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';

const STATE = 'NE';
const FIRST_ID = 9_580_001;
const BUCKET = 'sfr-imports-test';
const PREFIX = 'national/2026-11-29/';
const BATCH = 4;
const OMAHA = { state: STATE, city: 'OMAHA', zip: '68102', lat: 41.26, lon: -95.93 };
const OUT = join(ROOT, '.data', `bundles-load-${process.pid}`);

const home = (n: number): ImportRecord =>
  property(FIRST_ID + n, `${100 + n} Farnam St`, {
    ...OMAHA,
    lon: OMAHA.lon - n / 5_000,
    transactions: [sale(`2024-0${1 + (n % 9)}-15`, 200_000 + 1_000 * n, `NE BUYER ${n % 7}`, 'NE SELLER')],
  });
/** Two objects: a gzipped one of 14 homes and a plain one of 10 with a line that is not JSON. */
const PARTS: Record<string, string[]> = {
  [`${PREFIX}part-0001.ndjson.gz`]: Array.from({ length: 14 }, (_, n) => JSON.stringify(home(n))),
  [`${PREFIX}part-0002.ndjson`]: [
    ...Array.from({ length: 5 }, (_, n) => JSON.stringify(home(14 + n))),
    '{"property_id": 1, "address": ',
    ...Array.from({ length: 5 }, (_, n) => JSON.stringify(home(19 + n))),
  ],
};
const HOMES = 24;

const sql = withStateData(STATE, []);
const s3 = mockClient(S3Client);
type Loader = (request: LoadRequest, context: Pick<Context, 'getRemainingTimeInMillis'>) => Promise<LoadResult>;
let loader: Loader;
/** an object whose `read`-th read fails after `after` lines */
let failing: { key: string; read: number; after: number } | null = null;
const reads = new Map<string, number>();
const etags = new Map<string, string>();

function body(key: string): Buffer {
  const text = `${PARTS[key]!.join('\n')}\n`;
  return key.endsWith('.gz') ? gzipSync(text) : Buffer.from(text);
}

beforeAll(async () => {
  await sql`delete from load_shards where load_id like 'test-load-%'`;
  await sql`delete from loads where load_id like 'test-load-%'`;
  for (const key of Object.keys(PARTS)) etags.set(key, `"etag-${key.length}-1"`);
  s3.on(ListObjectsV2Command).callsFake((input: { Prefix: string }) => ({
    Contents: Object.keys(PARTS)
      .filter((k) => k.startsWith(input.Prefix))
      .map((Key) => ({ Key, ETag: etags.get(Key) })),
  }));
  s3.on(HeadObjectCommand).callsFake((input: { Key: string }) => ({ ETag: etags.get(input.Key) }));
  s3.on(GetObjectCommand).callsFake((input: { Key: string; IfMatch?: string }) => {
    expect(input.IfMatch).toBe(etags.get(input.Key));
    reads.set(input.Key, (reads.get(input.Key) ?? 0) + 1);
    const cut = failing?.key === input.Key && failing.read === reads.get(input.Key) ? failing.after : undefined;
    if (cut === undefined) return { Body: Readable.from([body(input.Key)]) as never, ETag: etags.get(input.Key) };
    // the object's first `cut` lines, then the connection reset
    const lines = PARTS[input.Key]!.slice(0, cut).map((l) => `${l}\n`);
    const broken = Readable.from(
      (async function* () {
        yield* lines;
        throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
      })(),
    );
    return { Body: broken as never, ETag: etags.get(input.Key) };
  });
  setEnv('LOAD_BATCH_SIZE', String(BATCH));
  await mkdir(OUT, { recursive: true });
  const file = await buildBundle('functions/ops/load.ts', join(OUT, 'loader'), ASSETS.geography);
  Object.assign(process.env, assetEnvironment(ASSETS.geography, join(OUT, 'loader')));
  loader = ((await import(pathToFileURL(file).href)) as { handler: Loader }).handler;
}, 180_000);

afterAll(async () => {
  await sql`delete from load_shards where load_id like 'test-load-%'`;
  await sql`delete from loads where load_id like 'test-load-%'`;
  setEnv('LOAD_BATCH_SIZE', undefined);
  s3.restore();
  await rm(OUT, { recursive: true, force: true });
});

/** A context whose deadline (the remaining time less the loader's margin) has passed: a step stops after one batch. */
const hurried = { getRemainingTimeInMillis: () => 0 };
const unhurried = { getRemainingTimeInMillis: () => 900_000 };

/** What the state machine does for a load: each listed object's shard until done, then the finish until done. */
async function runLoadAsStateMachine(load: string, context = hurried) {
  const listed = await new S3Client({}).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX }));
  const shards: LoadResult[][] = [];
  for (const { Key } of listed.Contents ?? []) {
    const answers: LoadResult[] = [];
    for (;;) {
      try {
        answers.push(await loader({ shard: { load, source: `s3://${BUCKET}/${Key}` } }, context));
      } catch (err) {
        // the map's retry: the step again
        answers.push({ done: false, error: (err as Error).message } as LoadResult);
        continue;
      }
      if (answers.at(-1)!.done) break;
    }
    shards.push(answers);
  }
  const finishes: LoadResult[] = [];
  do finishes.push(await loader({ finish: { load } }, context));
  while (!finishes.at(-1)!.done);
  return { shards, finishes };
}

const stored = () =>
  sql<{ property_id: string; content_hash: string }[]>`
    select property_id::text, content_hash from properties where state = ${STATE} order by property_id`;

describe('a sharded load, with the bundled loader as the state machine invokes it (S3 mocked)', () => {
  it('loads every object as shards that stop, fail and resume where they recorded, then finishes once', async () => {
    failing = { key: `${PREFIX}part-0002.ndjson`, read: 2, after: 6 };
    const { shards, finishes } = await runLoadAsStateMachine('test-load-1');

    // every shard stopped after each batch of 4 lines and went on from there
    const [first, second] = shards;
    expect(first!.map((a) => a.done)).toEqual([false, false, false, true]);
    expect(first!.map((a) => a.shard?.lines)).toEqual([4, 8, 12, 14]);
    expect(first!.at(-1)!.shard).toMatchObject({ read: 14, inserted: 14, rejected: 0, invocations: 4 });
    // its second read broke after line 6, before the batch of lines 5-8 was written, so that step
    // failed with nothing recorded; the next one resumed after line 4
    expect(second!.map((a) => a.done)).toEqual([false, false, false, true]);
    expect(second!.map((a) => a.shard?.lines)).toEqual([4, undefined, 8, 11]);
    expect(second!.at(-1)!.shard).toMatchObject({
      lines: 11,
      read: 11,
      inserted: 10,
      unchanged: 0,
      rejected: 1,
      rejects: [{ line: 6, reason: expect.stringMatching(/JSON/) }],
    });
    expect((await stored()).length).toBe(HOMES);

    // the finish refreshed the rollups (whole or for what was logged: other files delete rows too)
    // and marked the load finished
    // each invocation ran one rollup step (or one chunk of valuations) and stopped; the last finished.
    // How many steps were left to it is counted on the embedded database, where files take turns:
    // on a server another file's refresh, global as every refresh is, may have done them already.
    if (inject('embeddedDatabase')) expect(finishes.length).toBeGreaterThan(3);
    expect(finishes.slice(0, -1).every((f) => f.finish!.rollups.stopped === true)).toBe(true);
    expect(finishes.at(-1)!.finish!.rollups.stopped).toBeUndefined();
    const [valued] = await sql<{ n: number; passes: number }[]>`
      select (select count(*)::int from property_valuations where state = ${STATE}) as n,
             (select count(*)::int from valuation_passes where state = ${STATE}) as passes`;
    expect(valued).toEqual({ n: HOMES, passes: 0 });
    const [row] = await sql<{ finished: boolean }[]>`select finished_at is not null as finished from loads where load_id = 'test-load-1'`;
    expect(row!.finished).toBe(true);
    const [zip] = await sql<{ purchases: number }[]>`
      select coalesce(sum(purchases), 0)::int as purchases from geo_monthly where state = ${STATE} and zip = '68102'`;
    expect(zip!.purchases).toBe(HOMES);
  }, 240_000);

  it('changes nothing when the finished load runs again: no object is read, nothing is written', async () => {
    const before = await stored();
    s3.resetHistory();
    const { shards } = await runLoadAsStateMachine('test-load-1');
    expect(shards.map((answers) => answers.map((a) => a.done))).toEqual([[true], [true]]);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(await stored()).toEqual(before);
  }, 120_000);

  it('as a new load of the same objects finds every record unchanged; a replaced object is read again from its start', async () => {
    const { shards } = await runLoadAsStateMachine('test-load-2', unhurried);
    expect(shards.map((answers) => answers.at(-1)!.shard)).toMatchObject([
      { inserted: 0, updated: 0, unchanged: 14 },
      { inserted: 0, updated: 0, unchanged: 10, rejected: 1 },
    ]);
    // the second object replaced, with one home's price corrected
    const key = `${PREFIX}part-0002.ndjson`;
    const corrected = home(20);
    corrected.transactions![0]!.SALE_AMT = '999000';
    PARTS[key]![7] = JSON.stringify(corrected);
    etags.set(key, '"etag-replaced"');
    const again = await runLoadAsStateMachine('test-load-2', unhurried);
    expect(again.shards[0]!.map((a) => a.done)).toEqual([true]);
    expect(again.shards[1]!.at(-1)!.shard).toMatchObject({ lines: 11, read: 11, updated: 1, unchanged: 9, rejected: 1 });
    const [price] = await sql<{ sale_amount: string }[]>`select sale_amount::text from transactions where property_id = ${FIRST_ID + 20}`;
    expect(Number(price!.sale_amount)).toBe(999_000);
  }, 240_000);

  it('refuses to finish a load whose shards are not all in, and names the load', async () => {
    await sql`insert into load_shards (load_id, source) values ('test-load-3', ${`s3://${BUCKET}/${PREFIX}part-0001.ndjson.gz`})`;
    await expect(loader({ finish: { load: 'test-load-3' } }, unhurried)).rejects.toThrow(/test-load-3 has 1 unfinished shards/);
  });
});
