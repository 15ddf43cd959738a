/**
 * `npm run data-quality` through its CLI, on hand-built North Carolina records (this file's own
 * state; docs/analytics-definitions.md#market-evidence): a 50-parcel portfolio deed recorded at its
 * total on every parcel, two nominal transfers, a deed to the seller's family trust and a mistyped
 * price, among 30 ordinary sales of one zip. The report says per reason what was flagged, the same
 * from an import file (its own throwaway database) and from the loaded database. One deal parcel is
 * resold within the year: the flip's purchase leg is its apportioned share, not the deal's total.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QualityReport } from '../../../loader/data-quality.ts';
import { FlipsResponse } from '../../../shared/geo-analytics/schemas.ts';
import { collapseDuplicates } from '../../../shared/properties/records/duplicates.ts';
import type { ImportRecord, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { TransactionsResponse } from '../../../shared/properties/schemas.ts';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;
const RALEIGH = { zip: '27601', city: 'RALEIGH', state: 'NC' };
const ID = 9_740_000;
const DEAL_BUYER = 'TAR HEEL RENTAL HOMES LLC';
const DEAL_TOTAL = 14_000_000;
const DEAL_DOC = '2024-0077100';
const RESALE_PRICE = 330_000;

const home = (n: number, assessed: number, transactions: ImportTransaction[]): ImportRecord =>
  property(ID + n, `${n} Fayetteville St`, {
    ...RALEIGH,
    lat: 35.77 + Math.floor(n / 10) * 0.0009,
    lon: -78.64 + (n % 10) * 0.0012,
    property_type: 'Single Family Residential',
    structure: { beds_count: 3, year_built: 1995, living_area_sqft: 1500 } as never,
    assessments: { land_value: null, improvement_value: null, assessed_value: assessed, market_value: null } as never,
    assessed_year: 2024,
    transactions,
  });

// 30 ordinary sales of 2024, $270,000-$328,000, assessed at 90% of the price
const ORDINARY = Array.from({ length: 30 }, (_, i) => {
  const price = 270_000 + i * 2_000;
  return home(i, price * 0.9, [sale(`2024-0${1 + (i % 9)}-12`, price, `BUYER${String.fromCharCode(65 + i)} ANN`, `OWNER${i} BOB`)]);
});

// 50 homes on one deed, its $14,000,000 recorded on each parcel; the first is resold in November
const DEAL = Array.from({ length: 50 }, (_, i) =>
  home(100 + i, 250_000 + i * 1_000, [
    sale('2024-03-15', DEAL_TOTAL, DEAL_BUYER, 'TRIANGLE BUILDERS INC', { DOC_NUM: DEAL_DOC, TRANSACTION_TYPE: 'Warranty Deed' }),
    ...(i === 0 ? [sale('2024-11-20', RESALE_PRICE, 'HALE NORA', DEAL_BUYER)] : []),
  ]),
);

const FLAGGED = [
  home(200, 290_000, [sale('2024-04-01', 10, 'MILLER KATE', 'JONES ROBERT')]),
  home(201, 280_000, [sale('2024-04-03', 500, 'LEE ANNA', 'LEE DAVID')]),
  home(202, 300_000, [sale('2024-05-01', 260_000, 'WARD FAMILY TRUST', 'WARD MARY')]),
  // $295,000 keyed as $2,950,000
  home(203, 265_000, [sale('2024-05-20', 2_950_000, 'CARTER DAN', 'HOLT GREG')]),
];

const RECORDS = [...ORDINARY, ...DEAL, ...FLAGGED];
const { api } = withState('NC', RECORDS, { rollups: true });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'data-quality-test-'));
  await writeFile(join(dir, 'records.ndjson'), `${RECORDS.map((r) => JSON.stringify(r)).join('\n')}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const dataQuality = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/data-quality.ts', ...args], { cwd: ROOT, env: process.env, maxBuffer: 16 << 20 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

// what any report on these records must say: 85 transfers; 82 purchases (the nominal transfers and the
// deed to the trust are not); 31 market evidence (the 30 ordinary sales and the resale)
const EXPECTED: Pick<QualityReport, 'transfers' | 'purchases' | 'market_evidence' | 'outliers'> & {
  arms_length: QualityReport['arms_length'];
} = {
  transfers: 85,
  purchases: 82,
  market_evidence: 31,
  arms_length: [
    { reason: 'MARKET', arms_length: true, transfers: 82 },
    { reason: 'NOMINAL_PRICE', arms_length: false, transfers: 2 },
    { reason: 'RELATED_PARTIES', arms_length: false, transfers: 1 },
  ],
  outliers: [{ reason: 'PRICE_TO_ASSESSMENT', transfers: 1 }],
};

function expectReport(report: QualityReport) {
  expect(report).toMatchObject(EXPECTED);
  expect(report.deals).toMatchObject({ deals: 1, parcels: 50, transfers: 50, by_size: [{ parcels: '50+', deals: 1 }] });
  expect(report.deals.largest).toEqual([
    expect.objectContaining({ doc_num: DEAL_DOC, date: '2024-03-15', parcels: 50, deal_price: DEAL_TOTAL, buyer: DEAL_BUYER }),
  ]);
}

// each run starts tsx and, in FILE mode, an embedded database of its own with every migration
const CLI_MS = 300_000;
// FILE mode loads into an embedded database of its own whatever DATABASE_URL says: the same run on
// the PostgreSQL pass would repeat the embedded one, minutes of CI for nothing
const fileMode = it.runIf(inject('embeddedDatabase'));

describe('npm run data-quality', () => {
  fileMode(
    'FILE: loads the file into a database of its own and prints what was flagged, per reason',
    async () => {
      const result = await dataQuality(join(dir, 'records.ndjson'));
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain(`loaded ${RECORDS.length} records (0 rejected)`);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe('transfers: 85; purchases: 82; market evidence: 31');
      const reason = (r: string) =>
        lines
          .find((l) => l.trim().startsWith(`${r} `))
          ?.trim()
          .split(/\s+/);
      expect(reason('MARKET')).toEqual(['MARKET', 'true', '82']);
      expect(reason('NOMINAL_PRICE')).toEqual(['NOMINAL_PRICE', 'false', '2']);
      expect(reason('RELATED_PARTIES')).toEqual(['RELATED_PARTIES', 'false', '1']);
      expect(reason('PRICE_TO_ASSESSMENT')).toEqual(['PRICE_TO_ASSESSMENT', '1']);
      expect(result.stdout).toContain('multi-parcel deals: 1 deals, 50 parcels, 50 transfers');
      expect(
        lines
          .find((l) => l.includes('50+'))
          ?.trim()
          .split(/\s+/),
      ).toEqual(['50+', 'parcels:', '1', 'deals']);
      expect(lines.find((l) => l.includes(`doc ${DEAL_DOC}`))).toContain(`2024-03-15: 50 parcels, $14,000,000, buyer ${DEAL_BUYER}`);
    },
    CLI_MS,
  );

  // the JSON form is checked here: in FILE mode it would load the file into a database of its own once more (a minute and more of CI)
  it(
    '--database --state: the same report as JSON on the loaded state, nothing of other states',
    async () => {
      const result = await dataQuality('--database', '--state', 'nc', '--json');
      expect(result.code, result.stderr).toBe(0);
      expectReport(JSON.parse(result.stdout) as QualityReport);
    },
    CLI_MS,
  );

  it(
    'refuses a file together with --database, and a malformed state, with exit code 2',
    async () => {
      for (const args of [[join(dir, 'records.ndjson'), '--database'], ['--database', '--state', 'N1'], []]) {
        const result = await dataQuality(...args);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain('usage: npm run data-quality');
      }
    },
    CLI_MS,
  );
});

describe('a flip of a deal parcel', () => {
  it("prices the purchase leg at the parcel's apportioned share, not the deal's total", async () => {
    const tx = await api.get(`/properties/transactions?property_id=${ID + 100}`, KEYS.premium);
    expect(tx.status, await tx.clone().text()).toBe(200);
    const deal = TransactionsResponse.parse(await tx.json()).transactions.find((t) => t.MULTI_PARCEL);
    const share = Number(deal!.APPORTIONED_PRICE);
    expect(share).toBeGreaterThan(200_000);
    expect(share).toBeLessThan(300_000);

    const res = await api.get('/geo-analytics/flips?search_type=zip&zip=27601&date_from=2024-01-01&date_to=2024-12-31');
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = FlipsResponse.parse(await res.json());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      property_id: ID + 100,
      purchase: { date: '2024-03-15', price: share, buyer: DEAL_BUYER },
      resale: { date: '2024-11-20', price: RESALE_PRICE },
      chain: 'verified',
    });
    expect(data[0]!.gross_profit).toBeCloseTo(RESALE_PRICE - share, 2);
    expect(data[0]!.roi).toBeCloseTo((RESALE_PRICE - share) / share, 4);
  });
});

describe('the committed Nashville sample (real records, data/samples)', () => {
  const SAMPLE = new URL('../../../data/samples/nashville-housing-sample.ndjson.gz', import.meta.url).pathname;

  fileMode(
    'finds every instrument on two or more properties, after one sale recorded twice is collapsed, as one deal',
    async () => {
      // the rule, counted from the file: an instrument (LegalReference, DOC_NUM) with a price on 2+ of
      // our properties, each property's recordings of one sale taken once (docs/analytics-definitions.md#deals)
      const parcels = new Map<string, Set<number>>();
      for (const line of gunzipSync(readFileSync(SAMPLE)).toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        const record = JSON.parse(line) as ImportRecord;
        for (const { transaction: t } of collapseDuplicates(record.transactions ?? [])) {
          if (!t.DOC_NUM || !(Number(t.SALE_AMT) > 0)) continue;
          parcels.set(t.DOC_NUM, (parcels.get(t.DOC_NUM) ?? new Set()).add(record.property_id));
        }
      }
      const multi = [...parcels.values()].filter((s) => s.size >= 2);
      expect(multi.length).toBeGreaterThan(100);

      const result = await dataQuality(SAMPLE, '--json');
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as QualityReport;
      expect(report.deals.deals).toBe(multi.length);
      expect(report.deals.parcels).toBe(multi.reduce((sum, s) => sum + s.size, 0));
    },
    4 * CLI_MS,
  );
});
