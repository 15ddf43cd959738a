/**
 * GET and POST /buyer-profiles/{buyerName} through the local gateway, on Nebraska properties this
 * file loads (Nebraska is its own). The expected profile is worked out by hand from the records.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { liveProfile, storedProfile } from '../../../shared/buyer-profiles/queries.ts';
import { ProfileResponse } from '../../../shared/buyer-profiles/schemas.ts';
import type { ImportRecord, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const DOWNTOWN = { zip: '68102', city: 'OMAHA', state: 'NE', lat: 41.262, lon: -95.934 };
const MIDTOWN = { zip: '68104', city: 'OMAHA', state: 'NE', lat: 41.295, lon: -96.002 };
const LINCOLN = { zip: '68502', city: 'LINCOLN', state: 'NE', lat: 40.786, lon: -96.698 };

const PVH = 'PLATTE VALLEY HOMES LLC';
const OMAHA_OFFICE = { formatted_street_address: '100 Main St', city: 'Omaha', state: 'NE', zip_code: '68102' };
const LINCOLN_OFFICE = { formatted_street_address: '500 O St', city: 'Lincoln', state: 'NE', zip_code: '68508' };

const financed = (amount: number, lender: string): Partial<ImportTransaction> => ({
  FIRST_MTG_AMT: String(amount),
  FIRST_MTG_LENDER_NAME: lender,
});
function home(
  id: number,
  where: typeof DOWNTOWN,
  owner: Record<string, string>,
  beds: number | null,
  year: number,
  sqft: number,
  transactions: ImportTransaction[],
  extra: Partial<ImportRecord> = {},
): ImportRecord {
  return property(id, `${id - 5_680_000} Platte St`, {
    ...where,
    owner: owner as never,
    structure: { beds_count: beds, year_built: year, living_area_sqft: sqft } as never,
    transactions,
    ...extra,
  });
}

const RECORDS: ImportRecord[] = [
  // bought cash, resold 245 days later: a flip
  home(5_680_001, DOWNTOWN, { name: 'PLATTEN FLIP BUYER' }, 3, 1950, 1200, [
    sale('2019-03-01', 150_000, 'Platte Valley Homes, L.L.C.', 'PLATTEN OLD OWNER'),
    sale('2019-11-01', 210_000, 'PLATTEN FLIP BUYER', PVH),
  ]),
  home(
    5_680_002,
    DOWNTOWN,
    { name: PVH, ...OMAHA_OFFICE },
    3,
    1960,
    1400,
    [sale('2020-05-10', 180_000, PVH, 'PLATTEN SELLER TWO', financed(135_000, 'CORNHUSKER BANK'))],
    {
      valuation: { value: 200_000 } as never,
    },
  ),
  home(5_680_003, MIDTOWN, { name: 'Platte Valley Homes LLC', ...OMAHA_OFFICE }, 4, 1970, 1600, [
    sale(
      '2020-08-15',
      200_000,
      'Platte Valley Homes Limited Liability Company',
      'PLATTEN SELLER THREE',
      financed(150_000, 'CORNHUSKER BANK'),
    ),
  ]),
  // bought cash, resold 516 days later
  home(5_680_004, MIDTOWN, { name: 'PLATTEN END BUYER' }, 2, 1980, 1000, [
    sale('2021-01-20', 220_000, PVH, 'PLATTEN SELLER FOUR'),
    sale('2022-06-20', 300_000, 'PLATTEN END BUYER', PVH),
  ]),
  home(5_680_005, LINCOLN, { name: PVH, ...LINCOLN_OFFICE }, 3, 1990, 1300, [
    sale('2021-07-01', 160_000, 'Platte Valley Homes, L.L.C.', 'PLATTEN SELLER FIVE', financed(120_000, 'PLAINS CREDIT UNION')),
  ]),
  home(5_680_006, LINCOLN, { name: PVH, ...LINCOLN_OFFICE }, null, 2000, 1500, [sale('2022-02-01', 170_000, PVH, 'PLATTEN SELLER SIX')]),
  // owned, bought before the records
  home(5_680_007, MIDTOWN, { name: PVH, ...OMAHA_OFFICE }, 3, 1975, 1450, []),
  home(5_680_008, LINCOLN, { name: 'PLATTE VALLEY HOMES INC' }, 3, 1975, 1450, [
    sale('2021-03-03', 140_000, 'Platte Valley Homes Inc', 'PLATTEN SELLER EIGHT'),
  ]),
  home(5_680_009, LINCOLN, { name: 'PLATTE VALLEY HOLDINGS LLC' }, 3, 1975, 1450, [
    sale('2021-04-04', 145_000, 'Platte Valley Holdings LLC', 'PLATTEN SELLER NINE'),
  ]),
  // a buyer big enough for the stored rollup: 1 purchase + 100 properties owned
  ...Array.from({ length: 100 }, (_, k) =>
    home(
      5_680_100 + k,
      LINCOLN,
      { name: 'Platte River Realty LLC', ...LINCOLN_OFFICE },
      3,
      2001,
      1200,
      k === 0 ? [sale('2020-01-01', 100_000, 'Platte River Realty LLC', 'PLATTEN SELLER RIVER')] : [],
    ),
  ),
];

const { api, sql } = withState('NE', RECORDS, { rollups: true });

/** A property's valuation on record (docs/valuation.md#the-valuation-on-record), the value a portfolio lists. */
async function onRecord(propertyId: number): Promise<number | null> {
  const [row] = await sql<
    { value: number | null }[]
  >`select value::float8 as value from property_valuations where property_id = ${propertyId}`;
  return row?.value ?? null;
}

