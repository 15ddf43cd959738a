/**
 * GET and POST /properties/nearby-sales through the local gateway, on sales this file loads (Idaho is its own).
 *
 * Comparables sit due north or south of the subject, so their distance is the latitude offset
 * times the sphere's miles per degree: every expected inclusion and order below follows from
 * the table of sales by hand.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canonicalRecord } from '../../../loader/ingest/records.ts';
import { refreshValuations } from '../../../loader/valuations/refresh.ts';
import { type NearbyInclude, NearbySale, NearbySaleBase, NearbySalesResponse } from '../../../shared/properties/nearby/schemas.ts';
import type { ImportRecord, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { valuationJson } from '../../../shared/properties/records/queries.ts';
import type { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { servedRecordText } from '../../../shared/properties/records/served-record.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { referenceNearbySale, type SaleFields } from '../../support/nearby-sale.ts';
import { property, sale } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';

const MILES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180 / 1609.344;
const SUBJECT = { lat: 43.615, lon: -116.2 };
const BOISE = { zip: '83702', city: 'BOISE', state: 'ID' };
/** miles > 0: north of the subject; < 0: south */
const at = (miles: number) => ({ ...BOISE, lat: SUBJECT.lat + miles / MILES_PER_DEGREE, lon: SUBJECT.lon });
const id = (n: number) => 9_616_000 + n;
const SUBJECT_ADDRESS = '100 W Main St, Boise, ID 83702';

interface Comp {
  n: number;
  miles: number;
  sqft: number | null;
  lot: number | null;
  year: number | null;
}

const home = (c: Comp, street: string, transactions: ImportTransaction[], extra: Partial<ImportRecord> = {}) =>
  property(id(c.n), street, {
    ...at(c.miles),
    structure: { living_area_sqft: c.sqft, year_built: c.year } as never,
    parcel: { area_sq_ft: c.lot } as never,
    transactions,
    ...extra,
  });

const A: Comp = { n: 2, miles: 0.1, sqft: 1400, lot: 5000, year: 1995 };
const F: Comp = { n: 3, miles: 0.1, sqft: 900, lot: null, year: null };
const G: Comp = { n: 4, miles: 0.1, sqft: 950, lot: null, year: null };
const B: Comp = { n: 5, miles: -0.2, sqft: 2000, lot: 8000, year: 2005 };
const C: Comp = { n: 6, miles: 0.3, sqft: 1800, lot: null, year: null };
const D: Comp = { n: 7, miles: 0.4, sqft: null, lot: 5000, year: 2000 };
const Z: Comp = { n: 8, miles: 0.45, sqft: 0, lot: 5000, year: 2000 };
const E: Comp = { n: 9, miles: -0.5, sqft: 1600, lot: 6000, year: 1980 };
const K: Comp = { n: 10, miles: 0.6, sqft: 1700, lot: 6000, year: 1985 };
const N: Comp = { n: 11, miles: 0.65, sqft: 1750, lot: 6000, year: 1985 };
const H: Comp = { n: 12, miles: 1.5, sqft: 1500, lot: 6000, year: 1990 };
const FAR: Comp = { n: 13, miles: 30, sqft: 1500, lot: 6000, year: 1990 };
/** 40 comps 0.700-0.895 miles south, one arms-length sale each, a month apart from 2010-01 */
const RING: Comp[] = Array.from({ length: 40 }, (_, k) => ({
  n: 100 + k,
  miles: -(0.7 + k * 0.005),
  sqft: 1000 + 10 * k,
  lot: 4000 + 100 * k,
  year: 1950 + k,
}));
const ringDate = (k: number) => `${2010 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`;

