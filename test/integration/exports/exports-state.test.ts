/**
 * Bulk exports of a whole state of a few hundred synthetic records through the local gateway
 * (docs/exports.md): CSV and Parquet hold as many rows as GET /properties/search's total, every
 * Parquet column reads back with the type its column table gives; the nearby-sales dataset for a
 * list of subjects holds, subject by subject, GET /properties/nearby-sales's records; and jobs whose
 * runner died are failed so they stop counting against the concurrent limit. (The NDJSON re-import
 * is exports.test.ts's.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ColumnType, DATASET_COLUMNS } from '../../../shared/exports/columns.ts';
import { failStale, insertJob } from '../../../shared/exports/queries.ts';
import { exportFile as exportJob } from '../../support/exports.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';

const STATE = 'IL';
const COUNT = 400;
const FIRST_ID = 9_520_001;
const street = (i: number) => `${1000 + i} W Lake St`;
// a 20 × 20 grid about 100 m apart: every subject has hundreds of sales within half a mile
const records = Array.from({ length: COUNT }, (_, i) =>
  property(FIRST_ID + i, street(i), {
    state: STATE,
    city: 'CHICAGO',
    zip: i % 4 ? '60607' : '60612',
    lat: 41.88 + (i % 20) / 1000,
    lon: -87.66 + Math.floor(i / 20) / 1000,
    structure: { beds_count: 2 + (i % 4), baths: 1 + (i % 2), year_built: 1900 + (i % 120), living_area_sqft: 900 + 3 * i },
    owner: { name: `SYNTHETIC OWNER ${i}`, corporate_owner: i % 5 === 0 },
    last_sale: { date: `20${10 + (i % 12)}-0${1 + (i % 9)}-15`, price: 200_000 + 500 * i },
    assessments: { assessed_value: i % 7 === 0 ? null : 150_000 + i },
    transactions: [
      sale(`20${10 + (i % 12)}-0${1 + (i % 9)}-15`, 200_000 + 500 * i, `BUYER ${i}`, `SELLER ${i}`, { ARMS_LENGTH: true }),
      ...(i % 3 ? [] : [sale('2005-05-05', 90_000 + i, `SELLER ${i}`, 'BUILDER LLC', { ARMS_LENGTH: false })]),
    ],
  }),
);

const { api, sql } = withState(STATE, records);
let dir: string;
const jobIds: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sfr-exports-il-'));
  setEnv('EXPORTS_DIR', dir);
});
afterAll(async () => {
  await sql`delete from export_jobs where id = any(${jobIds}::uuid[]) or subscriber_id = 'sub_test_il_sweep'`;
  await rm(dir, { recursive: true, force: true });
});

async function exportFile(body: object, key?: string) {
  const { id, job, bytes } = await exportJob(api, body, { key, timeoutMs: 120_000 });
  jobIds.push(id);
  return { job, bytes };
}

const arrayBuffer = (bytes: Buffer) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;

/** The Parquet physical and logical type each column type is written as (docs/exports.md#formats). */
const PARQUET_TYPES: Record<ColumnType, { type: string; converted_type?: string }> = {
  string: { type: 'BYTE_ARRAY', converted_type: 'UTF8' },
  int64: { type: 'INT64' },
  double: { type: 'DOUBLE' },
  decimal: { type: 'INT64', converted_type: 'DECIMAL' },
  boolean: { type: 'BOOLEAN' },
  date: { type: 'INT32', converted_type: 'DATE' },
};