const path = (name: string, query = '') => `/buyer-profiles/${encodeURIComponent(name)}${query}`;

async function profile(name: string, query = '', key: string = KEYS.premium) {
  const res = await api.get(path(name, query), key);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('x-data-source')).toBeTruthy();
  return ProfileResponse.parse(await res.json());
}

const portfolioHome = (
  id: number,
  zip: string,
  city: string,
  beds: number | null,
  year: number,
  sqft: number,
  value: number | null = null,
) => ({
  property_id: id,
  address: `${id - 5_680_000} Platte St`,
  city,
  state: 'NE',
  zip,
  property_type: null,
  beds,
  baths: null,
  living_sqft: sqft,
  year_built: year,
  value,
  last_sale_date: null,
  last_sale_price: null,
});

describe('GET /buyer-profiles/{buyerName}', () => {
  it('profiles a buyer from all its spellings: portfolio, history, prices, lenders, typical property, holds and flips', async () => {
    const r = await profile('Platte Valley Homes, L.L.C.', '?page_size=2');
    expect(r.buyer).toEqual({
      name: PVH,
      match: { level: 'exact', similarity: 1, normalized_query: PVH },
      is_entity: true,
      investor: true,
      name_variants: [
        { name: PVH, purchases: 3 },
        { name: 'Platte Valley Homes, L.L.C.', purchases: 2 },
        { name: 'Platte Valley Homes Limited Liability Company', purchases: 1 },
      ],
      mailing_addresses: [
        { address: '100 Main St', city: 'Omaha', state: 'NE', zip: '68102', properties: 3 },
        { address: '500 O St', city: 'Lincoln', state: 'NE', zip: '68508', properties: 2 },
      ],
      family: null,
    });
    expect(r.alternatives).toEqual([]);
    expect(r.summary).toEqual({
      portfolio_size: 5,
      portfolio_tier: '2-9',
      purchases: 6,
      purchase_value: 1_080_000,
      average_purchase_price: 180_000,
      // 150k 160k 170k | 180k 200k 220k
      median_purchase_price: 175_000,
      cash_purchases: 3,
      cash_share: 0.5,
      first_purchase_date: '2019-03-01',
      last_purchase_date: '2022-02-01',
      sales: 2,
      flips: 1,
      resales: 2,
      // 245 and 516 days
      median_hold_days: 380.5,
      mean_hold_days: 380.5,
    });
    // beds 2 3 3 3 4 (one unknown); 1,000 ... 1,600 sq ft; built 1950 ... 2000
    expect(r.typical_property).toEqual({ median_beds: 3, median_living_sqft: 1350, median_year_built: 1975 });
    expect(r.markets).toEqual([
      { state: 'NE', cbsa_code: '36540', msa: 'Omaha, NE-IA', properties: 3 },
      { state: 'NE', cbsa_code: '30700', msa: 'Lincoln, NE', properties: 2 },
    ]);
    expect(r.by_year).toEqual([
      { year: 2019, purchases: 1, purchase_value: 150_000, cash_purchases: 1, sales: 1, flips: 1 },
      { year: 2020, purchases: 2, purchase_value: 380_000, cash_purchases: 0, sales: 0, flips: 0 },
      { year: 2021, purchases: 2, purchase_value: 380_000, cash_purchases: 1, sales: 0, flips: 0 },
      { year: 2022, purchases: 1, purchase_value: 170_000, cash_purchases: 1, sales: 1, flips: 0 },
    ]);
    expect(r.lenders).toEqual([
      { lender: 'CORNHUSKER BANK', loans: 2 },
      { lender: 'PLAINS CREDIT UNION', loans: 1 },
    ]);
    expect(r.portfolio).toEqual({
      data: [
        portfolioHome(5_680_002, '68102', 'OMAHA', 3, 1960, 1400, await onRecord(5_680_002)),
        portfolioHome(5_680_003, '68104', 'OMAHA', 4, 1970, 1600, await onRecord(5_680_003)),
      ],
      meta: { page: 1, page_size: 2, total: 5, has_more: true },
    });
  });

  it('pages the portfolio by property_id', async () => {
    const last = await profile(PVH, '?page=3&page_size=2');
    expect(last.portfolio).toEqual({
      data: [portfolioHome(5_680_007, '68104', 'OMAHA', 3, 1975, 1450, await onRecord(5_680_007))],
      meta: { page: 3, page_size: 2, total: 5, has_more: false },
    });
    expect((await profile(PVH, '?page=4&page_size=2')).portfolio.data).toEqual([]);
    expect((await profile(PVH)).portfolio.meta).toEqual({ page: 1, page_size: 20, total: 5, has_more: false });
  });

  it("answers a name that is no buyer's with a 404 listing the similar buyers, never picking one", async () => {
    const res = await api.get(`/buyer-profiles/${encodeURIComponent('Platte Valley Homes')}`, KEYS.premium);
    const problem = (await expectProblem(res, 404)) as {
      detail: string;
      alternatives?: { name: string; similarity: number; purchases: number }[];
    };
    const alternatives = problem.alternatives ?? [];
    // LLC and INC are equally similar: the busier buyer first
    expect(alternatives.slice(0, 2).map((a) => a.name)).toEqual([PVH, 'PLATTE VALLEY HOMES INC']);
    expect(alternatives.every((a, i) => a.similarity >= 0.5 && (i === 0 || a.similarity <= alternatives[i - 1]!.similarity))).toBe(true);
    expect(alternatives.every((a) => Number(a.similarity.toFixed(4)) === a.similarity)).toBe(true);
    expect(problem.detail).toContain(PVH);
  });

  it('hides the owner mailing addresses from base-plan keys', async () => {
    const r = await profile(PVH, '', KEYS.base);
    expect(r.buyer.mailing_addresses).toBeNull();
    expect(r.summary.portfolio_size).toBe(5);
  });

  it('reads the biggest buyers from the stored rollup, the same as computed from their rows', async () => {
    const stored = await storedProfile(sql, 'PLATTE RIVER REALTY LLC');
    expect(stored).toBeDefined();
    expect(stored).toEqual(await liveProfile(sql, ['PLATTE RIVER REALTY LLC'], 'PLATTE RIVER REALTY LLC'));
    expect(await storedProfile(sql, PVH)).toBeUndefined();

    const r = await profile('platte river realty llc', '?page=2&page_size=30');
    expect(r.summary).toMatchObject({
      portfolio_size: 100,
      portfolio_tier: '100-999',
      purchases: 1,
      median_purchase_price: 100_000,
      resales: 0,
      median_hold_days: null,
      mean_hold_days: null,
    });
    expect(r.markets).toEqual([{ state: 'NE', cbsa_code: '30700', msa: 'Lincoln, NE', properties: 100 }]);
    expect(r.buyer.mailing_addresses).toEqual([{ address: '500 O St', city: 'Lincoln', state: 'NE', zip: '68508', properties: 100 }]);
    expect(r.lenders).toEqual([]);
    expect(r.portfolio.data.map((p) => p.property_id)).toEqual(Array.from({ length: 30 }, (_, k) => 5_680_130 + k));
    expect(r.portfolio.meta).toEqual({ page: 2, page_size: 30, total: 100, has_more: true });
  });

  it('migration 0014 rewrites a stored row of the old shape into the addresses as written', async () => {
    const current = (await storedProfile(sql, 'PLATTE RIVER REALTY LLC'))!.mailing_addresses;
    const [sample] = await sql<
      { property_id: string }[]
    >`select min(property_id)::text as property_id from properties where owner_name = 'PLATTE RIVER REALTY LLC'`;
    await sql`update buyer_profiles set mailing_addresses = ${sql.json([{ mail_key: '500 O ST|68508', properties: 100, sample_property_id: Number(sample!.property_id) }])}::json
              where buyer_key = 'PLATTE RIVER REALTY LLC'`;
    await sql.unsafe(readFileSync(new URL('../../../migrations/0014_profile_mailing_addresses.sql', import.meta.url), 'utf8'));
    expect((await storedProfile(sql, 'PLATTE RIVER REALTY LLC'))!.mailing_addresses).toEqual(current);
    expect(current).toEqual([{ address: '500 O St', city: 'Lincoln', state: 'NE', zip: '68508', properties: 100 }]);
  });

  it.each([
    [path('#$%'), 'path.buyerName'],
    [path('X'.repeat(201)), 'path.buyerName'],
    [path(PVH, '?page=0'), 'query.page'],
    [path(PVH, '?page_size=101'), 'query.page_size'],
    [path(PVH, '?page_size=two'), 'query.page_size'],
  ])('answers 400 for %s', async (url, name) => {
    const problem = await expectProblem(await api.get(url), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(name);
  });

  it('answers 404 when no buyer has a similar name', async () => {
    await expectProblem(await api.get(path('Qxjz Wvkp')), 404);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await api.get(path(PVH), null), 401);
  });
});