const RECORDS: ImportRecord[] = [
  property(id(1), '100 W Main St', {
    ...at(0),
    structure: { living_area_sqft: 1500 } as never,
    transactions: [sale('2021-04-01', 350_000, 'Subject Buyer', 'Subject Seller')],
  }),
  home(
    A,
    '110 W Main St',
    [
      sale('2015-03-02', 250_000, 'Old Buyer', 'Old Seller'),
      sale('2023-05-01', 400_000, 'Ann Buyer', 'Bob Seller', { SALE_DATE: '2023-04-28' }),
    ],
    {
      address: {
        formatted_street_address: '110 W Main St',
        city: 'BOISE',
        state: 'ID',
        zip_code: '83702',
        latitude: at(0.1).lat,
        longitude: SUBJECT.lon,
        zip_plus_four_code: '1234',
        census_tract: '000100',
        geocoding_accuracy: 'parcel',
      },
      structure: {
        living_area_sqft: 1400,
        beds_count: 3,
        baths: 2,
        year_built: 1995,
        quality: 'Good',
        condition: 'Average',
        fireplaces: '2',
        rooms_count: 7,
        units_count: 1,
      } as never,
      parcel: { area_sq_ft: 5000, county_land_use_code: '1001', state_land_use_code: 'R1', building_count: 1 } as never,
      owner: { name: 'Gem State Homes LLC', corporate_owner: true } as never,
      owner_type: 'Corporate',
      months_owned: 20,
      valuation: { value: 410_000, high: 450_000, low: 380_000, forecast_standard_deviation: 0.08, date: '2024-06-01' },
    },
  ),
  home(F, '112 W Main St Unit 1', [sale('2024-01-15', 300_000, 'Fay', 'Gus')]),
  home(G, '112 W Main St Unit 2', [sale('2024-01-15', 310_000, 'Gil', 'Hal')]),
  home(B, '200 W Main St', [
    sale('2021-06-01', 500_000, 'Cara', 'Dan'),
    sale('2022-01-10', 10, 'Cara Family Trust', 'Cara', { TRANSACTION_TYPE: 'Quitclaim Deed' }),
  ]),
  // living area unknown: the total area stands in
  home(C, '300 W Main St', [sale('2024-02-01', 450_000, 'Eve', 'Fred')], {
    structure: { total_area_sq_ft: 1800 } as never,
    parcel: { state_land_use_code: 'R1' } as never,
  }),
  // building area unknown, or a placeholder 0: never a comparable
  home(D, '400 W Main St', [sale('2023-01-01', 380_000, 'Ian', 'Jan')], { structure: null }),
  home(Z, '450 W Main St', [sale('2023-02-01', 390_000, 'Kim', 'Lou')]),
  // not arms-length: a foreclosure deed, an intrafamily transfer; and a mortgage with no price
  home(E, '500 W Main St', [
    sale('2020-06-01', 300_000, 'First Bank', 'Owner Olga', { TRANSACTION_TYPE: 'Trustee Deed' }),
    sale('2019-01-01', 150_000, 'Son Sam', 'Owner Olga', { TRANSACTION_TYPE: 'Intrafamily Transfer' }),
    { RECORDING_DATE: '2018-01-01', TRANSACTION_TYPE: 'Deed of Trust', FIRST_MTG_AMT: '200000' },
  ]),
  // nothing says whether it was arms-length
  home(K, '600 W Main St', [sale('2022-07-01', 420_000, 'Max', 'Ned', { TRANSACTION_TYPE: null })]),
  // no sale date
  home(N, '650 W Main St', [sale('2022-08-01', 430_000, 'Opal', 'Pam', { SALE_DATE: null })]),
  home(H, '1500 W Main St', [sale('2023-03-01', 390_000, 'Quinn', 'Rae')]),
  home(FAR, '9000 W Main St', [sale('2023-04-01', 395_000, 'Sue', 'Tom')]),
  ...RING.map((c, k) => home(c, `${10 + k} Ring Rd`, [sale(ringDate(k), 200_000 + k * 1000, `Ring Buyer ${k}`, `Ring Seller ${k}`)])),
];

/** One row per sale, as the table above says. */
interface Sale {
  comp: Comp;
  recorded: string;
  armsLength: boolean;
  dated: boolean;
}
const arms = (comp: Comp, recorded: string): Sale => ({ comp, recorded, armsLength: true, dated: true });
const SALES: Sale[] = [
  arms(A, '2015-03-02'),
  arms(A, '2023-05-01'),
  arms(F, '2024-01-15'),
  arms(G, '2024-01-15'),
  arms(B, '2021-06-01'),
  { comp: B, recorded: '2022-01-10', armsLength: false, dated: true },
  arms(C, '2024-02-01'),
  arms(D, '2023-01-01'),
  arms(Z, '2023-02-01'),
  { comp: E, recorded: '2020-06-01', armsLength: false, dated: true },
  { comp: E, recorded: '2019-01-01', armsLength: false, dated: true },
  { comp: K, recorded: '2022-07-01', armsLength: false, dated: true },
  { comp: N, recorded: '2022-08-01', armsLength: true, dated: false },
  arms(H, '2023-03-01'),
  arms(FAR, '2023-04-01'),
  ...RING.map((c, k) => arms(c, ringDate(k))),
];

interface Filters {
  radius?: number;
  armsLengthOnly?: boolean;
  sqft?: [number, number];
  lot?: [number, number];
  year?: [number, number];
  recorded?: [string, string];
}
const inRange = (v: number | null, r?: [number, number]) => !r || (v !== null && v >= r[0] && v <= r[1]);

/** The reference answer: sales within the radius passing every filter, nearest, then newest recording, then property_id. */
function expected(f: Filters = {}): [number, string][] {
  return SALES.filter((s) => Math.abs(s.comp.miles) <= (f.radius ?? 1) && s.dated && (s.armsLength || f.armsLengthOnly === false))
    .filter((s) => s.comp.sqft !== null && s.comp.sqft > 0)
    .filter((s) => inRange(s.comp.sqft, f.sqft) && inRange(s.comp.lot, f.lot) && inRange(s.comp.year, f.year))
    .filter((s) => !f.recorded || (s.recorded >= f.recorded[0] && s.recorded <= f.recorded[1]))
    .sort((x, y) => Math.abs(x.comp.miles) - Math.abs(y.comp.miles) || y.recorded.localeCompare(x.recorded) || x.comp.n - y.comp.n)
    .map((s) => [id(s.comp.n), s.recorded]);
}