describe('a whole state', () => {
  it('CSV and Parquet hold as many rows as the search total; every Parquet column has its documented type', async () => {
    const search = (await (await api.get(`/properties/search?state=${STATE}&page_size=1`)).json()) as { total: number };
    expect(search.total).toBe(COUNT);

    const csv = await exportFile({ dataset: 'properties', filter: { state: STATE }, format: 'csv' });
    const rows = parse(csv.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(search.total);
    expect(csv.job.rows).toBe(search.total);
    expect(new Set(rows.map((r) => r.property_id)).size).toBe(COUNT);

    const parquet = await exportFile({ dataset: 'properties', filter: { state: STATE }, format: 'parquet' });
    const file = arrayBuffer(parquet.bytes);
    const meta = parquetMetadata(file);
    expect(Number(meta.num_rows)).toBe(search.total);
    for (const column of DATASET_COLUMNS.properties) {
      const element = meta.schema.find((s) => s.name === column.name);
      expect(element, column.name).toMatchObject({
        ...PARQUET_TYPES[column.type],
        repetition_type: column.nullable ? 'OPTIONAL' : 'REQUIRED',
      });
    }
    const read = (await parquetReadObjects({ file })) as Record<string, unknown>[];
    expect(read).toHaveLength(search.total);
    const seventh = read.find((r) => r.property_id === BigInt(FIRST_ID + 7))!;
    expect(seventh).toMatchObject({ address_city: 'CHICAGO', structure_living_area_sqft: 921, assessments_assessed_value: null });
    expect(seventh.last_sale_date).toEqual(new Date('2017-08-15T00:00:00Z'));
  });
});

describe('nearby-sales for a list of subjects', () => {
  const subjects = [
    { address: `${street(0)}, CHICAGO, IL 60612` },
    { property_id: FIRST_ID + 210 },
    { address: `${street(399)}, CHICAGO, IL 60607` },
  ];
  const options = { radius: 0.5, arms_length_only: false, include: ['enrichment'] };

  async function viaApi(address: string) {
    const q = new URLSearchParams({ address, radius: '0.5', arms_length_only: 'false', include: 'enrichment', page_size: '500' });
    const res = await api.get(`/properties/nearby-sales?${q}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>[];
  }

  it("each subject's rows are GET /properties/nearby-sales's records, in order, naming the subject", async () => {
    const { job, bytes } = await exportFile({ dataset: 'nearby-sales', filter: { subjects, ...options }, format: 'ndjson' });
    const lines = bytes
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(job.rows).toBe(lines.length);
    const addresses = [subjects[0]!.address!, `${street(210)}, CHICAGO, IL 60607`, subjects[2]!.address!];
    let total = 0;
    for (const [i, address] of addresses.entries()) {
      const expected = await viaApi(address);
      expect(expected.length).toBeGreaterThan(20);
      const mine = lines.filter((l) => l.subject === i + 1);
      expect(mine.every((l) => l.subject_property_id === (i === 1 ? FIRST_ID + 210 : i === 0 ? FIRST_ID : FIRST_ID + 399))).toBe(true);
      expect(mine.map((l) => l.subject_address)).toEqual(mine.map(() => (i === 1 ? null : address)));
      expect(mine.map(({ subject: _s, subject_property_id: _p, subject_address: _a, ...sale }) => sale)).toEqual(expected);
      total += expected.length;
    }
    expect(lines).toHaveLength(total);

    const csv = await exportFile({ dataset: 'nearby-sales', filter: { subjects, ...options }, format: 'csv' });
    const rows = parse(csv.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0]!)).toEqual(DATASET_COLUMNS['nearby-sales'].map((c) => c.name));
    expect(rows[0]).toMatchObject({ subject: '1', subject_property_id: String(FIRST_ID) });

    const parquet = await exportFile({
      dataset: 'nearby-sales',
      filter: { subjects: subjects.slice(1, 2), ...options },
      format: 'parquet',
    });
    const file = arrayBuffer(parquet.bytes);
    const element = (name: string) => parquetMetadata(file).schema.find((s) => s.name === name)!;
    expect(element('subject_property_id')).toMatchObject({ type: 'INT64', repetition_type: 'REQUIRED' });
    expect(element('RECORDING_DATE')).toMatchObject({ converted_type: 'DATE' });
    expect((await parquetReadObjects({ file })).length).toBe(lines.filter((l) => l.subject === 2).length);
  });

  it('names the subject that matches no property, and caps the list', async () => {
    const unknown = await api.post('/exports', {
      dataset: 'nearby-sales',
      filter: { subjects: [subjects[0], { address: '1 Nowhere Ave, CHICAGO, IL 60607' }, { property_id: 1 }] },
      format: 'csv',
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('body.filter.subjects.1.address');
    const missingId = await api.post('/exports', { dataset: 'nearby-sales', filter: { subjects: [{ property_id: 1 }] }, format: 'csv' });
    expect(((await missingId.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('body.filter.subjects.0.property_id');
    const tooMany = await api.post('/exports', {
      dataset: 'nearby-sales',
      filter: { subjects: Array.from({ length: 101 }, (_, i) => ({ property_id: FIRST_ID + i })) },
      format: 'csv',
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('body.filter.subjects');
    const searchFilter = await api.post('/exports', { dataset: 'nearby-sales', filter: { state: STATE }, format: 'csv' });
    expect(searchFilter.status).toBe(400);
  });
});

describe('jobs whose runner died', () => {
  const SUBSCRIBER = 'sub_test_il_sweep';
  const job = (id: string) => ({
    id,
    subscriber_id: SUBSCRIBER,
    plan: 'base' as const,
    dataset: 'properties' as const,
    format: 'csv' as const,
    filter: { state: STATE },
    fields: null,
    chunked: false,
  });
  const activeWhenAdmitting = async () => {
    let active = -1;
    await insertJob(sql, job(crypto.randomUUID()), (counts) => {
      active = counts.active;
    });
    return active;
  };

  it('a job queued or running past the stale limit is failed and stops counting as concurrent; a younger one still counts', async () => {
    const [dead, lost, alive] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (const id of [dead, lost, alive]) await insertJob(sql, job(id), () => {});
    await sql`update export_jobs set status = 'running', started_at = now() - interval '21 minutes' where id = ${dead}`;
    await sql`update export_jobs set created_at = now() - interval '30 minutes' where id = ${lost}`;
    await sql`update export_jobs set status = 'running', started_at = now() - interval '19 minutes' where id = ${alive}`;
    // of the three, the stale two no longer count
    expect(await activeWhenAdmitting()).toBe(1);
    const rows = await sql<{ id: string; status: string; error: string | null }[]>`
      select id, status, error from export_jobs where id = any(${[dead, lost, alive]}::uuid[])`;
    const status = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(status[dead]).toMatchObject({ status: 'failed', error: expect.stringContaining('runner stopped') });
    expect(status[lost]).toMatchObject({ status: 'failed' });
    expect(status[alive]).toMatchObject({ status: 'running', error: null });
    expect(await failStale(sql, SUBSCRIBER, 18)).toBe(1);
  });

  it('GET /exports/{id} shows a dead runner’s job as failed', async () => {
    const id = crypto.randomUUID();
    jobIds.push(id);
    await insertJob(sql, { ...job(id), subscriber_id: 'sub_demo_unlimited', plan: 'unlimited' }, () => {});
    await sql`update export_jobs set status = 'running', started_at = now() - interval '1 hour' where id = ${id}`;
    const shown = (await (await api.get(`/exports/${id}`)).json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ id, status: 'failed', url: null, error: expect.stringContaining('20 minutes') });
  });
});