describe('POST /buyer-profiles/{buyerName}', () => {
  it('takes the options in the body and answers as GET does', async () => {
    const res = await api.post(path('PLATTE VALLEY HOMES LLC'), { page: 2, page_size: 2 });
    expect(res.status, await res.clone().text()).toBe(200);
    const r = ProfileResponse.parse(await res.json());
    expect(r.portfolio.data.map((p) => p.property_id)).toEqual([5_680_005, 5_680_006]);
    const get = await profile(PVH, '?page=2&page_size=2');
    expect(r).toEqual(get);
  });

  it('uses the defaults for an empty body', async () => {
    const res = await api.post(path(PVH), {});
    expect(res.status).toBe(200);
    expect(ProfileResponse.parse(await res.json()).portfolio.meta).toEqual({ page: 1, page_size: 20, total: 5, has_more: false });
  });

  it.each([
    [{ page_size: 500 }, 'body.page_size'],
    [{ page: '2' }, 'body.page'],
  ])('answers 400 for %j', async (body, name) => {
    const problem = await expectProblem(await api.post(path(PVH), body), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(name);
  });

  it('answers 400 for a body that is not JSON', async () => {
    await expectProblem(await api.post(path(PVH), 'page=2'), 400);
  });

  it('answers 404 for an unknown buyer and 401 without a key', async () => {
    await expectProblem(await api.post(path('Qxjz Wvkp'), {}), 404);
    await expectProblem(await api.post(path(PVH), {}, null), 401);
  });
});