const { api, sql } = withState('ID', RECORDS);
afterEach(() => {
  setEnv('NEARBY_CANDIDATE_LIMIT', undefined);
});

const path = (params = '', address = SUBJECT_ADDRESS) =>
  `/properties/nearby-sales?address=${encodeURIComponent(address)}${params ? `&${params}` : ''}`;

async function nearby(params = '', key: string = KEYS.premium): Promise<NearbySale[]> {
  const res = await api.get(path(params), key);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = NearbySalesResponse.parse(await res.json());
  if (!Array.isArray(body)) throw new Error('expected a bare array');
  return body;
}

async function withMeta(params = '', key: string = KEYS.premium) {
  const res = await api.get(path(`include_meta=true${params ? `&${params}` : ''}`), key);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = NearbySalesResponse.parse(await res.json());
  if (Array.isArray(body)) throw new Error('expected the envelope');
  return body;
}

const INCLUDES: ReadonlySet<NearbyInclude>[] = [
  new Set(),
  new Set(['enrichment']),
  new Set(['valuation']),
  new Set(['enrichment', 'valuation']),
];

const keysOf = (r: NearbySale[]) => r.map((s) => [s.PROPERTY_ID, s.RECORDING_DATE] as [number, string]);
const BASE_KEYS = Object.keys(NearbySaleBase.shape).sort();

