/**
 * Market evidence through the local gateway, on hand-built Rhode Island records (this file's own
 * state; docs/analytics-definitions.md#market-evidence): a 50-parcel portfolio deed recorded at its
 * total on every parcel, nominal and quitclaim transfers, a sale between relatives and a mistyped
 * price, among 30 ordinary sales of one zip. The deal counts once in top buyers' totals, no flagged
 * price reaches a zip median, the price index or the comparable sales, and the transaction
 * records say what was decided and why.
 */
import { describe, expect, it } from 'vitest';
import { markMarketEvidence } from '../../../loader/rollups/market-evidence.ts';
import { TopBuyersResponse } from '../../../shared/buyers/schemas.ts';
import { ZipAnalysisResponse } from '../../../shared/geo-analytics/schemas.ts';
import { type NearbySale, NearbySalesResponse } from '../../../shared/properties/nearby/schemas.ts';
import type { ImportRecord, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { TransactionsResponse } from '../../../shared/properties/schemas.ts';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const PROVIDENCE = { zip: '02903', city: 'PROVIDENCE', state: 'RI' };
const ID = 9_730_000;
const DEAL_BUYER = 'OCEAN STATE HOMES LLC';
const DEAL_TOTAL = 15_000_000;
const DEAL_DOC = '2024-0061500';

const home = (n: number, sqft: number, assessed: number, transactions: ImportTransaction[]): ImportRecord =>
  property(ID + n, `${n} Benefit St`, {
    ...PROVIDENCE,
    // about 100 m apart on a grid, all within a mile of the first
    lat: 41.82 + Math.floor(n / 10) * 0.0009,
    lon: -71.41 + (n % 10) * 0.0012,
    property_type: 'Single Family Residential',
    structure: { beds_count: 3, year_built: 1990, living_area_sqft: sqft } as never,
    assessments: { land_value: null, improvement_value: null, assessed_value: assessed, market_value: null } as never,
    assessed_year: 2024,
    transactions,
  });

// 30 ordinary sales of 2024: $280,000-$338,000, 1,500 sq ft, assessed at 90% of the price
const ORDINARY_PRICES = Array.from({ length: 30 }, (_, i) => 280_000 + i * 2_000);
const ORDINARY = ORDINARY_PRICES.map((price, i) =>
  home(i, 1500, price * 0.9, [sale(`2024-0${1 + (i % 9)}-10`, price, `NEIGHBOR${String.fromCharCode(65 + i)} ANN`, `SELLER${i} BOB`)]),
);

// 50 townhouses of 1,320 sq ft on one deed, the deed's $15,000,000 recorded on each; assessed
// $240,000-$338,000, so their shares differ
const DEAL = Array.from({ length: 50 }, (_, i) => ({
  ...home(100 + i, 1320, 240_000 + i * 2_000, [
    sale('2024-06-15', DEAL_TOTAL, DEAL_BUYER, 'HARBOR BUILDERS INC', { DOC_NUM: DEAL_DOC, TRANSACTION_TYPE: 'Warranty Deed' }),
  ]),
  last_sale: { date: '2024-06-15', price: DEAL_TOTAL, document_type: 'WARRANTY_DEED' } as never,
}));

const FLAGGED = [
  // a parent's home to a child for $10 on a grant deed, and a quitclaim
  home(200, 1500, 290_000, [sale('2024-04-01', 10, 'MILLER KATE', 'JONES ROBERT')]),
  home(201, 1500, 300_000, [sale('2024-04-02', 150_000, 'PARK LEE', 'PARK SUE', { TRANSACTION_TYPE: 'Quitclaim Deed' })]),
  // an owner deeds the home to her family trust at a price that looks like a market price
  home(202, 1500, 300_000, [sale('2024-05-01', 250_000, 'SMITH FAMILY TRUST', 'SMITH MARY')]),
  // $310,000 keyed as $3,100,000
  home(203, 1500, 279_000, [sale('2024-05-20', 3_100_000, 'CARTER DAN', 'HOLT GREG')]),
];

// Kent County, 2023: 12 ordinary sales over two Warwick zips, too few in either zip to judge, and a
// $261,000 sale keyed as $2,610,000: judged against its county's year, by one assessor's ratios
const kentHome = (n: number, zip: string, price: number, assessed: number): ImportRecord =>
  property(ID + n, `${n} Post Rd`, {
    zip,
    city: 'WARWICK',
    state: 'RI',
    lat: 41.7 + (n % 10) * 0.001,
    lon: -71.42,
    property_type: 'Single Family Residential',
    structure: { beds_count: 3, year_built: 1985, living_area_sqft: 1400 } as never,
    assessments: { land_value: null, improvement_value: null, assessed_value: assessed, market_value: null } as never,
    assessed_year: 2024,
    transactions: [sale(`2023-0${1 + (n % 9)}-12`, price, `KENT${n} AMY`, `SELLER${n} JOE`)],
  });
const KENT = [
  ...Array.from({ length: 12 }, (_, i) => kentHome(300 + i, i < 6 ? '02886' : '02888', 250_000 + i * 3_000, (250_000 + i * 3_000) * 0.9)),
  kentHome(320, '02888', 2_610_000, 234_900),
];

const RECORDS = [...ORDINARY, ...DEAL, ...FLAGGED, ...KENT];
const { api, sql } = withState('RI', RECORDS, { rollups: true });

async function transactionsOf(n: number) {
  const res = await api.get(`/properties/transactions?property_id=${ID + n}`, KEYS.premium);
  expect(res.status, await res.clone().text()).toBe(200);
  return TransactionsResponse.parse(await res.json()).transactions;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

describe('multi-parcel deals', () => {
  it('counts the deal once in top buyers: the total is the deed price, the average per property', async () => {
    const res = await api.post('/buyers/activity/top-buyers', {
      filters: { state: 'RI', dateFrom: '2024-01-01', dateTo: '2024-12-31' },
      limit: 1,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [top] = TopBuyersResponse.parse(await res.json()).data;
    expect(top).toMatchObject({
      buyerName: DEAL_BUYER,
      transactionCount: 50,
      totalPurchaseValue: DEAL_TOTAL,
      averagePurchasePrice: DEAL_TOTAL / 50,
    });
  });

  it('shows the deal on each parcel: its id, parcel count, total and the parcel share, shares adding up to the total', async () => {
    const records = await Promise.all(DEAL.map((_, i) => transactionsOf(100 + i)));
    const deals = records.map((r) => r[0]!);
    const ids = new Set(deals.map((d) => d.DEAL_ID));
    expect(ids.size).toBe(1);
    expect(deals[0]).toMatchObject({
      SALE_AMT: String(DEAL_TOTAL),
      DOC_NUM: DEAL_DOC,
      ARMS_LENGTH: true,
      ARMS_LENGTH_REASON: 'MARKET',
      MULTI_PARCEL: true,
      PARCEL_COUNT: 50,
      DEAL_PRICE: String(DEAL_TOTAL),
      OUTLIER_REASON: null,
      MARKET_EVIDENCE: false,
    });
    const shares = deals.map((d) => Number(d.APPORTIONED_PRICE));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(DEAL_TOTAL, 2);
    // by assessed value: the first parcel's $240,000 of the deal's $14,450,000 assessed
    const assessed = DEAL.reduce((sum, r) => sum + r.assessments!.assessed_value!, 0);
    expect(shares[0]).toBeCloseTo((DEAL_TOTAL * 240_000) / assessed, 1);
    expect(shares[49]! > shares[0]!).toBe(true);
  });

  it("states the parcel's share as its last sale, never the deal total", async () => {
    const res = await api.get(`/properties/by-address?address=${encodeURIComponent('100 Benefit St, Providence, RI 02903')}`, KEYS.premium);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      last_sale: { price: number; deal_id: string; deal_parcel_count: number; deal_price: number } | null;
    };
    const [deal] = await transactionsOf(100);
    expect(body.last_sale).toMatchObject({
      price: Number(deal!.APPORTIONED_PRICE),
      deal_id: deal!.DEAL_ID,
      deal_parcel_count: 50,
      deal_price: DEAL_TOTAL,
    });
  });

  it('keeps the deal, the nominal transfers, the relatives and the typo out of the zip median', async () => {
    const res = await api.get('/geo-analytics/zip-analysis?zips=02903&date_from=2024-01-01&date_to=2024-12-31');
    expect(res.status, await res.clone().text()).toBe(200);
    const [zip] = ZipAnalysisResponse.parse(await res.json()).data;
    // purchases: the 30 ordinary sales, the deal's 50 parcels and the mistyped one
    expect(zip!.sales).toBe(81);
    // its value counts the deal once
    expect(zip!.sales_value).toBe(ORDINARY_PRICES.reduce((a, b) => a + b, 0) + DEAL_TOTAL + 3_100_000);
    expect(zip!.median_price).toBe(median(ORDINARY_PRICES));
    expect(zip!.median_price_per_sqft).toBeCloseTo(median(ORDINARY_PRICES) / 1500, 1);
  });

  it('builds the price index from the ordinary sales only', async () => {
    const [row] = await sql<{ n: number }[]>`
      select coalesce(sum(n), 0)::int as n from price_index_months
      where kind = 'sale' and area_level = 'state' and area_code = 'RI' and month between '2024-01-01' and '2024-12-01'`;
    expect(row!.n).toBe(30);
  });
});

describe('non-market transfers and outliers', () => {
  it.each([
    [200, { ARMS_LENGTH: false, ARMS_LENGTH_REASON: 'NOMINAL_PRICE', MARKET_EVIDENCE: false }],
    [201, { ARMS_LENGTH: false, ARMS_LENGTH_REASON: 'DOCUMENT_TYPE', MARKET_EVIDENCE: false }],
    [202, { ARMS_LENGTH: false, ARMS_LENGTH_REASON: 'RELATED_PARTIES', MARKET_EVIDENCE: false }],
    [203, { ARMS_LENGTH: true, ARMS_LENGTH_REASON: 'MARKET', OUTLIER_REASON: 'PRICE_TO_ASSESSMENT', MARKET_EVIDENCE: false }],
    [0, { ARMS_LENGTH: true, ARMS_LENGTH_REASON: 'MARKET', MULTI_PARCEL: false, OUTLIER_REASON: null, MARKET_EVIDENCE: true }],
    [320, { ARMS_LENGTH: true, ARMS_LENGTH_REASON: 'MARKET', OUTLIER_REASON: 'PRICE_TO_ASSESSMENT', MARKET_EVIDENCE: false }],
    [311, { ARMS_LENGTH: true, OUTLIER_REASON: null, MARKET_EVIDENCE: true }],
  ])('home %i: its transaction record says what was decided and why', async (n, expected) => {
    const [t] = await transactionsOf(n);
    expect(t).toMatchObject(expected);
  });

  it('leaves them out of the comparable sales, and shows them when every sale is asked for', async () => {
    const nearby = async (params: string): Promise<NearbySale[]> => {
      const address = encodeURIComponent('0 Benefit St, Providence, RI 02903');
      const res = await api.get(`/properties/nearby-sales?address=${address}&radius=2&page_size=100&${params}`, KEYS.premium);
      expect(res.status, await res.clone().text()).toBe(200);
      return NearbySalesResponse.parse(await res.json()) as NearbySale[];
    };
    const prices = (sales: NearbySale[]) => sales.map((s) => Number(s.SALE_AMT));
    const comps = prices(await nearby('recording_date_min=2024-01-01'));
    expect(comps).toHaveLength(29);
    expect(comps.every((p) => p >= 280_000 && p <= 338_000)).toBe(true);
    const all = prices(await nearby('recording_date_min=2024-01-01&arms_length_only=false'));
    expect(all).toContain(DEAL_TOTAL);
    expect(all).toContain(3_100_000);
    expect(all).toContain(10);
  });

  it('is idempotent: another pass over the same rows leaves their flags as they were', async () => {
    const flags = () => sql`
      select property_id, seq, arms_length_reason, deal_id, deal_parcel_count, deal_price::text, apportioned_price::text, outlier_reason
      from transactions where state = 'RI' order by property_id, seq`;
    const before = await flags();
    await sql.begin((tx) => markMarketEvidence(tx));
    expect(await flags()).toEqual(before);
  });
});
