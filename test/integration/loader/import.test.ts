/**
 * The importer through its CLI on files the test writes: good lines load, bad lines are rejected
 * with their line number and reason and never half-written, re-imports change nothing, changed
 * records update, and export -> import into an empty database reproduces the same records.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecords } from '../../../loader/export/export.ts';
import { importFiles } from '../../../loader/ingest/import.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;
// Vermont is this file's own: no other test writes properties there. The records are loaded by the tests.
const { api, sql } = withState('VT', []);
let dir: string;

const GOOD = [
  property(9_100_001, '12 Church St', {
    structure: { beds_count: 3, baths: 2, year_built: null } as never,
    transactions: [
      sale('2019-04-02', 310_000, 'Lake Champlain Homes, L.L.C.', 'Doe Jane'),
      sale('2019-10-01', 365_000, 'Roe Richard', 'LAKE CHAMPLAIN HOMES LLC', { FIRST_MTG_AMT: '292000' }),
    ],
    rentals: [
      {
        list_date: '2020-05-01',
        lease_date: '2020-05-20',
        rent: 2100,
        beds: 3,
        baths: 2,
        sqft: 1500,
        days_on_market: 19,
        status: 'leased',
      },
    ],
  }),
  property(9_100_002, '40 Pearl Street Apt 2'),
  property(9_100_003, '7 N Winooski Ave', {
    owner: {
      name: 'Lake Champlain Homes LLC',
      formatted_street_address: '500 Main St Ste 10',
      city: 'Burlington',
      state: 'VT',
      zip_code: '05401',
    } as never,
  }),
];

const lines = [
  JSON.stringify(GOOD[0]),
  '{"property_id": 9100004, "address": ', // 2: truncated JSON
  JSON.stringify(GOOD[1]),
  JSON.stringify({ ...property(9_100_005, '1 Bad Zip Rd'), address: { ...property(0, 'x').address, zip_code: '5401' } }), // 4: 4-digit zip
  '', // 5: blank lines are skipped, not rejected
  JSON.stringify({ ...property(9_100_006, '1 Far Away Ln'), address: { ...property(0, 'x').address, latitude: 95 } }), // 6: impossible latitude
  JSON.stringify({ ...property(-3, '1 Negative Way') }), // 7: bad id
  JSON.stringify(property(9_100_007, '1 Bad Sale St', { transactions: [sale('2020-13-45', 1, 'A', 'B')] })), // 8: impossible date, refused by the database
  JSON.stringify(GOOD[2]),
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-test-'));
  await writeFile(join(dir, 'sample.ndjson'), `${lines.join('\n')}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const importCli = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/import.ts', ...args], { cwd: ROOT, env: process.env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe('npm run import', () => {
  it('loads every good line, rejects every bad line with its number and reason, and exits 1', async () => {
    const result = await importCli(join(dir, 'sample.ndjson'), '--rejects', join(dir, 'rejects.ndjson'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('read 8, inserted 3, updated 0, unchanged 0, rejected 5');
    const rejects = (await readFile(join(dir, 'rejects.ndjson'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rejects.map((r) => r.line).sort((a, b) => a - b)).toEqual([2, 4, 6, 7, 8]);
    expect(rejects.find((r) => r.line === 2).reason).toMatch(/invalid JSON/);
    expect(rejects.find((r) => r.line === 4).reason).toMatch(/address\.zip_code/);
    expect(rejects.find((r) => r.line === 6).reason).toMatch(/address\.latitude/);
    expect(rejects.find((r) => r.line === 7).reason).toMatch(/property_id/);
    expect(rejects.find((r) => r.line === 8).reason).toMatch(/database refused/);
    expect(rejects.find((r) => r.line === 8).text).toContain('1 Bad Sale St');
    // nothing of a rejected record was written
    expect(await sql`select 1 from properties where property_id in (9100004, 9100005, 9100006, 9100007)`).toHaveLength(0);
    expect(await sql`select 1 from transactions where property_id = 9100007`).toHaveLength(0);
    const stored =
      await sql`select address_key, street_key, owner_name, owner_mail_key, county_fips, cbsa_code from properties where state = 'VT' order by property_id`;
    expect(stored).toEqual([
      {
        address_key: '12 CHURCH ST',
        street_key: '12 CHURCH ST',
        owner_name: null,
        owner_mail_key: null,
        county_fips: '50007',
        cbsa_code: '15540',
      },
      {
        address_key: '40 PEARL ST APT 2',
        street_key: '40 PEARL ST',
        owner_name: null,
        owner_mail_key: null,
        county_fips: '50007',
        cbsa_code: '15540',
      },
      {
        address_key: '7 N WINOOSKI AVE',
        street_key: '7 N WINOOSKI AVE',
        owner_name: 'LAKE CHAMPLAIN HOMES LLC',
        // a mailing unit is keyed "# 10" whatever its designator, so "STE 10", "#10" and "UNIT 10" group together
        owner_mail_key: '500 MAIN ST # 10|05401',
        county_fips: '50007',
        cbsa_code: '15540',
      },
    ]);
    const history =
      await sql`select buyer_key, is_purchase, is_cash, hold_days, is_flip from transactions where property_id = 9100001 order by seq`;
    expect(history).toEqual([
      { buyer_key: 'LAKE CHAMPLAIN HOMES LLC', is_purchase: true, is_cash: true, hold_days: null, is_flip: false },
      { buyer_key: 'ROE RICHARD', is_purchase: true, is_cash: false, hold_days: 182, is_flip: true },
    ]);
  });

  it('changes nothing when the same file is imported again, and --allow-rejects exits 0', async () => {
    const before = await sql`select property_id, content_hash from properties where state = 'VT' order by 1`;
    const result = await importCli(join(dir, 'sample.ndjson'), '--rejects', join(dir, 'rejects2.ndjson'), '--allow-rejects');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('inserted 0, updated 0, unchanged 3, rejected 5');
    expect(await sql`select property_id, content_hash from properties where state = 'VT' order by 1`).toEqual(before);
  });

  it('updates a changed record in place, history included, from a gzipped file', async () => {
    const changed = { ...GOOD[0]!, transactions: [sale('2019-04-02', 310_000, 'Lake Champlain Homes LLC', 'Doe Jane')] };
    await writeFile(join(dir, 'changed.ndjson.gz'), gzipSync(`${JSON.stringify(changed)}\n`));
    const result = await importCli(join(dir, 'changed.ndjson.gz'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('read 1, inserted 0, updated 1, unchanged 0, rejected 0');
    expect(await sql`select seq from transactions where property_id = 9100001`).toHaveLength(1);
  });

  it('keeps the rows a changed record repeats, and rewrites every row of a property whose building changed', async () => {
    const importOne = async (name: string, record: object) => {
      await writeFile(join(dir, name), `${JSON.stringify(record)}\n`);
      const result = await importCli(join(dir, name));
      expect(result.stdout).toContain('read 1, inserted 0, updated 1, unchanged 0, rejected 0');
    };
    const rows = () =>
      sql<{ xmin: string; year_built: number | null }[]>`
        select xmin::text as xmin, year_built from transactions where property_id = 9100001 order by seq`;
    const [kept] = await rows();
    // a resale recorded: the earlier sale's row stays as it was written
    const resold = {
      ...GOOD[0]!,
      transactions: [
        sale('2019-04-02', 310_000, 'Lake Champlain Homes LLC', 'Doe Jane'),
        sale('2024-06-03', 420_000, 'Poe Edgar', 'LAKE CHAMPLAIN HOMES LLC'),
      ],
    };
    await importOne('resold.ndjson', resold);
    const afterResale = await rows();
    expect(afterResale).toHaveLength(2);
    expect(afterResale[0]!.xmin).toBe(kept!.xmin);
    // the house rebuilt: both sale rows are written again with the year built they copy
    await importOne('rebuilt.ndjson', { ...resold, structure: { beds_count: 3, baths: 2, year_built: 2021 } });
    const afterRebuild = await rows();
    expect(afterRebuild.map((r) => r.year_built)).toEqual([2021, 2021]);
    expect(afterRebuild[0]!.xmin).not.toBe(kept!.xmin);
  });

  it('keeps the later line when a property appears twice in one file', async () => {
    const twice = [property(9_100_010, '1 First St'), property(9_100_010, '2 Second St')].map((r) => JSON.stringify(r)).join('\n');
    await writeFile(join(dir, 'twice.ndjson'), twice);
    const summary = await importFiles(sql, [join(dir, 'twice.ndjson')], { refreshRollups: false });
    expect(summary).toMatchObject({ read: 2, inserted: 1, updated: 1, rejected: 0 });
    expect((await sql`select address_key from properties where property_id = 9100010`)[0]!.address_key).toBe('2 2ND ST');
  });
});

describe('export -> import round trip', () => {
  it('reproduces byte-identical records and API responses in an emptied database', async () => {
    const responses = async () =>
      Promise.all(
        [
          '/properties/by-address?address=12%20Church%20St%2C%20Burlington%2C%20VT%2005401',
          '/properties/transactions?property_id=9100001',
          '/properties/search?state=VT&page_size=100',
          '/properties/by-mailing-address?address=7%20N%20Winooski%20Ave%2C%20Burlington%2C%20VT%2005401',
        ].map(async (path) => {
          const res = await api.get(path);
          return `${res.status} ${res.headers.get('x-address-match')} ${await res.text()}`;
        }),
      );
    const apiBefore = await responses();
    const exportVt = async () => {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      await exportRecords(sql, out, { state: 'VT' });
      out.end();
      return Buffer.concat(chunks).toString('utf8');
    };
    const first = await exportVt();
    expect(first.trim().split('\n')).toHaveLength(4);
    await writeFile(join(dir, 'export.ndjson'), first);
    const rowsBefore =
      await sql`select p.property_id, p.doc, p.content_hash, p.address_key, p.owner_mail_key, p.equity from properties p where state = 'VT' order by 1`;
    await sql`delete from properties where state = 'VT'`;
    const summary = await importFiles(sql, [join(dir, 'export.ndjson')], { refreshRollups: false });
    expect(summary).toMatchObject({ read: 4, inserted: 4, rejected: 0 });
    expect(await exportVt()).toBe(first);
    expect(await responses()).toEqual(apiBefore);
    expect(
      await sql`select p.property_id, p.doc, p.content_hash, p.address_key, p.owner_mail_key, p.equity from properties p where state = 'VT' order by 1`,
    ).toEqual(rowsBefore);
  });
});
