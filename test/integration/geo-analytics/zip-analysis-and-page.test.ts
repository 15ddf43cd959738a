/**
 * GET /geo-analytics/zip-analysis and GET /geo-analytics/page through the local gateway, on
 * hand-built Kansas sales, leases and owners (this file's own state) whose per-zip metrics are
 * computed by hand below.
 */
import { describe, expect, it } from 'vitest';
import { GeoPageResponse, ZipAnalysisResponse } from '../../../shared/geo-analytics/schemas.ts';
import type { ImportRecord, ImportRental } from '../../../shared/properties/records/import-record.ts';
import { MarketAnalysisResponse } from '../../../shared/rental-analytics/schemas.ts';
import { expectProblem } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const WICHITA = { zip: '67202', city: 'WICHITA', state: 'KS', lat: 37.69, lon: -97.34 };
const TOPEKA = { zip: '66603', city: 'TOPEKA', state: 'KS', lat: 39.05, lon: -95.67 };
const ID = 8_430_000;
const HOMES = 'Sunflower Homes LLC';
const FLIPPER = 'Sunflower Flips LLC';
const financed = { FIRST_MTG_AMT: '80000' };
const leased = (date: string, rent: number): ImportRental => ({ list_date: date, lease_date: date, rent, status: 'leased' });

const home = (
  n: number,
  where: typeof WICHITA,
  sqft: number | null,
  owner: string,
  transactions: ImportRecord['transactions'],
  rentals: ImportRental[] = [],
  type = 'Single Family Residential',
) =>
  property(ID + n, `${n} Sunflower St`, {
    ...where,
    property_type: type,
    structure: { living_area_sqft: sqft } as never,
    owner: { name: owner } as never,
    transactions,
    rentals,
  });

// 67202 in 2024: Jan 200k (K1, resale after 339 days: a flip) and 100k (K2); Mar 300k (K3, resale after
// 379 days); Jun 120k (K4), 130k (K5, resale after 336 days: a flip, no living area) and 500k (K6).
// Median price (exact, of the 6 prices): (130k + 200k) / 2 = 165k.
// Price per sqft: Jan 150 (2), Mar 200 (1), Jun 175 (2, K5 has none): 175 (monthly medians weighted). 2023: 100k, 120k, 150k: 120k.
// Investors: the two LLC purchases = 2 of 6 (Person Six's 2 purchases are fewer than the 3 a person needs). Cash: K2, K4 = 2 of 6.
// Hold-time monthly medians 339, 379, 336 (1 each): 339. Leases: Feb 1,000 and 1,200, Sep 2,000 (a
// listing of 5,000 never leased): median 1,200. Gross yield 12 x 1,200 / 165,000.
// Single-family: K1-K6 and 4 of Sunflower Homes' 100 properties (institutional): 4 of 10.
const RECORDS: ImportRecord[] = [
  home(1, WICHITA, 1000, 'Sunflower Buyer One', [
    sale('2023-02-10', 100_000, FLIPPER, 'Sunflower Old One'),
    sale('2024-01-15', 200_000, 'Sunflower Buyer One', FLIPPER, financed),
  ]),
  home(2, WICHITA, 1000, FLIPPER, [sale('2024-01-20', 100_000, FLIPPER, 'Sunflower Old Two')], [leased('2024-02-10', 1000)]),
  home(3, WICHITA, 1500, 'Sunflower Person Three', [
    sale('2023-02-20', 120_000, 'Sunflower Person Two', 'Sunflower Old Three', financed),
    sale('2024-03-05', 300_000, 'Sunflower Person Three', 'Sunflower Person Two', financed),
  ]),
  home(
    4,
    WICHITA,
    1200,
    FLIPPER,
    [sale('2024-06-03', 120_000, FLIPPER, 'Sunflower Old Four')],
    [leased('2024-02-20', 1200), { list_date: '2024-05-01', rent: 5000, status: 'listed' }],
  ),
  home(5, WICHITA, null, 'Sunflower Person Five', [
    sale('2023-07-10', 150_000, 'Sunflower Person Four', 'Sunflower Old Five', financed),
    sale('2024-06-10', 130_000, 'Sunflower Person Five', 'Sunflower Person Four', financed),
  ]),
  home(
    6,
    WICHITA,
    2000,
    'Sunflower Person Six',
    [sale('2024-06-20', 500_000, 'Sunflower Person Six', 'Sunflower Old Six', financed)],
    [leased('2024-09-01', 2000)],
  ),
  ...[7, 8, 9, 10].map((n) => home(n, WICHITA, 1100, HOMES, [])),
  home(20, TOPEKA, 900, 'Sunflower Person Six', [sale('2024-08-01', 90_000, 'Sunflower Person Six', 'Sunflower Old Twenty', financed)]),
  ...Array.from({ length: 96 }, (_, i) => home(100 + i, TOPEKA, 800, HOMES, [], [], 'Condominium')),
];

