/**
 * GET /geo-analytics/flips and /geo-analytics/flips/hold-time through the local gateway, on
 * hand-built histories in Oklahoma (this file's own state) whose flips and hold times are
 * counted by hand below.
 */
import { describe, expect, it } from 'vitest';
import { monthStartAfter } from '../../../shared/analytics/window.ts';
import { FlipsResponse, HoldTimeResponse } from '../../../shared/geo-analytics/schemas.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { expectProblem } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const OKC = (zip: string) => ({ zip, city: 'OKLAHOMA CITY', state: 'OK', lat: 35.47, lon: -97.52 });
const TULSA = { zip: '74103', city: 'TULSA', state: 'OK', lat: 36.15, lon: -95.99 };
const ID = 8_410_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const financed = (amount: number) => ({ FIRST_MTG_AMT: String(amount) });

// Resales (hold days): P1 100 (flip), P2 730, P3 270 (flip at a loss), P4 30 and 273 (flips),
// P7 90 (flip, dated by its recording date). P5's quitclaim is no purchase; P6 is in 2024; P8 is recent.
const RECORDS: ImportRecord[] = [
  property(ID + 1, '101 NW 5th St', {
    ...OKC('73102'),
    transactions: [
      sale('2023-01-10', 100_000, 'Sooner Flip Homes, L.L.C.', 'Pat Original'),
      sale('2023-04-20', 150_000, 'Sooner Jane Buyer', 'Sooner Flip Homes LLC', financed(120_000)),
    ],
  }),
  property(ID + 2, '102 NW 5th St', {
    ...OKC('73102'),
    transactions: [
      sale('2021-06-01', 200_000, 'Sooner Long Hold', 'Someone'),
      sale('2023-06-01', 260_000, 'Sooner Next Owner', 'Sooner Long Hold'),
    ],
  }),
  property(ID + 3, '103 NW 10th St', {
    ...OKC('73103'),
    transactions: [
      sale('2022-11-15', 180_000, 'Okie Rehab Inc', 'Sooner Seller Three'),
      sale('2023-08-12', 170_000, 'Sooner Buyer Three', 'Okie Rehab Inc'),
    ],
  }),
  property(ID + 4, '104 S Boston Ave', {
    ...TULSA,
    transactions: [
      sale('2023-02-01', 90_000, 'Sooner Tulsa Flips LLC', 'Sooner Seller Four'),
      sale('2023-03-03', 120_000, 'Sooner Quick Buyer', 'Sooner Tulsa Flips LLC'),
      sale('2023-12-01', 125_000, 'Sooner Last Buyer', 'Sooner Quick Buyer'),
    ],
  }),
  property(ID + 5, '105 NW 5th St', {
    ...OKC('73102'),
    transactions: [
      sale('2023-01-05', 150_000, 'Sooner Quit Owner', 'Someone'),
      sale('2023-03-01', 10, 'Sooner Quit Relative', 'Sooner Quit Owner', { TRANSACTION_TYPE: 'Quit Claim Deed' }),
    ],
  }),
  property(ID + 6, '106 NE 4th St', {
    ...OKC('73104'),
    transactions: [
      sale('2024-01-10', 100_000, 'Sooner Later Flips LLC', 'Someone'),
      sale('2024-02-09', 110_000, 'Sooner Later Buyer', 'Sooner Later Flips LLC'),
    ],
  }),
  property(ID + 7, '107 NW 10th St', {
    ...OKC('73103'),
    transactions: [
      sale('2023-05-01', 110_000, 'Sooner Seven LLC', 'Someone'),
      { ...sale('2023-07-30', 140_000, 'Sooner Buyer Seven', 'Sooner Seven LLC'), SALE_DATE: null },
    ],
  }),
  property(ID + 8, '108 NE 4th St', {
    ...OKC('73104'),
    transactions: [
      sale(day(-60), 100_000, 'Sooner Recent LLC', 'Someone'),
      sale(day(-20), 130_000, 'Sooner Recent Buyer', 'Sooner Recent LLC'),
    ],
  }),
];