describe('GET /properties/nearby-sales', () => {
  it('answers the arms-length sales of other properties within a mile, nearest first, 50 per page, as a bare array', async () => {
    const all = expected();
    expect(all).toHaveLength(46);
    const first = all.slice(0, 6);
    // same spot: the newer recording first, ties by property_id; then B (0.2 mi), then C (0.3 mi)
    expect(first).toEqual([
      [id(3), '2024-01-15'],
      [id(4), '2024-01-15'],
      [id(2), '2023-05-01'],
      [id(2), '2015-03-02'],
      [id(5), '2021-06-01'],
      [id(6), '2024-02-01'],
    ]);
    expect(keysOf(await nearby())).toEqual(all);
  });

  it('shapes each nearby-sale record with the base fields only by default', async () => {
    const [, , a] = await nearby();
    expect(a).toEqual({
      RECORDING_DATE: '2023-05-01',
      PROPERTY_ID: id(2),
      FULL_STREET_ADDRESS: '110 W Main St',
      CITY: 'BOISE',
      STATE: 'ID',
      ZIP_CODE: '83702',
      LATITUDE: at(0.1).lat,
      LONGITUDE: SUBJECT.lon,
      SALE_AMT: '400000',
      SUM_BUILDING_SQFT: 1400,
      LOT_SIZE_SQFT: 5000,
      BEDROOMS: 3,
      BATHROOMS: 2,
      YEAR_BUILT: 1995,
      LAND_USE_CODE: '1001',
      SALE_DATE: '2023-04-28',
      BUYER_BORROWER1_NAME: 'Ann Buyer',
      SELLER1_NAME: 'Bob Seller',
    });
  });

  it('uses the total area when the living area is unknown, and keeps unknown values null (never 0)', async () => {
    const c = (await nearby()).find((s) => s.PROPERTY_ID === id(6))!;
    expect(c).toMatchObject({
      SUM_BUILDING_SQFT: 1800,
      LOT_SIZE_SQFT: null,
      YEAR_BUILT: null,
      BEDROOMS: null,
      BATHROOMS: null,
      LAND_USE_CODE: 'R1',
    });
  });

  it('leaves out sales of properties whose building area is unknown or 0, and sales with no sale date', async () => {
    const ids = new Set((await nearby('arms_length_only=false')).map((s) => s.PROPERTY_ID));
    for (const left of [D, Z, N]) expect(ids.has(id(left.n))).toBe(false);
  });

  it('never includes the subject property itself', async () => {
    expect((await nearby('radius=50&page_size=500')).some((s) => s.PROPERTY_ID === id(1))).toBe(false);
  });

  it('adds quitclaims, foreclosure deeds, intrafamily transfers and unknown transfers with arms_length_only=false, never a price-less mortgage', async () => {
    const all = expected({ armsLengthOnly: false });
    expect(all).toHaveLength(50);
    expect(all.filter(([p]) => p === id(5) || p === id(9) || p === id(10))).toEqual([
      [id(5), '2022-01-10'],
      [id(5), '2021-06-01'],
      [id(9), '2020-06-01'],
      [id(9), '2019-01-01'],
      [id(10), '2022-07-01'],
    ]);
    expect(keysOf(await nearby('arms_length_only=false'))).toEqual(all);
    expect(keysOf(await nearby('arms_length_only=true'))).toEqual(expected());
    // booleans also take 1 and 0 (docs/design.md#requests)
    expect(keysOf(await nearby('arms_length_only=0'))).toEqual(all);
    expect(keysOf(await nearby('arms_length_only=1'))).toEqual(expected());
  });

  it.each([
    ['radius=0.15', { radius: 0.15 }, 4],
    ['radius=2', { radius: 2 }, 47],
    ['radius=50&page_size=500', { radius: 50 }, 48],
    ['sqft_min=1200', { sqft: [1200, Infinity] }, 24],
    ['sqft_min=1000&sqft_max=1500', { sqft: [1000, 1500] }, 42],
    ['lot_size_min=5000', { lot: [5000, Infinity] }, 33],
    ['lot_size_max=4500', { lot: [0, 4500] }, 6],
    ['year_built_min=1900', { year: [1900, 9999] }, 43],
    ['year_built_max=1960', { year: [0, 1960] }, 11],
    ['recording_date_min=2024-01-01', { recorded: ['2024-01-01', '9999-12-31'] }, 3],
    ['recording_date_max=2015-12-31', { recorded: ['0000-01-01', '2015-12-31'] }, 41],
    ['recording_date_min=2013-01-01&recording_date_max=2015-12-31', { recorded: ['2013-01-01', '2015-12-31'] }, 5],
    ['recording_date_min=2024-01-15&recording_date_max=2024-01-15', { recorded: ['2024-01-15', '2024-01-15'] }, 2],
    ['sqft_min=1000&lot_size_min=5000&year_built_max=1980', { sqft: [1000, Infinity], lot: [5000, Infinity], year: [0, 1980] }, 21],
  ] as [string, Filters, number][])('%s', async (params, filters, count) => {
    const want = expected(filters);
    expect(want).toHaveLength(count);
    expect(keysOf(await nearby(`${params}${params.includes('page_size') ? '' : '&page_size=500'}`))).toEqual(want);
  });

  it('range filters leave out records whose value is unknown', async () => {
    const withYear = await nearby('year_built_min=1600');
    expect(withYear.some((s) => s.YEAR_BUILT === null)).toBe(false);
    expect(withYear.map((s) => s.PROPERTY_ID)).not.toContain(id(6)); // C: year unknown
    const withLot = (await nearby('lot_size_min=0')).map((s) => s.PROPERTY_ID);
    for (const unknown of [F, G, C]) expect(withLot).not.toContain(id(unknown.n));
  });

  it('pages with page and page_size, with meta by the nearby-sales meta rules', async () => {
    const all = expected();
    const pages = [
      await withMeta('page_size=20'),
      await withMeta('page_size=20&page=2'),
      await withMeta('page=3&page_size=20'),
      await withMeta('page=4&page_size=20'),
    ];
    expect(pages.map((p) => keysOf(p.data))).toEqual([all.slice(0, 20), all.slice(20, 40), all.slice(40), []]);
    expect(pages.map((p) => p.meta)).toEqual(
      [1, 2, 3, 4].map((page, i) => ({
        page,
        page_size: 20,
        count: [20, 20, 6, 0][i],
        total: 46,
        total_is_exact: true,
        has_more: page * 20 < 46,
        candidate_limit_hit: false,
        candidate_limit: 5000,
      })),
    );
  });

  it('uses page 1 and 50 per page by default, and page_size up to 500', async () => {
    const { meta } = await withMeta();
    expect(meta).toMatchObject({ page: 1, page_size: 50, count: 46, has_more: false });
    expect((await withMeta('page_size=500&radius=50')).meta).toMatchObject({ page_size: 500, count: 48 });
  });

  describe('the candidate window', () => {
    it('counts a full window as a lower bound: the window holds the 5 nearest arms-length sales with dates', async () => {
      setEnv('NEARBY_CANDIDATE_LIMIT', '5');
      const { data, meta } = await withMeta('page_size=20');
      expect(keysOf(data)).toEqual(expected().slice(0, 5));
      expect(meta).toEqual({
        page: 1,
        page_size: 20,
        count: 5,
        total: 5,
        total_is_exact: false,
        has_more: false,
        candidate_limit_hit: true,
        candidate_limit: 5,
      });
    });

    it('applies property filters within the window: 3 of the 5 candidates have a lot of 5000+ sq ft', async () => {
      setEnv('NEARBY_CANDIDATE_LIMIT', '5');
      const { data, meta } = await withMeta('lot_size_min=5000');
      expect(keysOf(data)).toEqual([
        [id(2), '2023-05-01'],
        [id(2), '2015-03-02'],
        [id(5), '2021-06-01'],
      ]);
      expect(meta).toMatchObject({ count: 3, total: 3, total_is_exact: false, candidate_limit_hit: true });
    });

    it('fills the window with candidates the building-area rule later drops: 7 scanned (D among them), 6 served', async () => {
      setEnv('NEARBY_CANDIDATE_LIMIT', '7');
      const { data, meta } = await withMeta();
      expect(keysOf(data)).toEqual(expected().slice(0, 6));
      expect(meta).toMatchObject({ count: 6, total: 6, total_is_exact: false, candidate_limit_hit: true, candidate_limit: 7 });
    });

    it('applies sale dates during the scan, so narrowing them makes the window complete again', async () => {
      setEnv('NEARBY_CANDIDATE_LIMIT', '5');
      const { data, meta } = await withMeta('recording_date_min=2024-01-01');
      expect(keysOf(data)).toEqual(expected({ recorded: ['2024-01-01', '9999-12-31'] }));
      expect(meta).toMatchObject({ total: 3, total_is_exact: true, candidate_limit_hit: false, candidate_limit: 5 });
    });

    it("bounds the bare array (served without counting) by the same window: its pages are the envelope's", async () => {
      setEnv('NEARBY_CANDIDATE_LIMIT', '7');
      for (const params of ['page_size=20', 'page_size=20&page=2', 'lot_size_min=5000&page_size=20']) {
        const bare = await nearby(params);
        expect(bare).toEqual((await withMeta(params)).data);
        expect(keysOf(bare).length).toBeLessThanOrEqual(6);
      }
      expect(keysOf(await nearby('page_size=20'))).toEqual(expected().slice(0, 6));
    });

    it('is not hit when the scan returns fewer candidates than the limit (48 in a mile: 46 with a building area)', async () => {
      setEnv('NEARBY_CANDIDATE_LIMIT', '49');
      expect((await withMeta()).meta).toMatchObject({ total: 46, total_is_exact: true, candidate_limit_hit: false, candidate_limit: 49 });
      setEnv('NEARBY_CANDIDATE_LIMIT', '48');
      expect((await withMeta()).meta).toMatchObject({ total: 46, total_is_exact: false, candidate_limit_hit: true, candidate_limit: 48 });
    });
  });

  describe('include', () => {
    const a2023 = (records: NearbySale[]) => records.find((s) => s.PROPERTY_ID === id(2) && s.RECORDING_DATE === '2023-05-01')!;
    const ENRICHMENT = {
      ZIP_PLUS_FOUR_CODE: '1234',
      CENSUS_TRACT: '000100',
      GEOCODING_ACCURACY: 'parcel',
      QUALITY: 'Good',
      CONDITION: 'Average',
      STORIES: null,
      GARAGE_DESCRIPTION: null,
      POOL_TYPE: null,
      HEATING_TYPE: null,
      AC_DESCRIPTION: null,
      CONSTRUCTION_TYPE: null,
      OWNER_TYPE: 'Corporate',
      EFFECTIVE_YEAR_BUILT: null,
      PARKING_SPACES_COUNT: null,
      FIREPLACES: 2,
      ROOMS_COUNT: 7,
      PARTIAL_BATHS_COUNT: null,
      LIVING_AREA_SQFT: 1400,
      UNITS_COUNT: 1,
      BUILDING_COUNT: 1,
      MONTHS_OWNED: 20,
      CORPORATE_OWNER: true,
    };
    // the valuation on record (docs/valuation.md#the-valuation-on-record), which the valuation pass
    // writes after a load; this file loads without one, so it writes the row itself
    const VALUATION = {
      VALUATION_VALUE: 410_000,
      VALUATION_HIGH: 450_000,
      VALUATION_LOW: 380_000,
      FORECAST_STD_DEV: 6.3,
      VALUATION_DATE: '2024-06-01',
    };
    beforeAll(async () => {
      // the state's pass first, so that no pass of another file's load (PostgreSQL runs files in
      // parallel on one database) finds the state unvalued and overwrites this row
      await refreshValuations(sql, { states: ['ID'] });
      await sql`
        insert into property_valuations (property_id, state, as_of, value, low, high, confidence, forecast_standard_deviation, equity, comparables)
        values (${id(2)}, 'ID', '2024-06-01', 410000, 380000, 450000, 0.5, 6.3, 410000, 8)
        on conflict (property_id) do update set as_of = excluded.as_of, value = excluded.value, low = excluded.low, high = excluded.high,
          confidence = excluded.confidence, forecast_standard_deviation = excluded.forecast_standard_deviation, reason = null`;
    });
    afterAll(async () => {
      await sql`delete from property_valuations where property_id = ${id(2)}`;
    });

    it("the stored sale fields give every property, in every shape, the record its full record gives, in the schema's field order", async () => {
      const sale = {
        recording_date: '2024-01-02',
        sale_date: '2024-01-01',
        sale_amount: '1.50',
        living_sqft: 1,
        buyer_1: 'Buyer "B" \\ Ltd',
        seller_1: null,
      };
      let compared = 0;
      for (const include of INCLUDES) {
        for (const plan of ['base', 'premium'] as const) {
          const rows = await sql<
            { property_id: number; doc_json: string; valuation_json: string | null; data_source: string; json: string }[]
          >`
            select property_id::float8 as property_id, doc::text as doc_json, ${valuationJson(sql)} as valuation_json, data_source,
                   nearby_sale_json(sale_fields, property_id, ${sale.recording_date}::date, ${sale.sale_date}::date, ${sale.sale_amount}::numeric,
                                    ${sale.living_sqft}::numeric, ${sale.buyer_1}, ${sale.seller_1}, ${include.has('enrichment')}, ${include.has('valuation')}, ${plan === 'premium'},
                                    (select v from property_valuations v where v.property_id = properties.property_id)) as json
            from properties where property_id between ${id(0)} and ${id(999)}`;
          expect(rows.length).toBeGreaterThan(10);
          for (const r of rows) {
            // the record as served: the valuation on record in place of the source's
            const record = JSON.parse(servedRecordText(r.doc_json, r.valuation_json, r.data_source)) as PropertyRecord;
            const reference = referenceNearbySale(record, { ...sale, property_id: r.property_id }, include, plan);
            const served = JSON.parse(r.json) as NearbySale;
            expect(served).toEqual(reference);
            expect(Object.keys(served)).toEqual(Object.keys(reference));
            expect(Object.keys(served), 'the order the OpenAPI schema lists').toEqual(
              Object.keys(NearbySale.shape).filter((k) => k in served),
            );
            compared++;
          }
        }
      }
      expect(compared).toBe(8 * RECORDS.length);
    });

    it.each([
      ['', {}],
      ['include=', {}],
      ['include=enrichment', ENRICHMENT],
      ['include=valuation', VALUATION],
      ['include=enrichment,valuation', { ...ENRICHMENT, ...VALUATION }],
      ['include=valuation%2C%20enrichment', { ...ENRICHMENT, ...VALUATION }],
    ])('%s adds exactly its fields', async (params, added) => {
      const records = await nearby(params);
      for (const r of records) expect(Object.keys(r).sort()).toEqual([...BASE_KEYS, ...Object.keys(added)].sort());
      expect(a2023(records)).toMatchObject(added);
    });

    it('nulls the ownership fields for base-plan keys and shows them to premium and unlimited', async () => {
      expect(a2023(await nearby('include=enrichment', KEYS.base))).toMatchObject({
        OWNER_TYPE: null,
        CORPORATE_OWNER: null,
        QUALITY: 'Good',
      });
      expect(a2023(await nearby('include=enrichment', KEYS.premium))).toMatchObject({ OWNER_TYPE: 'Corporate', CORPORATE_OWNER: true });
      expect(a2023(await nearby('include=enrichment', KEYS.unlimited))).toMatchObject({ OWNER_TYPE: 'Corporate', CORPORATE_OWNER: true });
      expect(await nearby('', KEYS.base)).toEqual(await nearby('', KEYS.premium));
    });
  });

  it('says which property the address matched, and where the data comes from', async () => {
    const res = await api.get(path('', '100 West Main Street, Boise, Idaho 83702'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-address-match')).toBe('exact');
    expect(res.headers.get('x-address-normalized')).toBe('100 W MAIN ST, BOISE, ID 83702');
    expect(res.headers.get('x-data-source')).toBe('test');
  });

  it('answers 404 problem+json when no property is at the address', async () => {
    await expectProblem(await api.get(path('', '999 W Main St, Boise, ID 83702')), 404);
  });

  it('answers 401 without a key or with an unknown one', async () => {
    await expectProblem(await api.get(path(), null), 401);
    await expectProblem(await api.get(path(), 'not-a-key'), 401);
  });

  it.each([
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=x', 'page'],
    ['page_size=19', 'page_size'],
    ['page_size=501', 'page_size'],
    ['page_size=20.5', 'page_size'],
    ['radius=0', 'radius'],
    ['radius=-1', 'radius'],
    ['radius=51', 'radius'],
    ['radius=50.01', 'radius'],
    ['radius=far', 'radius'],
    ['include=photos', 'include'],
    ['include=enrichment,photos', 'include'],
    ['include_meta=yes', 'include_meta'],
    ['arms_length_only=yes', 'arms_length_only'],
    ['lot_size_min=-1', 'lot_size_min'],
    ['lot_size_max=big', 'lot_size_max'],
    ['lot_size_min=6000&lot_size_max=5000', 'lot_size_min'],
    ['sqft_min=2000&sqft_max=1000', 'sqft_min'],
    ['sqft_max=-5', 'sqft_max'],
    ['year_built_min=1999.5', 'year_built_min'],
    ['year_built_max=3000', 'year_built_max'],
    ['year_built_min=2000&year_built_max=1990', 'year_built_min'],
    ['recording_date_min=2024-13-01', 'recording_date_min'],
    ['recording_date_max=2023-02-29', 'recording_date_max'],
    ['recording_date_min=20240101', 'recording_date_min'],
    ['recording_date_min=2024-02-01&recording_date_max=2024-01-01', 'recording_date_min'],
  ])('answers 400 for %s naming %s', async (params, name) => {
    const problem = await expectProblem(await api.get(path(params)), 400);
    expect(
      problem.errors?.some((e) => e.path === `query.${name}` || e.path.startsWith(`query.${name}.`)),
      JSON.stringify(problem),
    ).toBe(true);
  });

  it.each([
    ['missing', '/properties/nearby-sales'],
    ['empty', '/properties/nearby-sales?address='],
    ['not a street address', path('', '!!!')],
    ['without a zip or a city and state', path('', '100 W Main St')],
  ])('answers 400 naming address when it is %s', async (_what, url) => {
    const problem = await expectProblem(await api.get(url), 400);
    expect(problem.errors?.[0]?.path).toBe('query.address');
  });
});

describe('where a nearby sale reads its building facts and its property (migrations/0043)', () => {
  const ASKED = [
    '',
    'arms_length_only=false&radius=50&page_size=500&include=enrichment,valuation',
    'sqft_min=1000&sqft_max=1700&include_meta=true',
    'lot_size_min=5000&year_built_min=1990&arms_length_only=false',
    'recording_date_min=2010-06-01&page_size=20&page=2&include_meta=true',
  ];
  const answers = () =>
    Promise.all(
      ASKED.map(async (q) => {
        const res = await api.get(path(q), KEYS.premium);
        expect(res.status, q).toBe(200);
        return (await res.json()) as NearbySale[] | { data: NearbySale[] };
      }),
    );
  const copies = () => sql<{ n: number }[]>`
    select count(*)::int as n from transactions t join properties p using (property_id)
    where t.state = 'ID'
      and t.living_sqft is not distinct from p.living_sqft and t.lot_sqft is not distinct from p.lot_sqft
      and t.year_built is not distinct from p.year_built`;

  it('reads the building facts every sale row carries, written with it from its property', async () => {
    const rows = (await sql<{ n: number }[]>`select count(*)::int as n from transactions where state = 'ID'`)[0]!.n;
    expect((await copies())[0]!.n).toBe(rows);
    const before = await answers();
    expect(before.map((b) => (Array.isArray(b) ? b : b.data).length)).toEqual([46, 52, 42, 4, 20]);
  });

  it("serves a sale whose property no longer stands at the sale's point", async () => {
    const before = await answers();
    // A's sales keep their point; the property moves a degree north, out of the page's box
    await sql`update properties set lat = lat + 1 where property_id = ${id(A.n)}`;
    try {
      expect(await answers()).toEqual(before);
    } finally {
      await sql`update properties set lat = lat - 1 where property_id = ${id(A.n)}`;
    }
  });
});

describe('a nearby sale assembled by the database (nearby_sale_fields and nearby_sale_json, migrations/0015)', () => {
  const doc = (over: Parameters<typeof property>[2] = {}) =>
    canonicalRecord(
      property(42, '7 Elm St', { zip: '83702', city: 'BOISE', state: 'ID', lat: 43.6, lon: -116.2, ...over }),
    ) as unknown as PropertyRecord;
  const SALE: SaleFields = {
    property_id: 42,
    recording_date: '2024-03-02',
    sale_date: '2024-02-28',
    sale_amount: '415000.50',
    living_sqft: 1234,
    buyer_1: 'Buyer B',
    seller_1: null,
  };

  /** The record's valuation as the property_valuations row the page query passes (null when it has none). */
  function onRecordRow(record: PropertyRecord) {
    const v = record.valuation;
    if (v === null || v === undefined) return sql`null::property_valuations`;
    return sql`row(${record.property_id}::bigint, 'XX', ${v.date ?? null}::date, ${v.value ?? null}::numeric, ${v.low ?? null}::numeric,
                   ${v.high ?? null}::numeric, null::real, ${v.forecast_standard_deviation ?? null}::numeric, null::numeric, null::int, null::text,
                   now())::property_valuations`;
  }

  /** The record for a sale of the property `record` describes, as a page of nearby sales serves it. */
  async function assembled(
    record: PropertyRecord,
    include: readonly NearbyInclude[],
    plan: 'base' | 'premium',
    sale = SALE,
  ): Promise<NearbySale> {
    const [row] = await sql<{ json: string }[]>`
      select nearby_sale_json(nearby_sale_fields(${JSON.stringify(record)}::text::json), ${sale.property_id}::int8, ${sale.recording_date}::date, ${sale.sale_date}::date,
                              ${sale.sale_amount}::numeric, ${sale.living_sqft}::numeric, ${sale.buyer_1}, ${sale.seller_1},
                              ${include.includes('enrichment')}, ${include.includes('valuation')}, ${plan === 'premium'}, ${onRecordRow(record)}) as json`;
    return JSON.parse(row!.json) as NearbySale;
  }

  const rich = doc({
    structure: { beds_count: 3, baths: 2.5, year_built: 1999, fireplaces: 'Y', quality: 'Good' } as never,
    parcel: { area_sq_ft: 7000, state_land_use_code: 'R1' } as never,
    owner: { name: 'Owner O', corporate_owner: false } as never,
    owner_type: 'Individual',
    valuation: { value: 420_000, date: '2024-01-01' },
  });

  it("carries the sale, the building area the scan used, and the base property fields, the sale's first", async () => {
    const r = await assembled(rich, [], 'premium');
    const expected = {
      RECORDING_DATE: '2024-03-02',
      PROPERTY_ID: 42,
      SALE_AMT: '415000.50',
      SUM_BUILDING_SQFT: 1234,
      SALE_DATE: '2024-02-28',
      BUYER_BORROWER1_NAME: 'Buyer B',
      SELLER1_NAME: null,
      FULL_STREET_ADDRESS: '7 Elm St',
      CITY: 'BOISE',
      STATE: 'ID',
      ZIP_CODE: '83702',
      LATITUDE: 43.6,
      LONGITUDE: -116.2,
      LOT_SIZE_SQFT: 7000,
      BEDROOMS: 3,
      BATHROOMS: 2.5,
      YEAR_BUILT: 1999,
      LAND_USE_CODE: 'R1',
    };
    expect(r).toEqual(expected);
    expect(Object.keys(r)).toEqual(Object.keys(expected));
    expect(NearbySaleBase.parse(r)).toEqual(r);
  });

  it('adds the groups include asks for, and masks ownership for the base plan', async () => {
    expect(await assembled(rich, ['enrichment', 'valuation'], 'premium')).toMatchObject({
      QUALITY: 'Good',
      OWNER_TYPE: 'Individual',
      CORPORATE_OWNER: false,
      VALUATION_VALUE: 420_000,
      VALUATION_DATE: '2024-01-01',
      VALUATION_HIGH: null,
    });
    expect(await assembled(rich, ['enrichment'], 'base')).toMatchObject({ OWNER_TYPE: null, CORPORATE_OWNER: null, QUALITY: 'Good' });
    expect('VALUATION_VALUE' in (await assembled(rich, ['enrichment'], 'premium'))).toBe(false);
    expect('QUALITY' in (await assembled(rich, ['valuation'], 'premium'))).toBe(false);
  });

  it.each([
    ['3', 3],
    [' 1 ', 1],
    ['007', 7],
    ['Y', null],
    ['2 stone', null],
    ['', null],
    [null, null],
  ])('reads the fireplaces text %j as the count %j', async (text, count) => {
    expect((await assembled(doc({ structure: { fireplaces: text } as never }), ['enrichment'], 'premium')).FIREPLACES).toBe(count);
  });

  it('keeps unknown values null and prefers the county land-use code', async () => {
    const bare = await assembled(doc({ structure: null, parcel: null, valuation: null }), ['enrichment', 'valuation'], 'premium');
    expect(bare).toMatchObject({
      LOT_SIZE_SQFT: null,
      BEDROOMS: null,
      YEAR_BUILT: null,
      LAND_USE_CODE: null,
      QUALITY: null,
      CORPORATE_OWNER: null,
      MONTHS_OWNED: null,
      VALUATION_VALUE: null,
    });
    expect(
      (await assembled(doc({ parcel: { county_land_use_code: '1001', state_land_use_code: 'R1' } as never }), [], 'base')).LAND_USE_CODE,
    ).toBe('1001');
    expect(
      (await assembled(doc({ parcel: { county_land_use_code: null, state_land_use_code: 'R1' } as never }), [], 'base')).LAND_USE_CODE,
    ).toBe('R1');
  });

  it('writes text that needs escaping as valid JSON, unchanged', async () => {
    const street = '7 "Elm" St \\ Rear\t½ 𝔸';
    const names = { buyer_1: 'O\'Brien "Trust" \\ Co\nLLC \u0001', seller_1: 'Ünal Çelik' };
    const r = await assembled(
      doc({
        address: { formatted_street_address: street, city: 'BOISE', state: 'ID', zip_code: '83702', latitude: 43.6, longitude: -116.2 },
      }),
      [],
      'premium',
      { ...SALE, ...names },
    );
    expect(r).toMatchObject({ FULL_STREET_ADDRESS: street, BUYER_BORROWER1_NAME: names.buyer_1, SELLER1_NAME: names.seller_1 });
  });
});

describe('POST /properties/nearby-sales (deprecated)', () => {
  it("answers the GET form's default page, base fields only, for a partial address, with Deprecation and a successor Link", async () => {
    const res = await api.post('/properties/nearby-sales', { address: '100 W Main St 83702' }, KEYS.premium);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('link')).toBe('</properties/nearby-sales>; rel="successor-version"');
    expect(res.headers.get('x-address-match')).toBe('exact');
    const body = NearbySaleBase.array().parse(await res.json());
    expect(keysOf(body as NearbySale[])).toEqual(expected());
    for (const r of body) expect(Object.keys(r).sort()).toEqual(BASE_KEYS);
    expect(body).toEqual(await nearby());
  });

  it('answers 404, 401 and 400 as the GET form does', async () => {
    await expectProblem(await api.post('/properties/nearby-sales', { address: '999 W Main St, Boise, ID 83702' }), 404);
    await expectProblem(await api.post('/properties/nearby-sales', { address: SUBJECT_ADDRESS }, null), 401);
    expect((await expectProblem(await api.post('/properties/nearby-sales', {}), 400)).errors?.[0]?.path).toBe('body.address');
    expect((await expectProblem(await api.post('/properties/nearby-sales', { address: '' }), 400)).errors?.[0]?.path).toBe('body.address');
    expect((await expectProblem(await api.post('/properties/nearby-sales', { address: '!!!' }), 400)).errors?.[0]?.path).toBe(
      'body.address',
    );
    await expectProblem(await api.post('/properties/nearby-sales', '{"address":'), 400);
  });
});
