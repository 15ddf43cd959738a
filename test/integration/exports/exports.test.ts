/**
 * Bulk exports through the local gateway (docs/exports.md): a job per format over the state's
 * properties, the file downloaded with its signed link and read back (CSV by csv-parse, Parquet by
 * hyparquet with its column types), the NDJSON file re-imported into the emptied state with
 * identical records, the plan's Premium fields and limits, cancelling, and links that do not verify.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFiles } from '../../../loader/ingest/import.ts';
import { DATASET_COLUMNS } from '../../../shared/exports/columns.ts';
import { EXPORT_LIMITS } from '../../../shared/platform/plans.ts';
import { KEYS } from '../../support/api.ts';
import { exportFile as exportJob } from '../../support/exports.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';

const STATE = 'OR';
const records = Array.from({ length: 30 }, (_, i) =>
  property(9_540_001 + i, `${100 + i} Alder St`, {
    state: STATE,
    city: 'PORTLAND',
    zip: i % 2 ? '97201' : '97202',
    lat: 45.5 + i / 1000,
    lon: -122.6,
    structure: { beds_count: 2 + (i % 3), baths: 1.5, year_built: 1950 + i, living_area_sqft: 1200 + i },
    owner: { name: `OWNER ${i}, "THE" TRUST`, corporate_owner: i % 2 === 0 },
    last_sale: { date: '2021-03-04', price: 350_000 + i },
    assessments: { assessed_value: i === 3 ? null : 200_000.5 + i },
    transactions: [sale('2021-03-04', 350_000 + i, `BUYER ${i}`, 'SELLER, INC'), sale('2015-06-01', null, `OWNER ${i}`, 'BANK')],
    rentals: i % 3 ? [] : [{ list_date: '2022-01-01', lease_date: '2022-02-01', rent: 1800 + i, status: 'leased' as const }],
  }),
);

const { api, sql } = withState(STATE, records);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sfr-exports-'));
  setEnv('EXPORTS_DIR', dir);
  // the jobs of earlier runs would count against the demo keys' daily limits
  await sql`delete from export_jobs where filter->>'state' = ${STATE}`;
});
afterAll(async () => {
  await sql`delete from export_jobs where filter->>'state' = ${STATE}`;
  await rm(dir, { recursive: true, force: true });
});

const exportFile = (body: object, key?: string) => exportJob(api, body, { key });

const searchTotal = async () => ((await (await api.get(`/properties/search?state=${STATE}`)).json()) as { total: number }).total;

describe('export files', () => {
  it('CSV: RFC 4180 with a header, one row per property, as many as the search total', async () => {
    const { job, bytes, contentType } = await exportFile({ dataset: 'properties', filter: { state: STATE }, format: 'csv' });
    expect(contentType).toMatch(/^text\/csv/);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await searchTotal());
    expect(job.rows).toBe(rows.length);
    expect(Object.keys(rows[0]!)).toEqual(DATASET_COLUMNS.properties.map((c) => c.name));
    const third = rows.find((r) => r.property_id === '9540003')!;
    expect(third).toMatchObject({ address_city: 'PORTLAND', owner_name: 'OWNER 2, "THE" TRUST', owner_corporate_owner: 'true' });
    expect(third.assessments_assessed_value).toBe('200002.5');
    // null is an empty field, never 0
    expect(rows.find((r) => r.property_id === '9540004')!.assessments_assessed_value).toBe('');
  });

  it('Parquet: typed columns that read back with their values', async () => {
    const { job, bytes } = await exportFile({ dataset: 'properties', filter: { state: STATE, zip_codes: '97201' }, format: 'parquet' });
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
    const meta = parquetMetadata(file);
    const element = (name: string) => meta.schema.find((s) => s.name === name)!;
    expect(element('property_id')).toMatchObject({ type: 'INT64', repetition_type: 'REQUIRED' });
    expect(element('last_sale_date')).toMatchObject({ type: 'INT32', converted_type: 'DATE' });
    expect(element('last_sale_price')).toMatchObject({ type: 'DOUBLE', repetition_type: 'OPTIONAL' });
    expect(element('owner_corporate_owner')).toMatchObject({ type: 'BOOLEAN' });
    expect(element('address_city')).toMatchObject({ type: 'BYTE_ARRAY', converted_type: 'UTF8' });
    expect(meta.row_groups[0]!.columns[0]!.meta_data!.codec).toBe('SNAPPY');
    const rows = (await parquetReadObjects({ file })) as Record<string, unknown>[];
    expect(rows).toHaveLength(15);
    expect(job.rows).toBe(15);
    const second = rows.find((r) => r.property_id === 9_540_002n)!;
    expect(second.last_sale_date).toEqual(new Date('2021-03-04T00:00:00Z'));
    expect(second.last_sale_price).toBe(350_001);
    expect(second.structure_year_built).toBe(1951);
    expect(second.owner_corporate_owner).toBe(false);
  });

  it('transactions and leases: one row per document or lease, money as exact decimals', async () => {
    const csv = await exportFile({ dataset: 'transactions', filter: { state: STATE }, format: 'csv' });
    const rows = parse(csv.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(60);
    expect(rows[0]).toMatchObject({ property_id: '9540001', SALE_AMT: '350000', SELLER1_NAME: 'SELLER, INC' });
    const parquet = await exportFile({ dataset: 'transactions', filter: { state: STATE }, format: 'parquet' });
    const file = parquet.bytes.buffer.slice(parquet.bytes.byteOffset, parquet.bytes.byteOffset + parquet.bytes.length);
    expect(parquetMetadata(file).schema.find((s) => s.name === 'SALE_AMT')).toMatchObject({ converted_type: 'DECIMAL', scale: 2 });
    const leases = await exportFile({ dataset: 'leases', filter: { state: STATE }, format: 'ndjson', fields: undefined });
    const lines = leases.bytes
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatchObject({ property_id: 9_540_001, rent: 1800, status: 'leased', lease_date: '2022-02-01' });
  });

  it('fields chooses the CSV columns and their order', async () => {
    const { bytes } = await exportFile({
      dataset: 'properties',
      filter: { state: STATE },
      format: 'csv',
      fields: ['address_zip_code', 'property_id'],
    });
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe('address_zip_code,property_id');
  });

  it('NDJSON re-imports into the emptied state with identical records', async () => {
    const { bytes } = await exportFile({ dataset: 'properties', filter: { state: STATE }, format: 'ndjson' });
    const rowsBefore = await sql`select property_id, doc, content_hash, address_key from properties where state = ${STATE} order by 1`;
    const txBefore =
      await sql`select t.* from transactions t join properties p using (property_id) where p.state = ${STATE} order by 1, seq`;
    await writeFile(join(dir, 'reimport.ndjson'), bytes);
    await sql`delete from properties where state = ${STATE}`;
    const summary = await importFiles(sql, [join(dir, 'reimport.ndjson')], { refreshRollups: false });
    expect(summary).toMatchObject({ read: 30, inserted: 30, rejected: 0 });
    expect(await sql`select property_id, doc, content_hash, address_key from properties where state = ${STATE} order by 1`).toEqual(
      rowsBefore,
    );
    expect(
      await sql`select t.* from transactions t join properties p using (property_id) where p.state = ${STATE} order by 1, seq`,
    ).toEqual(txBefore);
  });
});

describe('plans, limits and jobs', () => {
  it('a base key exports the Premium-only fields as nulls, and sees only its own jobs', async () => {
    const { job, bytes } = await exportFile({ dataset: 'properties', filter: { state: STATE }, format: 'csv' }, KEYS.base);
    const rows = parse(bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.every((r) => r.owner_name === '' && r.owner_corporate_owner === '')).toBe(true);
    expect((await api.get(`/exports/${job.id}`, KEYS.premium)).status).toBe(404);
    const list = (await (await api.get('/exports?page_size=100', KEYS.base)).json()) as { data: { id: string }[] };
    expect(list.data.map((j) => j.id)).toContain(job.id);
    expect(
      (await api.post('/exports', { dataset: 'properties', filter: { state: STATE, vacant: true }, format: 'csv' }, KEYS.base)).status,
    ).toBe(403);
  });

  it('names the parameter of a bad request', async () => {
    const res = await api.post('/exports', { dataset: 'properties', filter: { state: STATE, beds_min: 'many' }, format: 'xlsx' });
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.filter.beds_min', 'body.format']));
    const noLocation = await api.post('/exports', { dataset: 'properties', filter: { beds_min: 2 }, format: 'csv' });
    expect(((await noLocation.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('body.filter.state');
    const ndjsonFields = await api.post('/exports', {
      dataset: 'properties',
      filter: { state: STATE },
      format: 'ndjson',
      fields: ['property_id'],
    });
    expect(((await ndjsonFields.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('body.fields');
  });

  it('jobs per day: the job past the limit is a 429 that names it, with Retry-After', async () => {
    const { jobsPerDay } = EXPORT_LIMITS.base;
    const done = Number((await sql`select count(*) from export_jobs where subscriber_id = 'sub_demo_base'`)[0]!.count);
    for (let i = done; i < jobsPerDay; i++) await exportFile({ dataset: 'leases', filter: { state: STATE }, format: 'csv' }, KEYS.base);
    const over = await api.post('/exports', { dataset: 'leases', filter: { state: STATE }, format: 'csv' }, KEYS.base);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { detail: string }).detail).toContain('jobs per day');
  });

  it('DELETE cancels a job and deletes its file; the link stops working', async () => {
    const { job } = await exportFile({ dataset: 'properties', filter: { state: STATE }, format: 'csv' }, KEYS.premium);
    const res = await fetch(`${api.url}/exports/${job.id}`, { method: 'DELETE', headers: { 'X-API-TOKEN': KEYS.premium } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: job.id, status: 'cancelled', url: null });
    expect((await fetch(new URL(job.url as string, api.url))).status).toBe(404);
  });

  it('a link with a wrong signature or a past expiry is a 403', async () => {
    const { job } = await exportFile({ dataset: 'leases', filter: { state: STATE }, format: 'csv' }, KEYS.premium);
    const url = new URL(job.url as string, api.url);
    url.searchParams.set('signature', 'x'.repeat(43));
    expect((await fetch(url)).status).toBe(403);
    url.searchParams.set('expires', '1000');
    expect((await fetch(url)).status).toBe(403);
  });
});