const { api } = withState('OK', RECORDS, { rollups: true });

const YEAR_2023 = 'date_from=2023-01-01&date_to=2023-12-31';

async function flips(params: string) {
  const res = await api.get(`/geo-analytics/flips?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, body: FlipsResponse.parse(await res.json()) };
}
const ids = (body: { data: { property_id: number; resale: { date: string } }[] }) =>
  body.data.map((f) => `${f.property_id - ID}@${f.resale.date}`);

describe('GET /geo-analytics/flips', () => {
  it('lists the flips of a state in the window, most recent resale first, with both legs', async () => {
    const { res, body } = await flips(`search_type=state&state=OK&${YEAR_2023}`);
    expect(ids(body)).toEqual(['4@2023-12-01', '3@2023-08-12', '7@2023-07-30', '1@2023-04-20', '4@2023-03-03']);
    expect(body.meta).toMatchObject({
      page: 1,
      page_size: 20,
      total: 5,
      has_more: false,
      date_from: '2023-01-01',
      date_to: '2023-12-31',
      geography: { type: 'state', code: 'OK', name: 'Oklahoma', state: 'OK' },
      unverified_excluded: 0,
    });
    expect(body.data.find((f) => f.property_id === ID + 1)).toEqual({
      property_id: ID + 1,
      address: '101 NW 5TH ST, OKLAHOMA CITY, OK 73102',
      zip: '73102',
      city: 'OKLAHOMA CITY',
      state: 'OK',
      purchase: { date: '2023-01-10', price: 100_000, buyer: 'Sooner Flip Homes, L.L.C.' },
      resale: { date: '2023-04-20', price: 150_000, buyer: 'Sooner Jane Buyer', seller: 'Sooner Flip Homes LLC' },
      hold_days: 100,
      chain: 'verified',
      gross_profit: 50_000,
      roi: 0.5,
    });
    expect(body.data.find((f) => f.property_id === ID + 3)).toMatchObject({ hold_days: 270, gross_profit: -10_000, roi: -0.0556 });
    // the second flip of P4 was bought by the first flip's buyer
    expect(body.data[0]).toMatchObject({
      purchase: { date: '2023-03-03', price: 120_000, buyer: 'Sooner Quick Buyer' },
      hold_days: 273,
      gross_profit: 5000,
      roi: 0.0417,
    });
    expect(res.headers.get('x-data-source')).toBe('test');
  });

  it('dates a resale without a sale date by its recording date', async () => {
    const { body } = await flips(`search_type=zip&zip=73103&${YEAR_2023}&sort=hold_days&order=asc`);
    expect(body.data.map((f) => [f.property_id - ID, f.resale.date, f.hold_days, f.roi])).toEqual([
      [7, '2023-07-30', 90, 0.2727],
      [3, '2023-08-12', 270, -0.0556],
    ]);
  });

  it.each([
    ['gross_profit', 'desc', ['1@2023-04-20', '4@2023-03-03', '7@2023-07-30', '4@2023-12-01', '3@2023-08-12']],
    ['gross_profit', 'asc', ['3@2023-08-12', '4@2023-12-01', '4@2023-03-03', '7@2023-07-30', '1@2023-04-20']],
    ['roi', 'asc', ['3@2023-08-12', '4@2023-12-01', '7@2023-07-30', '4@2023-03-03', '1@2023-04-20']],
    ['hold_days', 'desc', ['4@2023-12-01', '3@2023-08-12', '1@2023-04-20', '7@2023-07-30', '4@2023-03-03']],
    ['purchase_price', 'desc', ['3@2023-08-12', '4@2023-12-01', '7@2023-07-30', '1@2023-04-20', '4@2023-03-03']],
  ] as const)('sorts by %s %s, ties by property_id', async (sort, order, want) => {
    expect(ids((await flips(`search_type=state&state=OK&${YEAR_2023}&sort=${sort}&order=${order}`)).body)).toEqual(want);
  });

  it('pages with a stable order and an exact total', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => flips(`search_type=state&state=OK&${YEAR_2023}&sort=gross_profit&page_size=2&page=${page}`)),
    );
    expect(pages.map((p) => ids(p.body))).toEqual([
      ['1@2023-04-20', '4@2023-03-03'],
      ['7@2023-07-30', '4@2023-12-01'],
      ['3@2023-08-12'],
      [],
    ]);
    expect(pages.map((p) => [p.body.meta.total, p.body.meta.has_more])).toEqual([
      [5, true],
      [5, true],
      [5, false],
      [5, false],
    ]);
  });

  it('narrows to max_hold_days', async () => {
    expect(ids((await flips(`search_type=state&state=OK&${YEAR_2023}&max_hold_days=100&sort=hold_days`)).body)).toEqual([
      '1@2023-04-20',
      '7@2023-07-30',
      '4@2023-03-03',
    ]);
  });

  it.each([
    ['search_type=zip&zip=73102', ['1@2023-04-20']],
    ['search_type=city&city=Tulsa&state=OK', ['4@2023-12-01', '4@2023-03-03']],
    ['search_type=city&city=Oklahoma City, OK', ['3@2023-08-12', '7@2023-07-30', '1@2023-04-20']],
    ['search_type=county&county=Oklahoma&state=OK', ['3@2023-08-12', '7@2023-07-30', '1@2023-04-20']],
    ['search_type=msa&msa=46140', ['4@2023-12-01', '4@2023-03-03']],
  ])('selects a geography: %s', async (where, want) => {
    expect(ids((await flips(`${where}&${YEAR_2023}`)).body)).toEqual(want);
  });

  it('takes the window by resale date, and by default the 12 months ending with the latest purchase (data_as_of)', async () => {
    expect(ids((await flips('search_type=zip&zip=73104&date_from=2024-02-09&date_to=2024-02-09')).body)).toEqual(['6@2024-02-09']);
    expect(ids((await flips('search_type=zip&zip=73104&date_from=2024-02-10&date_to=2024-12-31')).body)).toEqual([]);
    const recent = await flips('search_type=zip&zip=73104');
    expect(ids(recent.body)).toEqual([`8@${day(-20)}`]);
    expect(recent.body.meta).toMatchObject({ date_from: monthStartAfter(day(-20), -11), date_to: day(-20), data_as_of: day(-20) });
  });

  it.each([
    ['search_type=zip', 'query.zip'],
    ['search_type=town&town=Tulsa', 'query.search_type'],
    ['search_type=zip&zip=7310', 'query.zip'],
    ['search_type=city&city=Tulsa', 'query.state'],
    ['search_type=state&state=OK&date_from=2023-06-01&date_to=2023-05-31', 'query.date_from'],
    ['search_type=state&state=OK&date_from=2023-02-30', 'query.date_from'],
    ['search_type=state&state=OK&max_hold_days=366', 'query.max_hold_days'],
    ['search_type=state&state=OK&page_size=101', 'query.page_size'],
    ['search_type=state&state=OK&page=0', 'query.page'],
    ['search_type=state&state=OK&sort=profit', 'query.sort'],
    ['search_type=state&state=OK&order=up', 'query.order'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/geo-analytics/flips?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it.each([
    'search_type=zip&zip=00001',
    'search_type=city&city=Nowhereville&state=OK',
    'search_type=msa&msa=99999',
    'search_type=county&county=99999',
    'search_type=state&state=ZZ',
  ])('404 for an unknown place: %s', async (params) => {
    await expectProblem(await api.get(`/geo-analytics/flips?${params}`), 404);
  });

  it('401 without a key', async () => {
    await expectProblem(await api.get('/geo-analytics/flips?search_type=state&state=OK', null), 401);
  });
});

async function holdTime(params: string) {
  const res = await api.get(`/geo-analytics/flips/hold-time?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return HoldTimeResponse.parse(await res.json());
}
const histogram = (stats: { histogram: { label: string; count: number }[] }) =>
  Object.fromEntries(stats.histogram.filter((b) => b.count > 0).map((b) => [b.label, b.count]));

describe('GET /geo-analytics/flips/hold-time', () => {
  it('gives exact statistics and the histogram of flips and of all resales', async () => {
    const body = await holdTime(`search_type=state&state=OK&${YEAR_2023}`);
    // flips 30, 90, 100, 270, 273; resales add 730
    expect(body.flips).toMatchObject({ count: 5, mean_days: 152.6, median_days: 100, p25_days: 90, p75_days: 270, p90_days: 271.8 });
    expect(histogram(body.flips)).toEqual({ '0-30': 1, '61-90': 1, '91-180': 1, '181-270': 1, '271-365': 1 });
    expect(body.flips.histogram.find((b) => b.label === '0-30')).toEqual({
      label: '0-30',
      min_days: 0,
      max_days: 30,
      count: 1,
      share: 0.2,
    });
    expect(body.resales).toMatchObject({ count: 6, mean_days: 248.8, median_days: 185, p25_days: 92.5, p75_days: 272.3, p90_days: 501.5 });
    expect(histogram(body.resales)).toEqual({ '0-30': 1, '61-90': 1, '91-180': 1, '181-270': 1, '271-365': 1, '366-730': 1 });
    expect(body.resales.histogram.map((b) => b.label)).toEqual([
      '0-30',
      '31-60',
      '61-90',
      '91-180',
      '181-270',
      '271-365',
      '366-730',
      '731-1095',
      '1096-1825',
      '1826-3650',
      '3651-7300',
      '7301+',
    ]);
    expect(body).toMatchObject({ date_from: '2023-01-01', date_to: '2023-12-31', flip_window_days: 365 });
    expect(body.months).toBeUndefined();
  });

  it('covers whole months and breaks the window down by month', async () => {
    const body = await holdTime('search_type=city&city=Oklahoma City&state=OK&date_from=2023-04-15&date_to=2023-07-01&group_by=month');
    expect(body).toMatchObject({ date_from: '2023-04-01', date_to: '2023-07-31' });
    expect(body.resales).toMatchObject({ count: 3, median_days: 100 });
    expect(body.months!.map((m) => [m.month, m.flips.count, m.flips.median_days, m.resales.count, m.resales.median_days])).toEqual([
      ['2023-04', 1, 100, 1, 100],
      ['2023-05', 0, null, 0, null],
      ['2023-06', 0, null, 1, 730],
      ['2023-07', 1, 90, 1, 90],
    ]);
    expect(body.months![1]!.flips).toMatchObject({ mean_days: null, p90_days: null });
    expect(body.months![1]!.flips.histogram.every((b) => b.count === 0 && b.share === null)).toBe(true);
  });

  it('answers nulls, not zeros, where there is no resale', async () => {
    const body = await holdTime('search_type=zip&zip=73102&date_from=2020-01-01&date_to=2020-12-31');
    expect(body.flips).toMatchObject({ count: 0, mean_days: null, median_days: null, p25_days: null, p75_days: null, p90_days: null });
  });

  it.each([
    ['search_type=state&state=OK&group_by=year', 'query.group_by'],
    ['search_type=msa', 'query.msa'],
    ['search_type=state&state=OK&date_from=2023-06-01&date_to=2023-05-31', 'query.date_from'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/geo-analytics/flips/hold-time?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('404 for an unknown place, 401 without a key', async () => {
    await expectProblem(await api.get('/geo-analytics/flips/hold-time?search_type=zip&zip=00001'), 404);
    await expectProblem(await api.get('/geo-analytics/flips/hold-time?search_type=state&state=OK', null), 401);
  });
});