const { api } = withState('KS', RECORDS, { rollups: true });

const WICHITA_2024 = {
  zip: '67202',
  city: 'Wichita',
  state: 'KS',
  sales: 6,
  price_sales: 6,
  sales_value: 1_350_000,
  sales_prior_year: 3,
  sales_yoy_change: 1,
  median_price: 165_000,
  median_price_prior_year: 120_000,
  median_price_yoy_change: 0.375,
  median_price_per_sqft: 175,
  investor_share: 0.3333,
  cash_share: 0.3333,
  flips: 2,
  flip_rate: 0.3333,
  resales: 3,
  median_hold_days: 339,
  leases: 3,
  median_rent: 1200,
  gross_yield: 0.0873,
  single_family_properties: 10,
  institutional_share: 0.4,
  sqft_sales: 5,
  // 6 sales, 3 leases: every statistic is named as resting on fewer than 20 values
  low_sample: [
    'sales_yoy_change',
    'median_price',
    'median_price_yoy_change',
    'median_price_per_sqft',
    'investor_share',
    'cash_share',
    'flip_rate',
    'median_hold_days',
    'median_rent',
    'gross_yield',
    'institutional_share',
  ],
};
const TOPEKA_2024 = {
  zip: '66603',
  city: 'Topeka',
  state: 'KS',
  sales: 1,
  price_sales: 1,
  sales_value: 90_000,
  sales_prior_year: 0,
  sales_yoy_change: null,
  median_price: 90_000,
  median_price_prior_year: null,
  median_price_yoy_change: null,
  median_price_per_sqft: 100,
  investor_share: 0,
  cash_share: 0,
  flips: 0,
  flip_rate: 0,
  resales: 0,
  median_hold_days: null,
  leases: 0,
  median_rent: null,
  gross_yield: null,
  single_family_properties: 1,
  institutional_share: 0,
  sqft_sales: 1,
  low_sample: ['median_price', 'median_price_per_sqft', 'investor_share', 'cash_share', 'flip_rate', 'institutional_share'],
};
/** The latest sale recorded in Kansas (66603's, 2024-08-01) and the latest lease (6's in 67202, 2024-09-01). */
const SALES_AS_OF = '2024-08-01';
const LEASES_AS_OF = '2024-09-01';
const YEAR_2024 = 'date_from=2024-01-01&date_to=2024-12-31';
/** Both datasets' windows for 2024 in Kansas. */
const DATASETS_2024 = {
  sales: { date_from: '2024-01-01', date_to: '2024-12-31', data_as_of: SALES_AS_OF },
  leases: { date_from: '2024-01-01', date_to: '2024-12-31', data_as_of: LEASES_AS_OF },
};

