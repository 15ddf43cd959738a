/**
 * Chunked export jobs through the local gateway (docs/exports.md#chunked-jobs): with parts of 10 rows
 * (EXPORT_PART_ROWS), a job of 25 properties is three complete part files, each downloaded from its
 * own signed link, whose checksums the manifest at `url` lists; together they hold the search's rows
 * in order. The AWS path (the bundled runner, S3 mocked, resume and a load between parts) is in
 * test/integration/platform/bundled.test.ts.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type TestApi } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';
import { until } from '../../support/wait.ts';

const STATE = 'IN';
const COUNT = 25;
const FIRST_ID = 9_640_001;
const records = Array.from({ length: COUNT }, (_, i) =>
  property(FIRST_ID + i, `${300 + i} N Meridian St`, {
    state: STATE,
    city: 'INDIANAPOLIS',
    zip: '46204',
    lat: 39.77 + i / 10_000,
    lon: -86.16,
    transactions: [
      sale('2019-03-15', 180_000 + 1000 * i, `BUYER ${i}`, `SELLER ${i}`, { ARMS_LENGTH: true }),
      ...(i % 2 ? [] : [sale('2008-06-01', 95_000 + i, `SELLER ${i}`, 'BUILDER LLC', { ARMS_LENGTH: false })]),
    ],
  }),
);
const { api, sql } = withState(STATE, records);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sfr-exports-in-'));
  setEnv('EXPORTS_DIR', dir);
  setEnv('EXPORT_PART_ROWS', '10');
});
afterAll(async () => {
  setEnv('EXPORT_PART_ROWS', undefined);
  await sql`delete from export_jobs where filter->>'state' = ${STATE}`;
  await rm(dir, { recursive: true, force: true });
});

interface Part {
  url: string;
  rows: number;
  bytes: number;
  sha256: string;
}

/** Runs a job to its end; answers the job, its manifest and its parts' bytes, each checked against its own size and SHA-256. */
async function chunkedExport(client: TestApi, body: object) {
  const created = await client.post('/exports', body, KEYS.unlimited);
  expect(created.status, await created.clone().text()).toBe(202);
  const { id } = (await created.json()) as { id: string };
  let job: Record<string, unknown> = {};
  await until(
    async () => {
      job = (await (await client.get(`/exports/${id}`, KEYS.unlimited)).json()) as Record<string, unknown>;
      return job.status === 'succeeded' || job.status === 'failed';
    },
    `export ${id}`,
    60_000,
  );
  expect(job.status, String(job.error)).toBe('succeeded');
  const download = async (url: string) => {
    const res = await fetch(new URL(url, client.url));
    expect(res.status).toBe(200);
    return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
  };
  const parts = job.parts as Part[];
  const files: Buffer[] = [];
  for (const part of parts) {
    const { bytes } = await download(part.url);
    expect(bytes.length).toBe(part.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(part.sha256);
    files.push(bytes);
  }
  const manifest = await download(job.url as string);
  expect(manifest.type).toBe('text/plain; charset=utf-8');
  expect(createHash('sha256').update(manifest.bytes).digest('hex')).toBe(job.sha256);
  return { job, parts, files, manifest: manifest.bytes.toString('utf8') };
}

describe('a job of more rows than a part holds', () => {
  it('CSV: three complete parts of 10, 10 and 5 rows, in property order, listed by the manifest at url', async () => {
    const { job, parts, files, manifest } = await chunkedExport(api, {
      dataset: 'properties',
      filter: { state: STATE },
      format: 'csv',
      fields: ['property_id', 'address_formatted_street_address'],
    });
    expect(parts.map((p) => p.rows)).toEqual([10, 10, 5]);
    expect(job).toMatchObject({ rows: COUNT, bytes: parts.reduce((n, p) => n + p.bytes, 0) });
    const ids = files.flatMap((bytes) => {
      const rows = parse(bytes, { columns: true }) as Record<string, string>[];
      // each part is a CSV of its own, header first
      expect(bytes.toString('utf8').split('\r\n')[0]).toBe('property_id,address_formatted_street_address');
      return rows.map((r) => Number(r.property_id));
    });
    expect(ids).toEqual(records.map((r) => r.property_id));
    expect(manifest).toBe(parts.map((p, i) => `${p.sha256}  part-0000${i + 1}.csv\n`).join(''));
    // a link to a part is signed for that part: another part's name with its signature is refused
    const first = new URL(parts[0]!.url, api.url);
    first.searchParams.set('file', 'part-00002.csv');
    expect((await fetch(first)).status).toBe(403);
  });

  it('Parquet transactions: parts cut at property boundaries, each a Parquet file of its own; together every transaction', async () => {
    const { job, parts, files } = await chunkedExport(api, { dataset: 'transactions', filter: { state: STATE }, format: 'parquet' });
    const transactions = records.reduce((n, r) => n + (r.transactions?.length ?? 0), 0);
    expect(job.rows).toBe(transactions);
    expect(parts.length).toBeGreaterThan(1);
    const rows: Record<string, unknown>[] = [];
    for (const bytes of files) {
      const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
      rows.push(...(await parquetReadObjects({ file })));
    }
    expect(rows).toHaveLength(transactions);
    // no property's transactions are split between parts
    const partOf = new Map<number, number>();
    let offset = 0;
    parts.forEach((p, i) => {
      for (const r of rows.slice(offset, offset + p.rows)) {
        const id = Number(r.property_id);
        expect(partOf.get(id) ?? i).toBe(i);
        partOf.set(id, i);
      }
      offset += p.rows;
    });
    expect(partOf.size).toBe(COUNT);
  });

  it('a job of no more rows than a part holds is one file, as before: parts is null', async () => {
    const created = await api.post(
      '/exports',
      { dataset: 'properties', filter: { state: STATE, beds_min: 99 }, format: 'csv' },
      KEYS.unlimited,
    );
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    let job: Record<string, unknown> = {};
    await until(
      async () => {
        job = (await (await api.get(`/exports/${id}`, KEYS.unlimited)).json()) as Record<string, unknown>;
        return job.status === 'succeeded';
      },
      `export ${id}`,
      60_000,
    );
    expect(job).toMatchObject({ rows: 0, parts: null, url: expect.stringMatching(new RegExp(`^/exports/${id}/file\\?expires=`)) });
  });
});
