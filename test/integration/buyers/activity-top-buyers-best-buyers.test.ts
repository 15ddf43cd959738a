/**
 * POST /buyers/activity/top-buyers, GET /buyers/activity and GET /buyers/best-buyers through the
 * local gateway, on South Dakota properties this file loads (South Dakota is its own). Every
 * expected figure is worked out by hand from the records below.
 */
import { describe, expect, it } from 'vitest';
import { exactScan, topBuyers as rolledUp } from '../../../shared/buyers/queries.ts';
import { ActivityResponse, BestBuyersResponse, TopBuyersResponse } from '../../../shared/buyers/schemas.ts';
import { priceBand, scoreBuyer } from '../../../shared/buyers/scoring.ts';
import { addDays, addMonths, daysBetween, today } from '../../../shared/platform/dates.ts';
import type { ImportRecord, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const NORTH = { zip: '57104', city: 'SIOUX FALLS', state: 'SD', lat: 43.59, lon: -96.71 };
const CENTRAL = { zip: '57105', city: 'SIOUX FALLS', state: 'SD', lat: 43.56, lon: -96.72 };
const WEST = { zip: '57106', city: 'SIOUX FALLS', state: 'SD', lat: 43.57, lon: -96.76 };
const RAPID = { zip: '57701', city: 'RAPID CITY', state: 'SD', lat: 44.08, lon: -103.23 };

const PRAIRIE = 'DAKOTA PRAIRIE HOMES LLC';
const RIVER = 'DAKOTA RIVER CAPITAL LLC';
const JANE = 'DAKOTAN JANE Q';
const SAM = 'DAKOTAN SAM';
const BLUFF = 'DAKOTA BLUFF TRUST';

const financed = (amount: number, lender = 'PLAINS BANK'): Partial<ImportTransaction> => ({
  FIRST_MTG_AMT: String(amount),
  FIRST_MTG_LENDER_NAME: lender,
});
const owned = (name: string | null) => ({ owner: { name } as never });
const home = (
  id: number,
  street: string,
  where: typeof CENTRAL,
  owner: string | null,
  transactions: ImportTransaction[] = [],
  extra: Partial<ImportRecord> = {},
) => property(id, street, { ...where, ...owned(owner), transactions, ...extra });

// The 2023 market: the top buyers and the monthly activity.
const MARKET: ImportRecord[] = [
  home(5_570_001, '101 Oak St', CENTRAL, 'Dakota Prairie Homes LLC', [
    sale('2023-01-10', 200_000, 'Dakota Prairie Homes, L.L.C.', 'DAKOTAN SELLER ONE'),
  ]),
  home(5_570_002, '102 Oak St', CENTRAL, PRAIRIE, [sale('2023-02-15', 220_000, PRAIRIE, 'DAKOTAN SELLER TWO', financed(150_000))]),
  home(5_570_003, '103 Oak St', WEST, PRAIRIE, [sale('2023-03-20', 180_000, PRAIRIE, 'DAKOTAN SELLER THREE')]),
  home(5_570_004, '104 Oak St', RAPID, PRAIRIE, [sale('2023-04-05', 150_000, PRAIRIE, 'DAKOTAN SELLER FOUR')]),
  home(5_570_005, '105 Oak St', NORTH, RIVER, [sale('2023-05-01', 300_000, RIVER, 'DAKOTAN SELLER FIVE')]),
  home(5_570_006, '106 Oak St', NORTH, RIVER, [sale('2023-06-01', 310_000, RIVER, 'DAKOTAN SELLER SIX', financed(250_000))]),
  home(5_570_007, '107 Oak St', CENTRAL, JANE, [sale('2023-07-01', 250_000, JANE, 'DAKOTAN SELLER SEVEN', financed(200_000))]),
  home(5_570_008, '108 Oak St', WEST, JANE, [sale('2023-08-01', 260_000, JANE, 'DAKOTAN SELLER EIGHT')]),
  home(5_570_009, '109 Oak St', CENTRAL, SAM, [sale('2023-09-01', 400_000, SAM, 'DAKOTAN SELLER NINE', financed(320_000))]),
  // a quitclaim is no purchase; a sale with no buyer name is a purchase by nobody known
  home(5_570_010, '110 Oak St', NORTH, null, [
    sale('2023-03-01', 50_000, SAM, 'DAKOTAN SELLER TEN', { TRANSACTION_TYPE: 'Quitclaim Deed' }),
    sale('2023-10-01', 90_000, null as unknown as string, 'DAKOTAN SELLER TEN'),
  ]),
  home(5_570_011, '111 Oak St', CENTRAL, RIVER, [sale('2022-12-31', 120_000, RIVER, 'DAKOTAN SELLER ELEVEN')]),
  home(5_570_012, '112 Oak St', NORTH, RIVER, [sale('2024-01-01', 130_000, RIVER, 'DAKOTAN SELLER TWELVE')]),
  home(5_570_014, '114 Oak St', WEST, BLUFF, [sale('2023-05-20', 500_000, BLUFF, 'DAKOTAN SELLER FOURTEEN', financed(400_000))]),
  // eight more Prairie homes bought before the data: it owns 12 (tier 10-99)
  ...Array.from({ length: 8 }, (_, k) => home(5_570_020 + k, `${120 + k} Oak St`, CENTRAL, PRAIRIE)),
];

// Around the best-buyers subject, in west Sioux Falls, 5+ miles from the market above.
const SUBJECT = { zip: '57106', city: 'SIOUX FALLS', state: 'SD', lat: 43.5, lon: -96.84 };
const LAT_PER_MILE = 1 / 69.05;
const LON_PER_MILE = 1 / (69.17 * Math.cos((43.5 * Math.PI) / 180));
const at = (north: number, east: number) => ({
  ...SUBJECT,
  lat: SUBJECT.lat + north * LAT_PER_MILE,
  lon: SUBJECT.lon + east * LON_PER_MILE,
});
const NOW = today();
const ago = (days: number) => addDays(NOW, -days);
/** The latest purchase this file records in South Dakota: every answer's data_as_of, where default windows end. */
const AS_OF = ago(30);
const structure = (property_type: string, beds: number, year_built: number, living_area_sqft: number): Partial<ImportRecord> => ({
  property_type,
  structure: { beds_count: beds, year_built, living_area_sqft } as never,
});
const SFR = 'Single Family Residential';

const NEARBY: ImportRecord[] = [
  home(
    5_570_100,
    '100 Prairie Ave',
    at(0, 0),
    'DAKOTAN OWNER',
    [sale(ago(400), 240_000, 'DAKOTAN OWNER', 'DAKOTAN SELLER S', financed(190_000))],
    {
      ...structure(SFR, 3, 1990, 1500),
      valuation: { value: 250_000 } as never,
    },
  ),
  home(
    5_570_101,
    '201 Prairie Ave',
    at(0.2, 0),
    'DAKOTA NEARBY HOMES LLC',
    [sale(ago(30), 240_000, 'Dakota Nearby Homes LLC', 'DAKOTAN SELLER A1')],
    structure(SFR, 3, 1995, 1600),
  ),
  home(
    5_570_102,
    '202 Prairie Ave',
    at(-0.3, 0),
    'DAKOTA NEARBY HOMES LLC',
    [sale(ago(200), 260_000, 'DAKOTA NEARBY HOMES LLC', 'DAKOTAN SELLER A2', financed(200_000, 'DAKOTA BANK'))],
    structure(SFR, 4, 1985, 1900),
  ),
  home(
    5_570_103,
    '203 Prairie Ave',
    at(0, 0.5),
    'DAKOTA NEARBY HOMES LLC',
    [sale(ago(500), 320_000, 'DAKOTA NEARBY HOMES LLC', 'DAKOTAN SELLER A3')],
    structure('Townhouse', 2, 1960, 1100),
  ),
  home(
    5_570_104,
    '204 Prairie Ave',
    at(0, -0.8),
    'DAKOTA FAR INVESTORS LLC',
    [sale(ago(700), 600_000, 'DAKOTA FAR INVESTORS LLC', 'DAKOTAN SELLER B1')],
    structure('Condominium', 6, 1920, 4000),
  ),
  // one purchase ever by a person: not an investor
  home(
    5_570_105,
    '205 Prairie Ave',
    at(0.1, 0),
    'DAKOTAN NEIGHBOR',
    [sale(ago(60), 250_000, 'DAKOTAN NEIGHBOR', 'DAKOTAN SELLER C1')],
    structure(SFR, 3, 1990, 1500),
  ),
  // the subject's owner (two purchases, so an investor) never ranks for its own house
  home(
    5_570_106,
    '206 Prairie Ave',
    at(-0.15, 0),
    'DAKOTAN OWNER',
    [sale(ago(90), 230_000, 'DAKOTAN OWNER', 'DAKOTAN SELLER O1')],
    structure(SFR, 3, 1990, 1500),
  ),
  home(
    5_570_107,
    '207 Prairie Ave',
    at(0.25, 0),
    'DAKOTA OLD CAPITAL LLC',
    [sale('2019-06-01', 250_000, 'DAKOTA OLD CAPITAL LLC', 'DAKOTAN SELLER E1')],
    structure(SFR, 3, 1990, 1500),
  ),
  home(
    5_570_108,
    '208 Prairie Ave',
    at(1.5, 0),
    'DAKOTA EDGE LLC',
    [sale(ago(100), 255_000, 'DAKOTA EDGE LLC', 'DAKOTAN SELLER F1')],
    structure(SFR, 3, 1990, 1500),
  ),
  home(
    5_570_109,
    '209 Prairie Ave',
    at(0.1, 0.1),
    'DAKOTA QUIT CLAIM LLC',
    [sale(ago(45), 100_000, 'DAKOTA QUIT CLAIM LLC', 'DAKOTAN SELLER Q1', { TRANSACTION_TYPE: 'Quitclaim Deed' })],
    structure(SFR, 3, 1990, 1500),
  ),
];

const { api, sql } = withState('SD', [...MARKET, ...NEARBY], { rollups: true });

async function topBuyers(body: unknown) {
  const res = await api.post('/buyers/activity/top-buyers', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return TopBuyersResponse.parse(await res.json());
}

const buyer = (
  buyerName: string,
  transactionCount: number,
  totalPurchaseValue: number,
  averagePurchasePrice: number,
  cashPurchasePercentage: number,
  primaryMarkets: string[],
  lastPurchaseDate: string,
  portfolioSize: number,
) => ({
  buyerName,
  transactionCount,
  totalPurchaseValue,
  averagePurchasePrice,
  cashPurchasePercentage,
  primaryMarkets,
  lastPurchaseDate,
  portfolioSize,
});

describe('POST /buyers/activity/top-buyers', () => {
  it("ranks a state's buyers by purchases, then value, merging name variants", async () => {
    const r = await topBuyers({ filters: { state: 'SD', dateFrom: '2023-01-01', dateTo: '2023-12-31' }, limit: 10 });
    expect(r.data).toEqual([
      buyer(PRAIRIE, 4, 750_000, 187_500, 75, ['SIOUX FALLS, SD', 'RAPID CITY, SD'], '2023-04-05', 12),
      buyer(RIVER, 2, 610_000, 305_000, 50, ['SIOUX FALLS, SD'], '2023-06-01', 4),
      buyer(JANE, 2, 510_000, 255_000, 50, ['SIOUX FALLS, SD'], '2023-08-01', 2),
      buyer(BLUFF, 1, 500_000, 500_000, 0, ['SIOUX FALLS, SD'], '2023-05-20', 1),
      buyer(SAM, 1, 400_000, 400_000, 0, ['SIOUX FALLS, SD'], '2023-09-01', 1),
    ]);
    expect(r.metadata).toEqual({ totalBuyers: 5, dateRange: { from: '2023-01-01', to: '2023-12-31' }, data_as_of: AS_OF });
  });

  it('narrows to a city, with zips as markets, and cuts to the limit', async () => {
    const r = await topBuyers({
      filters: { state: 'South Dakota', city: 'sioux falls', dateFrom: '2023-01-01', dateTo: '2023-12-31' },
      limit: 3,
    });
    expect(r.data).toEqual([
      buyer(PRAIRIE, 3, 600_000, 200_000, 66.7, ['57105', '57106'], '2023-03-20', 12),
      buyer(RIVER, 2, 610_000, 305_000, 50, ['57104'], '2023-06-01', 4),
      buyer(JANE, 2, 510_000, 255_000, 50, ['57105', '57106'], '2023-08-01', 2),
    ]);
    expect(r.metadata.totalBuyers).toBe(5);
  });

  it('includes both end dates, and breaks a tie in purchases by value', async () => {
    const r = await topBuyers({ filters: { state: 'SD', city: null, dateFrom: '2022-12-31', dateTo: '2024-01-01' }, limit: 2 });
    expect(r.data.map((b) => [b.buyerName, b.transactionCount, b.totalPurchaseValue])).toEqual([
      [RIVER, 4, 860_000],
      [PRAIRIE, 4, 750_000],
    ]);
  });

  it('defaults to the year up to the latest purchase recorded (data_as_of), and to 10 buyers', async () => {
    const r = await topBuyers({ filters: { state: 'SD' } });
    expect(r.metadata.dateRange).toEqual({ from: addMonths(AS_OF, -12), to: AS_OF });
    expect(r.metadata.data_as_of).toBe(AS_OF);
    // within that year: Nearby Homes (30 and 200 days ago), then one purchase each by value: Edge 255k, the neighbour 250k, the owner 230k
    expect(r.data.map((b) => [b.buyerName, b.transactionCount])).toEqual([
      ['DAKOTA NEARBY HOMES LLC', 2],
      ['DAKOTA EDGE LLC', 1],
      ['DAKOTAN NEIGHBOR', 1],
      ['DAKOTAN OWNER', 1],
    ]);
  });

  it('answers any range: who bought the most in the state, ever', async () => {
    const r = await topBuyers({ filters: { state: 'SD', dateFrom: '1990-01-01' }, limit: 100 });
    expect(r.metadata.dateRange).toEqual({ from: '1990-01-01', to: AS_OF });
    expect(r.data[0]).toMatchObject({ buyerName: RIVER, transactionCount: 4 });
    expect(r.data.reduce((n, b) => n + b.transactionCount, 0)).toBe(
      (await exactScan(sql, { state: 'SD', city: null, from: '1990-01-01', to: AS_OF, limit: 100 })).reduce((n, b) => n + b.purchases, 0),
    );
  });

  it('answers from the monthly rollup and the exact edge days exactly as a scan of every purchase, on random windows', async () => {
    // a fixed seed: the same windows on every run, spread over the years the file records
    let seed = 20_240_601;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const first = '2021-01-01';
    const span = daysBetween(first, AS_OF);
    for (let k = 0; k < 40; k++) {
      const a = addDays(first, Math.floor(random() * span));
      const b = addDays(first, Math.floor(random() * span));
      const [from, to] = a <= b ? [a, b] : [b, a];
      for (const city of [null, 'SIOUX FALLS']) {
        const q = { state: 'SD', city, from, to, limit: 100 };
        expect(await rolledUp(sql, q), `${from} to ${to} in ${city ?? 'SD'}`).toEqual(await exactScan(sql, q));
      }
    }
  });

  it('answers an empty ranking for a range without purchases', async () => {
    const r = await topBuyers({ filters: { state: 'SD', dateFrom: '2020-01-01', dateTo: '2020-12-31' } });
    expect(r).toEqual({ data: [], metadata: { totalBuyers: 0, dateRange: { from: '2020-01-01', to: '2020-12-31' }, data_as_of: AS_OF } });
  });

  it.each([
    ['no filters', { limit: 5 }, 'body.filters'],
    ['no state', { filters: { city: 'Sioux Falls' } }, 'body.filters.state'],
    ['an empty state', { filters: { state: '' } }, 'body.filters.state'],
    ['a state that is no state', { filters: { state: 'Dakota' } }, 'body.filters.state'],
    ['a malformed date', { filters: { state: 'SD', dateFrom: '2023/01/01' } }, 'body.filters.dateFrom'],
    ['an impossible date', { filters: { state: 'SD', dateTo: '2023-02-30' } }, 'body.filters.dateTo'],
    ['dateFrom after dateTo', { filters: { state: 'SD', dateFrom: '2023-02-01', dateTo: '2023-01-31' } }, 'body.filters.dateFrom'],
    ['limit 0', { filters: { state: 'SD' }, limit: 0 }, 'body.limit'],
    ['limit 101', { filters: { state: 'SD' }, limit: 101 }, 'body.limit'],
    ['a fractional limit', { filters: { state: 'SD' }, limit: 2.5 }, 'body.limit'],
    ['a limit as text', { filters: { state: 'SD' }, limit: '10' }, 'body.limit'],
  ])('answers 400 for %s', async (_, body, path) => {
    const problem = await expectProblem(await api.post('/buyers/activity/top-buyers', body), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('answers 400 for a body that is not JSON', async () => {
    await expectProblem(await api.post('/buyers/activity/top-buyers', '{"filters":'), 400);
  });

  it.each([
    ['an unknown state code', { state: 'ZZ' }],
    ['an unknown city', { state: 'SD', city: 'Atlantis' }],
  ])('answers 404 for %s', async (_, filters) => {
    await expectProblem(await api.post('/buyers/activity/top-buyers', { filters }), 404);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await api.post('/buyers/activity/top-buyers', { filters: { state: 'SD' } }, null), 401);
  });
});

async function activity(params: string) {
  const res = await api.get(`/buyers/activity?${params}`, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('x-data-source')).toBeTruthy();
  return ActivityResponse.parse(await res.json());
}

const tiers = (t1: number, t2: number, t10: number, unnamed = 0) => ({
  '1': t1,
  '2-9': t2,
  '10-99': t10,
  '100-999': 0,
  '1000+': 0,
  unnamed,
  // every buyer here bought homes whose owner of record is stated: no portfolio is unknown
  unknown: 0,
});

describe('GET /buyers/activity', () => {
  it('gives every month of a state with its investor and cash shares, median and tier split', async () => {
    const r = await activity('search_type=state&state=SD&date_from=2023-01-01&date_to=2023-12-31');
    expect(r.geography).toEqual({ type: 'state', code: 'SD', name: 'South Dakota', state: 'SD' });
    expect([r.date_from, r.date_to]).toEqual(['2023-01-01', '2023-12-31']);
    const row = (
      month: string,
      purchases: number,
      investor: number,
      cash: number,
      value: number,
      median: number | null,
      by_tier: ReturnType<typeof tiers>,
    ) => ({
      month,
      purchases,
      investor_purchases: investor,
      investor_share: purchases ? Math.round((investor / purchases) * 10_000) / 10_000 : null,
      cash_purchases: cash,
      cash_share: purchases ? Math.round((cash / purchases) * 10_000) / 10_000 : null,
      purchase_value: value,
      by_tier,
      // every figure of these few purchases is flagged; a month without purchases has none to flag
      low_sample: purchases ? ['investor_share', 'cash_share', 'median_price'] : [],
      median_price: median,
    });
    expect(r.data).toEqual([
      row('2023-01', 1, 1, 1, 200_000, 200_000, tiers(0, 0, 1)),
      row('2023-02', 1, 1, 0, 220_000, 220_000, tiers(0, 0, 1)),
      row('2023-03', 1, 1, 1, 180_000, 180_000, tiers(0, 0, 1)),
      row('2023-04', 1, 1, 1, 150_000, 150_000, tiers(0, 0, 1)),
      // River (owns 4) cash at 300k and Bluff Trust (owns 1) financed at 500k: median 400k
      row('2023-05', 2, 2, 1, 800_000, 400_000, tiers(1, 1, 0)),
      row('2023-06', 1, 1, 0, 310_000, 310_000, tiers(0, 1, 0)),
      // Jane's 2 purchases are fewer than the 3 a person needs to be an investor
      row('2023-07', 1, 0, 0, 250_000, 250_000, tiers(0, 1, 0)),
      row('2023-08', 1, 0, 1, 260_000, 260_000, tiers(0, 1, 0)),
      // Sam's one purchase ever: not an investor
      row('2023-09', 1, 0, 0, 400_000, 400_000, tiers(1, 0, 0)),
      // no buyer name recorded: no tier, not an investor
      row('2023-10', 1, 0, 1, 90_000, 90_000, tiers(0, 0, 0, 1)),
      row('2023-11', 0, 0, 0, 0, null, tiers(0, 0, 0)),
      row('2023-12', 0, 0, 0, 0, null, tiers(0, 0, 0)),
    ]);
    expect(r.totals).toEqual({
      purchases: 11,
      investor_purchases: 7,
      investor_share: 0.6364,
      cash_purchases: 6,
      cash_share: 0.5455,
      purchase_value: 2_860_000,
      by_tier: tiers(2, 4, 4, 1),
      low_sample: ['investor_share', 'cash_share'],
    });
  });

  it.each([
    [
      'search_type=zip&zip=57105&date_from=2022-12-15&date_to=2023-03-31',
      '57105',
      [
        ['2022-12', 1],
        ['2023-01', 1],
        ['2023-02', 1],
        ['2023-03', 0],
      ],
    ],
    [
      'search_type=city&city=Rapid%20City&state=SD&date_from=2023-03-01&date_to=2023-05-01',
      'RAPID CITY',
      [
        ['2023-03', 0],
        ['2023-04', 1],
        ['2023-05', 0],
      ],
    ],
    [
      'search_type=city&city=Sioux%20Falls,%20SD&date_from=2023-04-01&date_to=2023-05-31',
      'SIOUX FALLS',
      [
        ['2023-04', 0],
        ['2023-05', 2],
      ],
    ],
    [
      'search_type=msa&msa=Sioux%20Falls&date_from=2023-04-01&date_to=2023-05-31',
      '43620',
      [
        ['2023-04', 0],
        ['2023-05', 2],
      ],
    ],
    ['search_type=msa&msa=39660&date_from=2023-04-01&date_to=2023-04-30', '39660', [['2023-04', 1]]],
    [
      'search_type=county&county=Minnehaha&state=SD&date_from=2023-01-01&date_to=2023-03-31',
      '46099',
      [
        ['2023-01', 1],
        ['2023-02', 1],
        ['2023-03', 1],
      ],
    ],
  ] as const)('%s', async (params, code, months) => {
    const r = await activity(params);
    expect(r.geography.code).toBe(code);
    expect(r.data.map((m) => [m.month, m.purchases])).toEqual(months);
  });

  it('defaults to the 24 months ending with the month of the latest purchase recorded (data_as_of)', async () => {
    const r = await activity('search_type=state&state=SD');
    expect(r.data_as_of).toBe(AS_OF);
    expect(r.data).toHaveLength(24);
    expect(r.data.at(-1)!.month).toBe(AS_OF.slice(0, 7));
    expect(r.date_from).toBe(`${addMonths(AS_OF, -23).slice(0, 7)}-01`);
  });

  it('answers a window after the data with no purchases, not a 400, and says how current the data is', async () => {
    const r = await activity(`search_type=state&state=SD&date_from=${addDays(NOW, 40)}`);
    expect(r.data_as_of).toBe(AS_OF);
    expect(r.totals.purchases).toBe(0);
  });

  it.each([
    ['date_from=2023-01-01', 'search_type'],
    ['search_type=county', 'county'],
    ['search_type=zip&zip=5710', 'zip'],
    ['search_type=city&city=Sioux%20Falls', 'state'],
    ['search_type=state&state=SD&date_from=2023-02-30', 'date_from'],
    ['search_type=state&state=SD&date_to=20230101', 'date_to'],
    ['search_type=state&state=SD&date_from=2023-05-01&date_to=2023-04-30', 'date_from'],
    ['search_type=town&town=x', 'search_type'],
  ])('answers 400 for %s naming %s', async (params, name) => {
    const problem = await expectProblem(await api.get(`/buyers/activity?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(`query.${name}`);
  });

  it.each([
    'search_type=zip&zip=00001',
    'search_type=msa&msa=99999',
    'search_type=msa&msa=Atlantis',
    'search_type=city&city=Atlantis&state=SD',
    'search_type=state&state=ZZ',
  ])('answers 404 for %s', async (params) => {
    await expectProblem(await api.get(`/buyers/activity?${params}`), 404);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await api.get('/buyers/activity?search_type=state&state=SD', null), 401);
  });
});

const SUBJECT_ADDRESS = '100 Prairie Ave, Sioux Falls, SD 57106';

async function bestBuyers(params: string) {
  const res = await api.get(`/buyers/best-buyers?address=${encodeURIComponent(SUBJECT_ADDRESS)}${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('x-address-match')).toBe('exact');
  return BestBuyersResponse.parse(await res.json());
}

describe('GET /buyers/best-buyers', () => {
  it('scores the investors who bought near the subject in the last 24 months, within a mile', async () => {
    const r = await bestBuyers('');
    // the valuation on record, the one the property record serves: about $240k from the neighbours' sales
    const record = (await (await api.get(`/properties/by-address?address=${encodeURIComponent(SUBJECT_ADDRESS)}`)).json()) as {
      valuation: { value: number };
    };
    const { value } = record.valuation;
    expect(value).toBeGreaterThan(217_000);
    expect(value).toBeLessThan(283_000);
    const band = priceBand(value)!;
    expect(r.subject).toEqual({
      property_id: 5_570_100,
      address: '100 PRAIRIE AVE, SIOUX FALLS, SD 57106',
      value,
      value_source: 'valuation',
      property_type: SFR,
      beds: 3,
      year_built: 1990,
      living_sqft: 1500,
    });
    expect(r.meta).toMatchObject({
      total: 2,
      limit: 10,
      radius_miles: 1,
      date_from: addMonths(AS_OF, -24),
      date_to: AS_OF,
      data_as_of: AS_OF,
      scan_limit_hit: false,
      covered_radius_miles: 1,
    });
    expect(r.data.map((b) => b.buyer_name)).toEqual(['DAKOTA NEARBY HOMES LLC', 'DAKOTA FAR INVESTORS LLC']);

    const [nearby, far] = r.data;
    // 0.2, 0.3 and 0.5 miles away; 240k and 260k in the band of ±20% around the value, 320k not; one townhouse of 1960 with 2 beds and 1,100 sq ft
    expect(nearby).toMatchObject({ rank: 1, is_entity: true, portfolio_size: 3, nearby_purchases: 3 });
    const n = nearby!.components;
    expect(n.proximity.inputs.nearest_miles).toBeCloseTo(0.2, 2);
    expect(n.proximity.inputs.average_miles).toBeCloseTo(1 / 3, 2);
    // shares over the purchases + 3 (docs/analytics-definitions.md#buyers): 3 x 0.667 / 6, 2 / 6, mean(2/6, 3/6, 2/6, 1/6), 2 / 6
    expect(n.proximity.score).toBeCloseTo(0.333, 2);
    expect(n.price_band).toMatchObject({
      score: 0.333,
      inputs: { subject_value: value, band_low: band.low, band_high: band.high, purchases_in_band: 2, median_price: 260_000 },
    });
    expect(n.similarity).toMatchObject({
      score: 0.333,
      inputs: {
        property_type: { compared: 3, matches: 2 },
        beds: { compared: 3, matches: 3 },
        year_built: { compared: 3, matches: 2 },
        living_sqft: { compared: 3, matches: 1 },
      },
    });
    expect(n.recency.inputs).toEqual({ last_purchase_date: ago(30), days_since: 0 });
    expect(n.frequency).toMatchObject({ score: 0.578, inputs: { nearby_purchases: 3 } });
    expect(n.cash).toMatchObject({ score: 0.333, inputs: { cash_purchases: 2, purchases: 3 } });

    // 0.8 miles away, 600k, a condominium unlike the subject in every way, 700 days ago (670 before data_as_of), cash
    const f = far!.components;
    expect(f.proximity.score).toBeCloseTo(0.05, 2);
    expect(f.price_band).toMatchObject({ score: 0, inputs: { purchases_in_band: 0, median_price: 600_000 } });
    expect(f.similarity.score).toBe(0);
    expect(f.recency.inputs.days_since).toBe(670);
    expect(f.cash).toMatchObject({ score: 0.25, inputs: { cash_purchases: 1, purchases: 1 } });

    // the reasons state the components' inputs in words, the most points first, at most five
    expect(nearby!.reasons).toHaveLength(5);
    expect(nearby!.reasons).toContain('Bought 3 homes within 1 mile in the last 24 months');
    expect(nearby!.reasons).toContainEqual(
      expect.stringMatching(/^2 of 3 nearby purchases were priced within 20% of this home's value \(\$[\d,]+-\$[\d,]+\)$/),
    );
    // frequency 15 x 0.29, cash 10 x 1/4, recency 15 x 60/730, proximity 20 x 0.2/4; price band and similarity earned nothing
    expect(far!.reasons).toEqual([
      'Bought 1 home within 1 mile in the last 24 months',
      'Paid cash in 1 of 1 purchases on record',
      `Last bought nearby 670 days before the window ended (${ago(700)})`,
      expect.stringMatching(/^Its nearby purchases average 0\.\d+ miles away \(nearest 0\.\d+ miles\)$/),
    ]);

    // the total is the scoring function's over these inputs
    for (const b of r.data) {
      const c = b.components;
      const again = scoreBuyer(
        {
          buyer_key: b.buyer_name,
          is_entity: b.is_entity,
          portfolio_size: b.portfolio_size,
          nearby_purchases: b.nearby_purchases,
          nearest_miles: c.proximity.inputs.nearest_miles,
          average_miles: c.proximity.inputs.average_miles,
          last_purchase_date: c.recency.inputs.last_purchase_date,
          median_price: c.price_band.inputs.median_price,
          purchases_in_band: c.price_band.inputs.purchases_in_band,
          similarity: c.similarity.inputs,
          purchases: c.cash.inputs.purchases,
          cash_purchases: c.cash.inputs.cash_purchases,
        },
        { radiusMiles: 1, from: r.meta.date_from, to: r.meta.date_to, subjectValue: value },
      );
      expect(b.score).toBeCloseTo(again.score, 0);
      expect(Object.values(c).reduce((sum, x) => sum + x.points, 0)).toBeCloseTo(b.score, 0);
    }
  });

  it('ends its window at data_as_of, the latest purchase recorded in the state, and counts recency from there', async () => {
    // this file's purchases end 30 days ago (AS_OF): the window is the month up to then, and that last purchase is 0 days old
    const r = await bestBuyers('&months=1');
    expect(r.meta).toMatchObject({ date_from: addMonths(AS_OF, -1), date_to: AS_OF, data_as_of: AS_OF });
    expect(r.data.map((b) => b.buyer_name)).toEqual(['DAKOTA NEARBY HOMES LLC']);
    expect(r.data[0]!.components.recency).toMatchObject({ score: 1, inputs: { last_purchase_date: AS_OF, days_since: 0 } });
  });

  it('widens to the radius and months asked for, and cuts to the limit', async () => {
    expect((await bestBuyers('&radius=2')).data.map((b) => b.buyer_name)).toContain('DAKOTA EDGE LLC');
    const longer = await bestBuyers('&months=120');
    expect(longer.data.map((b) => b.buyer_name)).toContain('DAKOTA OLD CAPITAL LLC');
    expect(longer.meta.total).toBe(3);
    const one = await bestBuyers('&limit=1');
    expect(one.data.map((b) => b.buyer_name)).toEqual(['DAKOTA NEARBY HOMES LLC']);
    expect(one.meta.total).toBe(2);
  });

  it('answers an empty ranking when no investor bought within the radius', async () => {
    const none = await bestBuyers('&radius=0.001');
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, radius_miles: 0.001, scan_limit_hit: false, covered_radius_miles: 0.001 });
  });

  it.each([
    ['', 'address'],
    ['?address=', 'address'],
    ['?address=hello', 'address'],
    [`?address=${encodeURIComponent(SUBJECT_ADDRESS)}&radius=0`, 'radius'],
    [`?address=${encodeURIComponent(SUBJECT_ADDRESS)}&radius=25.5`, 'radius'],
    [`?address=${encodeURIComponent(SUBJECT_ADDRESS)}&months=0`, 'months'],
    [`?address=${encodeURIComponent(SUBJECT_ADDRESS)}&months=121`, 'months'],
    [`?address=${encodeURIComponent(SUBJECT_ADDRESS)}&limit=51`, 'limit'],
    [`?address=${encodeURIComponent(SUBJECT_ADDRESS)}&limit=ten`, 'limit'],
  ])('answers 400 for %s naming %s', async (params, name) => {
    const problem = await expectProblem(await api.get(`/buyers/best-buyers${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(`query.${name}`);
  });

  it('answers 404 for an address where there is no property', async () => {
    await expectProblem(await api.get(`/buyers/best-buyers?address=${encodeURIComponent('999 Prairie Ave, Sioux Falls, SD 57106')}`), 404);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await api.get(`/buyers/best-buyers?address=${encodeURIComponent(SUBJECT_ADDRESS)}`, null), 401);
  });
});