async function zipAnalysis(params: string) {
  const res = await api.get(`/geo-analytics/zip-analysis?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZipAnalysisResponse.parse(await res.json());
}

describe('GET /geo-analytics/zip-analysis', () => {
  it('computes every metric of each zip, in request order, repeats once', async () => {
    const body = await zipAnalysis(`zips=67202,66603,67202&${YEAR_2024}`);
    expect(body).toEqual({
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      prior_date_from: '2023-01-01',
      prior_date_to: '2023-12-31',
      data_as_of: SALES_AS_OF,
      datasets: DATASETS_2024,
      data: [WICHITA_2024, TOPEKA_2024],
    });
  });

  it('is exact for one month, and covers whole months', async () => {
    const body = await zipAnalysis('zips=67202&date_from=2024-06-15&date_to=2024-06-16');
    expect(body).toMatchObject({
      date_from: '2024-06-01',
      date_to: '2024-06-30',
      prior_date_from: '2023-06-01',
      prior_date_to: '2023-06-30',
    });
    expect(body.data[0]).toMatchObject({
      sales: 3,
      median_price: 130_000,
      median_price_per_sqft: 175,
      flips: 1,
      median_hold_days: 336,
      investor_share: 0.3333,
      cash_share: 0.3333,
    });
  });

  it('answers a known zip without activity beside a covered one with zeros for counts and nulls for everything else', async () => {
    const body = await zipAnalysis(`zips=67202,67203&${YEAR_2024}`);
    expect(body.data.slice(1)).toEqual([
      {
        zip: '67203',
        city: 'Wichita',
        state: 'KS',
        sales: 0,
        price_sales: 0,
        sales_value: 0,
        sales_prior_year: 0,
        sales_yoy_change: null,
        median_price: null,
        median_price_prior_year: null,
        median_price_yoy_change: null,
        median_price_per_sqft: null,
        investor_share: null,
        cash_share: null,
        flips: 0,
        flip_rate: null,
        resales: 0,
        median_hold_days: null,
        leases: 0,
        median_rent: null,
        gross_yield: null,
        single_family_properties: 0,
        institutional_share: null,
        sqft_sales: 0,
        low_sample: [],
      },
    ]);
  });

  it("defaults to the 12 months ending with the month of each dataset's latest date (data_as_of), not today", async () => {
    const body = await zipAnalysis('zips=67202');
    // 67202's last sale is 2024-06-20, its last lease 2024-09-01
    expect(body).toMatchObject({
      date_from: '2023-07-01',
      date_to: '2024-06-30',
      prior_date_from: '2022-07-01',
      prior_date_to: '2023-06-30',
      data_as_of: '2024-06-20',
      datasets: {
        sales: { date_from: '2023-07-01', date_to: '2024-06-30', data_as_of: '2024-06-20' },
        leases: { date_from: '2023-10-01', date_to: '2024-09-30', data_as_of: LEASES_AS_OF },
      },
    });
    // the sales window holds all of 2024's sales and July 2023's; the lease window all of 2024's leases
    expect(body.data[0]).toMatchObject({ sales: 7, leases: 3 });
  });

  it('is NoCoverage for a zip holding no sales and no leases', async () => {
    const problem = await expectProblem(await api.get(`/geo-analytics/zip-analysis?zips=67203&${YEAR_2024}`), 404);
    expect(problem).toMatchObject({ reason: 'no_coverage', covered_states: expect.arrayContaining(['KS']) });
  });

  it.each([
    ['zips=6720', 'query.zips.0'],
    ['zips=67202,ABCDE', 'query.zips.1'],
    ['zips=', 'query.zips'],
    ['zips=,', 'query.zips'],
    [`zips=${Array.from({ length: 26 }, (_, i) => 67200 + i).join(',')}`, 'query.zips'],
    ['zips=67202&date_from=2024-06-01&date_to=2024-05-01', 'query.date_from'],
    ['zips=67202&date_to=2024-13-01', 'query.date_to'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/geo-analytics/zip-analysis?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('gives the same median sale price, median rent and gross yield as market-analysis for the same zip and months', async () => {
    const zip = (await zipAnalysis(`zips=67202&${YEAR_2024}`)).data[0]!;
    const res = await api.get(`/rental-analytics/market-analysis?geography_type=zip&geography_values=67202&${YEAR_2024}`);
    const market = MarketAnalysisResponse.parse(await res.json()).data[0]!;
    expect([zip.median_price, zip.median_rent, zip.gross_yield]).toEqual([165_000, 1200, 0.0873]);
    expect([market.median_price, market.rent.median, market.gross_yield]).toEqual([zip.median_price, zip.median_rent, zip.gross_yield]);
  });

  it('takes the one geography selection of the analytics endpoints, with zips as its alias', async () => {
    const both = await zipAnalysis(`zips=67202,66603&${YEAR_2024}`);
    expect(await zipAnalysis(`geography_type=zip&geography_values=67202,66603&${YEAR_2024}`)).toEqual(both);
    expect(await zipAnalysis(`search_type=zip&geography_values=67202,66603&${YEAR_2024}`)).toEqual(both);
    expect((await zipAnalysis(`search_type=zip&zip=67202&${YEAR_2024}`)).data).toEqual([both.data[0]]);
  });

  it.each([
    ['search_type=city&city=Wichita&state=KS', 'query.search_type'],
    ['geography_type=zip&zip=67202&geography_values=66603', 'query.zip'],
    ['search_type=zip&geography_type=state&zip=67202', 'query.geography_type'],
    ['search_type=zip', 'query.zip'],
    ['geography_type=zip&geography_values=6720', 'query.geography_values'],
  ])('400 for the selection %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/geo-analytics/zip-analysis?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toEqual([path]);
  });

  it('400 without zips, 404 for an unknown zip, 401 without a key', async () => {
    expect((await expectProblem(await api.get('/geo-analytics/zip-analysis'), 400)).errors?.map((e) => e.path)).toEqual([
      'query.search_type',
    ]);
    expect((await expectProblem(await api.get('/geo-analytics/zip-analysis?search_type=zip&zip=00001'), 404)).detail).toContain('00001');
    const problem = await expectProblem(await api.get('/geo-analytics/zip-analysis?zips=67202,00001'), 404);
    expect(problem.detail).toContain('00001');
    await expectProblem(await api.get('/geo-analytics/zip-analysis?zips=67202', null), 401);
  });
});

async function page(params: string) {
  const res = await api.get(`/geo-analytics/page?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return GeoPageResponse.parse(await res.json());
}
const zips = (body: { data: { zip: string }[] }) => body.data.map((r) => r.zip);

describe('GET /geo-analytics/page', () => {
  it('lists the zips of a geography with the zip-analysis rows, most sales first', async () => {
    const body = await page(`search_type=state&state=KS&${YEAR_2024}`);
    expect(body.data).toEqual([WICHITA_2024, TOPEKA_2024]);
    expect(body.meta).toEqual({
      page: 1,
      page_size: 20,
      total: 2,
      has_more: false,
      geography: { type: 'state', code: 'KS', name: 'Kansas', state: 'KS' },
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      prior_date_from: '2023-01-01',
      prior_date_to: '2023-12-31',
      data_as_of: SALES_AS_OF,
      datasets: DATASETS_2024,
    });
  });

  it.each([
    ['sort=median_hold_days&order=asc', ['67202', '66603']],
    ['sort=median_hold_days&order=desc', ['67202', '66603']],
    ['sort=investor_share', ['67202', '66603']],
    ['sort=institutional_share&order=asc', ['66603', '67202']],
    ['sort=zip&order=asc', ['66603', '67202']],
    ['sort=gross_yield&order=asc', ['67202', '66603']],
  ])('sorts by %s, nulls last', async (sort, want) => {
    expect(zips(await page(`search_type=state&state=KS&${YEAR_2024}&${sort}`))).toEqual(want);
  });

  it('pages, with the total on every page', async () => {
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((n) => page(`search_type=state&state=KS&${YEAR_2024}&page_size=1&page=${n}`)),
    );
    expect([zips(first!), zips(second!), zips(third!)]).toEqual([['67202'], ['66603'], []]);
    expect([first!.meta, second!.meta, third!.meta].map((m) => [m.total, m.has_more])).toEqual([
      [2, true],
      [2, false],
      [2, false],
    ]);
  });

  it.each([
    ['search_type=city&city=Wichita&state=KS', ['67202']],
    ['search_type=msa&msa=45820', ['66603']],
    ['search_type=county&county=Sedgwick&state=KS', ['67202']],
    ['search_type=zip&zip=66603', ['66603']],
  ])('selects the zips of %s', async (where, want) => {
    expect(zips(await page(`${where}&${YEAR_2024}`))).toEqual(want);
  });

  it.each([
    ['search_type=state&state=KS&sort=price', 'query.sort'],
    ['search_type=state&state=KS&page_size=0', 'query.page_size'],
    ['search_type=state', 'query.state'],
    ['search_type=state&state=Kanzas', 'query.state'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/geo-analytics/page?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('answers a window after the data as empty, saying how current the data is', async () => {
    const body = await page('search_type=state&state=KS&date_from=2030-01-01');
    expect(body.meta).toMatchObject({ date_from: '2030-01-01', date_to: '2030-01-31', data_as_of: SALES_AS_OF });
    expect(body.meta.datasets.leases).toEqual({ date_from: '2030-01-01', date_to: '2030-01-31', data_as_of: LEASES_AS_OF });
    expect(body.data.map((r) => r.sales)).toEqual([0, 0]);
  });

  it('takes the place in geography_values too, one place only', async () => {
    expect(await page(`geography_type=state&geography_values=KS&${YEAR_2024}`)).toEqual(
      await page(`search_type=state&state=KS&${YEAR_2024}`),
    );
    const problem = await expectProblem(await api.get('/geo-analytics/page?geography_type=state&geography_values=KS,MO'), 400);
    expect(problem.errors).toEqual([{ path: 'query.geography_values', message: 'this endpoint answers one place' }]);
  });

  it('404 for an unknown place, 401 without a key', async () => {
    await expectProblem(await api.get('/geo-analytics/page?search_type=city&city=Nowhereville&state=KS'), 404);
    await expectProblem(await api.get('/geo-analytics/page?geography_type=city&geography_values=Nowhereville&state=KS'), 404);
    await expectProblem(await api.get('/geo-analytics/page?search_type=state&state=KS', null), 401);
  });
});
