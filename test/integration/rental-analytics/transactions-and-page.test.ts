/**
 * GET /rental-analytics/transactions, /page and /market-analysis through the local gateway, on
 * rentals and sales this file loads in Maine (its own state): Portland 04101 and 04102 (Cumberland
 * County, CBSA 38860) and Bangor 04401. Every expected figure is computed by hand below.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord, ImportRental } from '../../../shared/properties/records/import-record.ts';
import { MarketAnalysisResponse, RentalPageResponse, RentalTransactionsResponse } from '../../../shared/rental-analytics/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const id = (n: number) => 7_710_000 + n;
const PORTLAND = { zip: '04101', city: 'Portland', state: 'ME', lat: 43.6624, lon: -70.2584 };
const PORTLAND_WEST = { zip: '04102', city: 'Portland', state: 'ME', lat: 43.6588, lon: -70.3062 };
const BANGOR = { zip: '04401', city: 'Bangor', state: 'ME', lat: 44.8492, lon: -68.8448 };

function rental(list_date: string, status: ImportRental['status'], rent: number, over: Partial<ImportRental> = {}): ImportRental {
  return { list_date, lease_date: null, rent, beds: null, baths: null, sqft: null, days_on_market: null, status, ...over };
}
const lease = (
  list_date: string,
  lease_date: string,
  rent: number,
  beds: number | null,
  baths: number | null,
  sqft: number | null,
  days_on_market: number | null,
) => rental(list_date, 'leased', rent, { lease_date, beds, baths, sqft, days_on_market });

function home(n: number, where: typeof PORTLAND, rentals: ImportRental[], over: Partial<ImportRecord> = {}): ImportRecord {
  return property(id(n), `${10 + n} Fore St`, {
    ...where,
    property_type: 'Single Family Residential',
    structure: { beds_count: 3, baths: 2, living_area_sqft: 1400, year_built: 1950 + n } as never,
    rentals,
    ...over,
  });
}

const HOMES: ImportRecord[] = [
  home(1, PORTLAND, [lease('2024-01-05', '2024-01-15', 900, 1, 1, 500, 10), lease('2025-01-02', '2025-01-10', 1000, 1, 1, 500, 8)], {
    transactions: [sale('2025-01-15', 300_000, 'Casco Bay Rentals LLC', 'Pat Doe')],
  }),
  // listed in December, leased in January: a January lease, outside a January-March listing window
  home(2, PORTLAND, [lease('2024-12-20', '2025-01-20', 1400, 2, 1, 800, 31)]),
  // leased in February, then relisted in March and leased in April
  home(3, PORTLAND, [lease('2025-02-01', '2025-02-15', 1800, 2, 2, 900, 14), lease('2025-03-25', '2025-04-02', 1900, 2, 2, 900, 8)]),
  home(4, PORTLAND, [lease('2025-02-05', '2025-02-25', 2200, 3, 2, null, null)], {
    transactions: [sale('2025-02-20', 200_000, 'Lee Roe', 'Kim Poe')],
  }),
  home(5, PORTLAND, [lease('2025-03-01', '2025-03-09', 3000, 5, 3, 2000, 8)], { property_type: 'Townhouse' }),
  home(6, PORTLAND, [rental('2025-03-03', 'withdrawn', 2500, { beds: 3, baths: 2, sqft: 1250, days_on_market: 20 })], {
    transactions: [sale('2025-03-05', 250_000, 'Ash Coe', 'Bo Loe')],
  }),
  // same list date as 6: the tie goes to the lower property_id
  home(7, PORTLAND, [rental('2025-03-03', 'listed', 1600, { days_on_market: 5 })], {
    transactions: [sale('2025-02-10', 50_000, 'Family Member', 'Parent', { TRANSACTION_TYPE: 'Quitclaim Deed' })],
  }),
  home(8, PORTLAND, [lease('2024-02-01', '2024-02-11', 1200, 2, 1, 700, 10)], {
    transactions: [sale('2024-06-01', 999_000, 'Ann Moe', 'Ed Noe')],
  }),
  home(9, PORTLAND_WEST, [lease('2025-01-05', '2025-01-25', 1500, 2, 1, 750, 20)]),
  home(10, BANGOR, [lease('2025-02-01', '2025-02-10', 1100, 2, 1, 850, 9)]),
];

// 10,200 withdrawn listings in Bangor in 2023: more than a selection may hold to be sorted by rent
const CROWDED = Array.from({ length: 51 }, (_, k) =>
  home(
    100 + k,
    BANGOR,
    Array.from({ length: 200 }, (_, j) =>
      rental(`2023-${String((j % 12) + 1).padStart(2, '0')}-${String((j % 28) + 1).padStart(2, '0')}`, 'withdrawn', 1000 + j),
    ),
  ),
);

const { api } = withState('ME', [...HOMES, ...CROWDED], { rollups: true });

const WINDOW = 'date_from=2025-01-01&date_to=2025-03-31';

async function get(path: string) {
  const res = await api.get(path, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  return res;
}
const transactions = async (params: string) =>
  RentalTransactionsResponse.parse(await (await get(`/rental-analytics/transactions?${params}`)).json());
const page = async (params: string) => RentalPageResponse.parse(await (await get(`/rental-analytics/page?${params}`)).json());
const market = async (params: string) =>
  MarketAnalysisResponse.parse(await (await get(`/rental-analytics/market-analysis?${params}`)).json());
const ids = (r: { data: { property_id: number; seq: number }[] }) => r.data.map((x) => `${x.property_id - 7_710_000}.${x.seq}`);

describe('GET /rental-analytics/transactions', () => {
  it('lists the rentals listed in the window, most recent listing first, with the rented property', async () => {
    const r = await transactions(`search_type=zip&zip=04101&${WINDOW}`);
    expect(ids(r)).toEqual(['3.1', '6.0', '7.0', '5.0', '4.0', '3.0', '1.1']);
    expect(r.meta).toMatchObject({
      page: 1,
      page_size: 20,
      total: 7,
      total_is_exact: true,
      has_more: false,
      date_from: '2025-01-01',
      date_to: '2025-03-31',
    });
    expect(r.meta.geography).toEqual({ type: 'zip', code: '04101', name: '04101', state: 'ME' });
    expect(r.data.find((x) => x.property_id === id(4))).toEqual({
      property_id: id(4),
      seq: 0,
      status: 'leased',
      list_date: '2025-02-05',
      lease_date: '2025-02-25',
      rent: 2200,
      beds: 3,
      baths: 2,
      sqft: null,
      rent_per_sqft: null,
      days_on_market: null,
      property: {
        address: '14 FORE ST',
        city: 'PORTLAND',
        state: 'ME',
        zip: '04101',
        latitude: 43.6624,
        longitude: -70.2584,
        property_type: 'Single Family Residential',
        year_built: 1954,
        beds: 3,
        baths: 2,
        living_sqft: 1400,
      },
    });
    expect(r.data.find((x) => x.property_id === id(5))).toMatchObject({ rent_per_sqft: 1.5, property: { property_type: 'Townhouse' } });
  });

  it('keeps list-date ties in property order either way', async () => {
    expect(ids(await transactions(`search_type=zip&zip=04101&${WINDOW}&order=asc`))).toEqual([
      '1.1',
      '3.0',
      '4.0',
      '5.0',
      '6.0',
      '7.0',
      '3.1',
    ]);
  });

  it('defaults to the 12 calendar months ending with the latest rental recorded in the place (data_as_of)', async () => {
    const r = await transactions('search_type=zip&zip=04101');
    // 3's April lease is the latest rental date of 04101
    expect(r.meta).toMatchObject({ date_from: '2024-05-01', date_to: '2025-04-02', data_as_of: '2025-04-02' });
    expect(r.meta.total).toBe((await transactions('search_type=zip&zip=04101&date_from=2024-05-01&date_to=2025-04-02')).meta.total);
  });

  it.each([
    ['status=leased', ['3.1', '5.0', '4.0', '3.0', '1.1']],
    ['status=listed,withdrawn', ['6.0', '7.0']],
    ['beds_min=2&beds_max=3', ['3.1', '6.0', '4.0', '3.0']],
    ['baths_min=3', ['5.0']],
    ['sqft_min=900&sqft_max=1500', ['3.1', '6.0', '3.0']],
    ['rent_min=1600&rent_max=2200', ['3.1', '7.0', '4.0', '3.0']],
    ['property_type=townhouse', ['5.0']],
    ['property_type=Condominium,Townhouse', ['5.0']],
    ['date_from=2025-03-01&date_to=2025-03-10', ['6.0', '7.0', '5.0']],
  ])('filters: %s', async (filter, expected) => {
    // a window in the filter replaces the default one: a parameter given twice is a 400
    const window = filter.includes('date_from') ? '' : `&${WINDOW}`;
    expect(ids(await transactions(`search_type=zip&zip=04101${window}&${filter}`))).toEqual(expected);
  });

  it.each([
    ['city', 'search_type=city&city=Portland&state=ME', 8],
    ['county', 'search_type=county&county=23005', 8],
    ['msa', 'search_type=msa&msa=38860', 8],
    ['state', 'search_type=state&state=Maine', 9],
  ])('selects a %s', async (_level, geography, total) => {
    expect((await transactions(`${geography}&${WINDOW}`)).meta.total).toBe(total);
  });

  it('pages without overlap or gap', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => transactions(`search_type=zip&zip=04101&${WINDOW}&page_size=3&page=${p}`)));
    expect(pages.flatMap(ids)).toEqual(['3.1', '6.0', '7.0', '5.0', '4.0', '3.0', '1.1']);
    expect(pages.map((p) => p.meta.has_more)).toEqual([true, true, false]);
    expect((await transactions(`search_type=zip&zip=04101&${WINDOW}&page_size=3&page=4`)).data).toEqual([]);
  });

  it('counts up to 10,000 rentals and says when there are more', async () => {
    const r = await transactions('search_type=zip&zip=04401&date_from=2023-01-01&date_to=2023-12-31&page=500&page_size=20');
    expect(r.meta).toMatchObject({ total: 10_000, total_is_exact: false, has_more: false });
    expect(r.data).toHaveLength(20);
  });
});

describe('GET /rental-analytics/page', () => {
  it('sorts by any column, nulls last, ties by property then position, with the sort in meta', async () => {
    const byRent = await page(`search_type=zip&zip=04101&${WINDOW}&sort=rent&order=asc`);
    expect(ids(byRent)).toEqual(['1.1', '7.0', '3.0', '3.1', '4.0', '6.0', '5.0']);
    expect(byRent.meta).toMatchObject({ sort: 'rent', order: 'asc', total: 7, total_is_exact: true });
    expect(byRent.data[0]).toEqual({
      property_id: id(1),
      seq: 1,
      address: '11 FORE ST',
      city: 'PORTLAND',
      state: 'ME',
      zip: '04101',
      property_type: 'Single Family Residential',
      year_built: 1951,
      status: 'leased',
      list_date: '2025-01-02',
      lease_date: '2025-01-10',
      rent: 1000,
      beds: 1,
      baths: 1,
      sqft: 500,
      rent_per_sqft: 2,
      days_on_market: 8,
    });
    // rent per sqft: 3.1 -> 2.111; 1.1, 3.0 and 6.0 -> 2.000 (ties by property); 5.0 -> 1.5; 4.0 and 7.0 unknown, last
    expect(ids(await page(`search_type=zip&zip=04101&${WINDOW}&sort=rent_per_sqft`))).toEqual([
      '3.1',
      '1.1',
      '3.0',
      '6.0',
      '5.0',
      '4.0',
      '7.0',
    ]);
    // days: 7.0 -> 5; 1.1, 3.1, 5.0 -> 8; 3.0 -> 14; 6.0 -> 20; 4.0 unknown
    expect(ids(await page(`search_type=zip&zip=04101&${WINDOW}&sort=days_on_market&order=asc`))).toEqual([
      '7.0',
      '1.1',
      '3.1',
      '5.0',
      '3.0',
      '6.0',
      '4.0',
    ]);
    expect(ids(await page(`search_type=zip&zip=04101&${WINDOW}&sort=lease_date`))).toEqual([
      '3.1',
      '5.0',
      '4.0',
      '3.0',
      '1.1',
      '6.0',
      '7.0',
    ]);
  });

  it('pages a sorted selection', async () => {
    const second = await page(`search_type=zip&zip=04101&${WINDOW}&sort=rent&order=desc&page_size=2&page=2`);
    expect(ids(second)).toEqual(['4.0', '3.1']);
    expect(second.meta).toMatchObject({ page: 2, page_size: 2, has_more: true });
    expect((await page(`search_type=zip&zip=04101&${WINDOW}&sort=rent&page_size=2&page=9`)).data).toEqual([]);
  });

  it('400 sorting a selection of more than 10,000 rentals by anything but list date', async () => {
    const problem = await expectProblem(
      await api.get('/rental-analytics/page?search_type=zip&zip=04401&date_from=2023-01-01&date_to=2023-12-31&sort=rent'),
      400,
    );
    expect(problem.errors).toEqual([{ path: 'query.sort', message: 'more than 10000 rentals match' }]);
  });
});

describe('rental listing errors', () => {
  it.each([
    ['search_type=zip', 'query.zip'],
    ['search_type=planet&zip=04101', 'query.search_type'],
    ['search_type=zip&zip=4101', 'query.zip'],
    ['search_type=city&city=Portland', 'query.state'],
    ['search_type=zip&zip=04101&beds_min=3&beds_max=2', 'query.beds_min'],
    ['search_type=zip&zip=04101&rent_min=2000&rent_max=1000', 'query.rent_min'],
    ['search_type=zip&zip=04101&sqft_min=-1', 'query.sqft_min'],
    ['search_type=zip&zip=04101&status=rented', 'query.status.0'],
    ['search_type=zip&zip=04101&sort=price', 'query.sort'],
    ['search_type=zip&zip=04101&page_size=101', 'query.page_size'],
    ['search_type=zip&zip=04101&page=101&page_size=100', 'query.page'],
    ['search_type=zip&zip=04101&date_from=2025-03-01&date_to=2025-01-01', 'query.date_from'],
    ['search_type=zip&zip=04101&date_from=2025-02-30', 'query.date_from'],
  ])('400 for %s', async (params, path) => {
    for (const endpoint of ['transactions', 'page']) {
      const problem = await expectProblem(await api.get(`/rental-analytics/${endpoint}?${params}`), 400);
      expect(problem.errors?.map((e) => e.path)).toContain(path);
    }
  });

  it.each([['search_type=zip&zip=00001'], ['search_type=city&city=Atlantis&state=ME'], ['search_type=msa&msa=99999']])(
    '404 for an unknown place: %s',
    async (params) => {
      await expectProblem(await api.get(`/rental-analytics/transactions?${params}`), 404);
      await expectProblem(await api.get(`/rental-analytics/page?${params}`), 404);
    },
  );

  it('401 without a key', async () => {
    await expectProblem(await api.get(`/rental-analytics/transactions?search_type=zip&zip=04101`, null), 401);
    await expectProblem(await api.get(`/rental-analytics/page?search_type=zip&zip=04101`, null), 401);
  });
});

describe('GET /rental-analytics/market-analysis', () => {
  it('answers each place over whole months, with every metric computed by hand', async () => {
    const r = await market(`geography_type=zip&geography_values=04101,04401&${WINDOW}`);
    expect(r.meta).toEqual({
      geography_type: 'zip',
      date_from: '2025-01-01',
      date_to: '2025-03-31',
      prior_date_from: '2024-01-01',
      prior_date_to: '2024-03-31',
      // the latest lease of 04101 and 04401: 3's April lease
      data_as_of: '2025-04-02',
      // an explicit window is both datasets' window
      datasets: {
        sales: { date_from: '2025-01-01', date_to: '2025-03-31', data_as_of: '2025-03-05' },
        leases: { date_from: '2025-01-01', date_to: '2025-03-31', data_as_of: '2025-04-02' },
      },
    });
    const [portland, bangor] = r.data;
    // leases by lease date in Jan-Mar 2025: 1000 (1), 1400 (2, listed in December), 1800 (3), 2200 (4), 3000 (5); 3's April lease is out.
    // h = p x 4: p10 = 1000 + 0.4 x 400, p90 = 2200 + 0.6 x 800
    expect(portland).toEqual({
      geography: { type: 'zip', code: '04101', name: '04101', state: 'ME' },
      leases: 5,
      rent: { p10: 1160, p25: 1400, median: 1800, p75: 2200, p90: 2680 },
      // 2.00, 1.75, 2.00, 1.50 (4's area unknown): (1.75 + 2.00) / 2
      median_rent_per_sqft: 1.875,
      rent_per_sqft_leases: 4,
      // 8, 31, 14, 8 (4's unknown): (8 + 14) / 2
      median_days_on_market: 11,
      days_on_market_leases: 4,
      by_bedrooms: [
        { bedrooms: '0', leases: 0, p25: null, median: null, p75: null },
        { bedrooms: '1', leases: 1, p25: 1000, median: 1000, p75: 1000 },
        { bedrooms: '2', leases: 2, p25: 1500, median: 1600, p75: 1700 },
        { bedrooms: '3', leases: 1, p25: 2200, median: 2200, p75: 2200 },
        { bedrooms: '4', leases: 0, p25: null, median: null, p75: null },
        { bedrooms: '5+', leases: 1, p25: 3000, median: 3000, p75: 3000 },
      ],
      // Jan-Mar 2024: 900 (1), 1200 (8)
      prior_year: { leases: 2, median_rent: 1050 },
      median_rent_yoy_change: 0.7143,
      // arms-length purchases in the window: 300,000, 200,000, 250,000 (the quitclaim and the 2024 sale are out)
      sales: 3,
      price_sales: 3,
      median_price: 250_000,
      // 12 x 1800 / 250,000
      gross_yield: 0.0864,
      monthly: [
        { month: '2025-01', leases: 2, median_rent: 1200 },
        { month: '2025-02', leases: 2, median_rent: 2000 },
        { month: '2025-03', leases: 1, median_rent: 3000 },
      ],
      // 5 leases and 3 sales: every statistic rests on fewer than 20 values
      low_sample: ['rent', 'median_rent_per_sqft', 'median_days_on_market', 'median_rent_yoy_change', 'median_price', 'gross_yield'],
    });
    expect(bangor).toMatchObject({
      geography: { type: 'zip', code: '04401', state: 'ME' },
      leases: 1,
      rent: { p10: 1100, p25: 1100, median: 1100, p75: 1100, p90: 1100 },
      median_rent_per_sqft: 1.29,
      median_days_on_market: 9,
      prior_year: { leases: 0, median_rent: null },
      median_rent_yoy_change: null,
      sales: 0,
      median_price: null,
      gross_yield: null,
      monthly: [
        { month: '2025-01', leases: 0, median_rent: null },
        { month: '2025-02', leases: 1, median_rent: 1100 },
        { month: '2025-03', leases: 0, median_rent: null },
      ],
    });
  });

  it('covers whole months whatever the days given', async () => {
    const r = await market('geography_type=zip&geography_values=04101&date_from=2025-01-20&date_to=2025-03-02');
    expect(r.meta).toMatchObject({ date_from: '2025-01-01', date_to: '2025-03-31' });
    expect(r.data[0]!.leases).toBe(5);
  });

  it.each([
    // 04101 and 04102: 1000, 1400, 1500, 1800, 2200, 3000
    ['city', 'geography_type=city&geography_values=Portland&state=ME', 6, 1650],
    ['county', 'geography_type=county&geography_values=23005', 6, 1650],
    ['msa', 'geography_type=msa&geography_values=38860', 6, 1650],
    // and Bangor's 1100
    ['state', 'geography_type=state&geography_values=ME', 7, 1500],
  ])('answers a %s', async (_level, params, leases, median) => {
    const r = await market(`${params}&${WINDOW}`);
    expect(r.data[0]).toMatchObject({ leases, rent: { median } });
  });

  it('answers a repeated place once, in request order', async () => {
    const r = await market(`geography_type=zip&geography_values=04401,04101,04401&${WINDOW}`);
    expect(r.data.map((d) => d.geography.code)).toEqual(['04401', '04101']);
  });

  it('a window longer than a year counts its middle months in both years', async () => {
    // Jan 2024 - Mar 2025; prior Jan 2023 - Mar 2024 holds the 2024 leases 900 and 1200 too
    const r = await market('geography_type=zip&geography_values=04101&date_from=2024-01-01&date_to=2025-03-31');
    expect(r.data[0]).toMatchObject({ leases: 7, prior_year: { leases: 2, median_rent: 1050 } });
    expect(r.data[0]!.monthly).toHaveLength(15);
  });

  it('takes the one geography selection: search_type and the parameter of that name too', async () => {
    expect(await market(`search_type=zip&zip=04101&${WINDOW}`)).toEqual(
      await market(`geography_type=zip&geography_values=04101&${WINDOW}`),
    );
  });

  it('defaults to the 12 months ending with the month of data_as_of', async () => {
    const r = await market('geography_type=zip&geography_values=04101');
    expect(r.meta).toMatchObject({ date_from: '2024-05-01', date_to: '2025-04-30', data_as_of: '2025-04-02' });
    expect(r.data[0]!.monthly).toHaveLength(12);
  });

  it.each([
    ['geography_type=zip', 'query.zip'],
    ['geography_type=zip&geography_values=', 'query.geography_values'],
    ['geography_type=planet&geography_values=04101', 'query.geography_type'],
    ['geography_type=zip&geography_values=0410', 'query.geography_values'],
    [
      `geography_type=zip&geography_values=${Array.from({ length: 11 }, (_, k) => String(4101 + k).padStart(5, '0')).join(',')}`,
      'query.geography_values',
    ],
    ['geography_type=city&geography_values=Portland', 'query.state'],
    ['geography_type=zip&geography_values=04101&date_from=2025-04-01&date_to=2025-03-31', 'query.date_from'],
    ['geography_type=zip&geography_values=04101&date_to=2025-13-01', 'query.date_to'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/rental-analytics/market-analysis?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it.each([
    ['geography_type=zip&geography_values=04101,00001'],
    ['geography_type=city&geography_values=Atlantis&state=ME'],
    ['geography_type=county&geography_values=99999'],
  ])('404 for an unknown place: %s', async (params) => {
    await expectProblem(await api.get(`/rental-analytics/market-analysis?${params}`), 404);
  });

  it('answers for the first bad zip in request order, whether unknown (404) or malformed (400)', async () => {
    const unknownFirst = await expectProblem(
      await api.get('/rental-analytics/market-analysis?geography_type=zip&geography_values=04101,00001,0410'),
      404,
    );
    expect(unknownFirst.detail).toContain('00001');
    const malformedFirst = await expectProblem(
      await api.get('/rental-analytics/market-analysis?geography_type=zip&geography_values=04101,0410,00001'),
      400,
    );
    expect(malformedFirst.detail).toContain('"0410"');
  });

  it('401 without a key', async () => {
    await expectProblem(await api.get('/rental-analytics/market-analysis?geography_type=zip&geography_values=04101', null), 401);
  });
});
