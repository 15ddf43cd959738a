import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_PATTERN, SINGLE_FAMILY_TYPES } from '../../../shared/analytics/definitions.ts';
import {
  change,
  grossYield,
  HOLD_BUCKETS,
  holdDistribution,
  ratio,
  round,
  share,
  weightedMedian,
} from '../../../shared/analytics/metrics.ts';
import type { PortfolioTier } from '../../../shared/analytics/tiers.ts';
import { monthEnd, monthList, monthStartAfter, monthWindow, priorYear, resolveWindow } from '../../../shared/analytics/window.ts';
import { toFlip } from '../../../shared/geo-analytics/flips.ts';
import { holdTimeSummary } from '../../../shared/geo-analytics/hold-time.ts';
import { isInstitutionalTier, tierBreakdown, tierSuffix } from '../../../shared/geo-analytics/ownership.ts';
import type { FlipRow, ZipAggregate } from '../../../shared/geo-analytics/queries.ts';
import { compareZipRows, presentZipRow, type ZipRow, zipRow } from '../../../shared/geo-analytics/zips.ts';
import { firstOfMonth, monthsCovered } from '../../../shared/platform/dates.ts';

describe('date windows', () => {
  it.each([
    ['2024-03-15', 0, '2024-03-01'],
    ['2024-03-15', -2, '2024-01-01'],
    ['2024-03-15', -3, '2023-12-01'],
    ['2024-03-15', -11, '2023-04-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-01-31', -25, '2021-12-01'],
  ])('monthStartAfter(%s, %i) = %s', (d, n, want) => {
    expect(monthStartAfter(d, n)).toBe(want);
  });

  it.each([
    ['2024-02-10', '2024-02-01', '2024-02-29'],
    ['2023-02-10', '2023-02-01', '2023-02-28'],
    ['2024-04-30', '2024-04-01', '2024-04-30'],
    ['2024-12-01', '2024-12-01', '2024-12-31'],
  ])('the month of %s runs %s to %s', (d, start, end) => {
    expect([firstOfMonth(d), monthEnd(d)]).toEqual([start, end]);
  });

  it.each([
    ['2024-01-31', '2024-01-01', 1],
    ['2024-01-31', '2024-02-01', 2],
    ['2023-12-01', '2024-11-30', 12],
    ['2020-01-01', '2024-12-31', 60],
  ])('%s to %s spans %i calendar months', (from, to, n) => {
    expect(monthsCovered(from, to)).toBe(n);
  });

  it.each([
    [{}, { date_from: '2025-12-01', date_to: '2026-11-21' }],
    [{ date_to: '2024-06-30' }, { date_from: '2023-07-01', date_to: '2024-06-30' }],
    [{ date_from: '2024-01-15' }, { date_from: '2024-01-15', date_to: '2026-11-21' }],
    [
      { date_from: '2024-01-15', date_to: '2024-01-15' },
      { date_from: '2024-01-15', date_to: '2024-01-15' },
    ],
  ])('resolveWindow(%j) defaults to %j (today 2026-11-21)', (q, want) => {
    expect(resolveWindow(q, '2026-11-21')).toEqual({ window: want, issues: [] });
  });

  it.each([
    [{ date_from: '2024-02-01', date_to: '2024-01-31' }, 'date_from must not be after date_to'],
    [{ date_from: '2027-01-01' }, 'date_from must not be after date_to (default: 2026-11-21)'],
  ])('resolveWindow(%j) is refused: %s', (q, message) => {
    expect(resolveWindow(q, '2026-11-21').issues).toEqual([{ path: 'date_from', message }]);
  });

  it('accepts any span, the whole history included', () => {
    expect(resolveWindow({ date_from: '1990-01-01', date_to: '2026-11-21' }, '2026-11-21').issues).toEqual([]);
  });

  it.each([
    [
      { date_from: '2024-01-15', date_to: '2024-03-02' },
      { date_from: '2024-01-01', date_to: '2024-03-31' },
      { date_from: '2023-01-01', date_to: '2023-03-31' },
    ],
    [
      { date_from: '2024-02-29', date_to: '2024-02-29' },
      { date_from: '2024-02-01', date_to: '2024-02-29' },
      { date_from: '2023-02-01', date_to: '2023-02-28' },
    ],
  ])('%j covers the months %j, a year earlier %j', (w, months, prior) => {
    expect(monthWindow(w)).toEqual(months);
    expect(priorYear(monthWindow(w))).toEqual(prior);
  });

  it('lists the months of a window', () => {
    expect(monthList({ date_from: '2023-11-01', date_to: '2024-02-29' })).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
  });
});

describe('ratios and rounding', () => {
  it.each([
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [0, 5, 0],
    [5, 5, 1],
    [0, 0, null],
    [3, 0, null],
  ])('share(%i, %i) = %s', (part, total, want) => {
    expect(share(part, total)).toBe(want);
  });

  it.each([
    [null, 2, null],
    [1234.5678, 2, 1234.57],
    [-0.055555, 4, -0.0556],
    [272.25, 1, 272.3],
    [0, 4, 0],
  ])('round(%s, %i) = %s', (value, digits, want) => {
    expect(round(value, digits)).toBe(want);
  });

  it.each([
    [6, 3, 1, 2],
    [140_000, 110_000, 0.2727, 1.2727],
    [90_000, null, null, null],
    [null, 100, null, null],
    [5, 0, null, null],
    [0, 4, -1, 0],
  ])('change(%s, %s) = %s, ratio = %s', (current, prior, want, r) => {
    expect(round(change(current, prior), 4)).toBe(want);
    expect(round(ratio(current, prior), 4)).toBe(r);
  });

  it.each([
    [1100, 140_000, 0.0943],
    [2000, 240_000, 0.1],
    [null, 140_000, null],
    [1100, null, null],
    [1100, 0, null],
  ])('grossYield(rent %s, price %s) = %s', (rent, price, want) => {
    expect(round(grossYield(rent, price), 4)).toBe(want);
  });
});

describe('weighted median of monthly medians', () => {
  it.each([
    ['one month', [130_000], [3], 130_000],
    ['running weight exactly half at 130k: mean with the next', [150_000, 300_000, 130_000], [2, 1, 3], 140_000],
    ['half passed inside a value', [150, 200, 175], [2, 1, 2], 175],
    ['two equal weights', [1100, 2000], [1, 1], 1550],
    ['heavier month wins', [1100, 2000], [2, 1], 1100],
    ['months without weight are ignored', [5, 9, 7], [0, 1, 1], 8],
    ['ties', [10, 10, 20], [1, 1, 1], 10],
    ['nothing', [], [], null],
    ['only weightless months', [3], [0], null],
  ])('%s', (_, values, weights, want) => {
    expect(weightedMedian(values, weights)).toBe(want);
  });
});

describe('hold-time distribution', () => {
  it('gives the same distribution of days with counts (a yearly rollup) as of the days listed once', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const days = Array.from({ length: 3_000 }, () => Math.floor(next() * (next() < 0.2 ? 400 : 6_000)));
    const tally = new Map<number, number>();
    for (const d of days.slice(500)) tally.set(d, (tally.get(d) ?? 0) + 1);
    const counted = [{ values: [...tally.keys()], counts: [...tally.values()] }];
    expect(holdDistribution(days.slice(0, 500), counted)).toEqual(holdDistribution(days));
    expect(holdDistribution([], counted).count).toBe(2_500);
  });

  it('gives count, mean, quartiles, p90 and the histogram of unsorted days', () => {
    const d = holdDistribution([730, 100, 30, 273, 90, 270]);
    expect(d).toMatchObject({ count: 6, mean_days: 248.8, median_days: 185, p25_days: 92.5, p75_days: 272.3, p90_days: 501.5 });
    expect(d.histogram.filter((b) => b.count).map((b) => [b.label, b.count, b.share])).toEqual([
      ['0-30', 1, 0.1667],
      ['61-90', 1, 0.1667],
      ['91-180', 1, 0.1667],
      ['181-270', 1, 0.1667],
      ['271-365', 1, 0.1667],
      ['366-730', 1, 0.1667],
    ]);
  });

  it("puts each bucket's bounds in it, and anything long in the last", () => {
    const edges = HOLD_BUCKETS.flatMap((b) => (b.max_days === null ? [b.min_days, 20_000] : [b.min_days, b.max_days]));
    expect(holdDistribution(edges).histogram.map((b) => b.count)).toEqual(HOLD_BUCKETS.map(() => 2));
  });

  it('answers nulls, not zeros, without resales', () => {
    const d = holdDistribution([]);
    expect(d).toMatchObject({ count: 0, mean_days: null, median_days: null, p25_days: null, p75_days: null, p90_days: null });
    expect(d.histogram.map((b) => [b.count, b.share])).toEqual(HOLD_BUCKETS.map(() => [0, null]));
  });

  it('pools the rollup rows of flips and of all resales apart', () => {
    const rows = [
      { resale_hold_days: [30, 730], flip_hold_days: [30], unverified_resale_hold_days: [0, 900], unverified_flip_hold_days: [0] },
      { resale_hold_days: [100], flip_hold_days: [100], unverified_resale_hold_days: [], unverified_flip_hold_days: [] },
    ];
    const s = holdTimeSummary(rows);
    expect([s.flips.count, s.flips.median_days, s.resales.count, s.resales.median_days]).toEqual([2, 65, 3, 100]);
    // the unverified chains only when asked for
    const all = holdTimeSummary(rows, undefined, true);
    expect([all.flips.count, all.flips.median_days, all.resales.count, all.resales.median_days]).toEqual([3, 30, 5, 100]);
  });
});

describe('hold-time buckets', () => {
  it('cover every day from 0 without gaps or overlaps, the last open-ended', () => {
    HOLD_BUCKETS.forEach((b, i) => {
      expect(b.min_days).toBe(i === 0 ? 0 : HOLD_BUCKETS[i - 1]!.max_days! + 1);
      expect(b.label).toBe(b.max_days === null ? `${b.min_days}+` : `${b.min_days}-${b.max_days}`);
    });
    expect(HOLD_BUCKETS.at(-1)!.max_days).toBeNull();
    expect(HOLD_BUCKETS.find((b) => b.max_days === 365)).toBeDefined(); // the flip window ends on a boundary
  });
});

describe('portfolio tiers in the rollups', () => {
  it.each([
    ['1', '1', false],
    ['2-9', '2_9', false],
    ['10-99', '10_99', false],
    ['100-999', '100_999', true],
    ['1000+', '1000_plus', true],
  ] as const)('tier %s: column suffix %s, institutional %s', (tier, suffix, institutional) => {
    expect(tierSuffix(tier)).toBe(suffix);
    expect(isInstitutionalTier(tier)).toBe(institutional);
  });

  it('breaks a total down by tier, unknown last, with the institutional sum', () => {
    const counts: Record<PortfolioTier, number> = { '1': 6, '2-9': 2, '10-99': 12, '100-999': 95, '1000+': 5 };
    expect(tierBreakdown((t) => counts[t], 2, 122)).toEqual({
      byTier: [
        { tier: '1', count: 6, share: 0.0492 },
        { tier: '2-9', count: 2, share: 0.0164 },
        { tier: '10-99', count: 12, share: 0.0984 },
        { tier: '100-999', count: 95, share: 0.7787 },
        { tier: '1000+', count: 5, share: 0.041 },
        { tier: 'unknown', count: 2, share: 0.0164 },
      ],
      institutional: { count: 100, share: 0.8197 },
    });
    expect(tierBreakdown(() => 0, 0, 0).institutional).toEqual({ count: 0, share: null });
  });
});

describe('definitions', () => {
  it('names single-family types upper case, as the rollups compare them', () => {
    expect(SINGLE_FAMILY_TYPES.every((t) => t === t.toUpperCase())).toBe(true);
  });

  it('writes the entity pattern with PostgreSQL word boundaries', () => {
    expect(ENTITY_NAME_PATTERN).toMatch(/^\\y\(LLC\|/);
    expect(ENTITY_NAME_PATTERN).not.toContain('\\b');
  });
});

describe('presentation', () => {
  const flip: FlipRow = {
    property_id: 7,
    address_key: '107 NW 10TH ST',
    city: 'OKLAHOMA CITY',
    state: 'OK',
    zip: '73103',
    data_source: 'test',
    purchase_date: '2023-05-01',
    purchase_price: 110_000,
    purchase_buyer: 'Sooner Seven LLC',
    resale_date: '2023-07-30',
    resale_price: 140_000,
    resale_buyer: null,
    resale_seller: 'Sooner Seven LLC',
    hold_days: 90,
    chain: 'verified',
    gross_profit: 30_000,
    roi: 0.272727,
  };

  it('shapes a flip with its legs, rounding the ROI and keeping unknowns null', () => {
    expect(toFlip(flip)).toEqual({
      property_id: 7,
      address: '107 NW 10TH ST, OKLAHOMA CITY, OK 73103',
      zip: '73103',
      city: 'OKLAHOMA CITY',
      state: 'OK',
      purchase: { date: '2023-05-01', price: 110_000, buyer: 'Sooner Seven LLC' },
      resale: { date: '2023-07-30', price: 140_000, buyer: null, seller: 'Sooner Seven LLC' },
      hold_days: 90,
      chain: 'verified',
      gross_profit: 30_000,
      roi: 0.2727,
    });
    expect(toFlip({ ...flip, purchase_price: null, gross_profit: null, roi: null })).toMatchObject({
      purchase: { price: null },
      gross_profit: null,
      roi: null,
    });
  });

  // Wichita 67202 of test/integration/geo-analytics/zip-analysis-and-page.test.ts, computed by hand there
  const wichita: ZipAggregate = {
    zip: '67202',
    city: 'Wichita',
    state: 'KS',
    sales: 6,
    sales_value: 1_350_000,
    investor_purchases: 3,
    cash_purchases: 2,
    flips: 2,
    resales: 3,
    leases: 3,
    prior_sales: 3,
    prices: [200_000, 100_000, 300_000, 120_000, 130_000, 500_000],
    prior_prices: [100_000, 120_000, 150_000],
    rents: [1000, 1200, 2000],
    price_per_sqft_medians: [150, 200, 175],
    price_per_sqft_weights: [2, 1, 2],
    hold_days_medians: [339, 379, 336],
    hold_days_weights: [1, 1, 1],
    single_family: 10,
    institutional: 4,
  };
  const empty: ZipAggregate = {
    ...wichita,
    zip: '67203',
    sales: 0,
    sales_value: 0,
    investor_purchases: 0,
    cash_purchases: 0,
    flips: 0,
    resales: 0,
    leases: 0,
    prior_sales: 0,
    prices: [],
    prior_prices: [],
    rents: [],
    price_per_sqft_medians: [],
    price_per_sqft_weights: [],
    hold_days_medians: [],
    hold_days_weights: [],
    single_family: 0,
    institutional: 0,
  };

  it("turns a zip's rollup sums and monthly medians into its metrics", () => {
    expect(presentZipRow(zipRow(wichita))).toEqual({
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
      investor_share: 0.5,
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
      // every statistic of these few sales is named; the counts (sales 6, leases 3, ...) are beside them
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
    });
  });

  it('names no statistic of an empty zip low: they are null', () => {
    expect(zipRow(empty).low_sample).toEqual([]);
  });

  it('keeps every unknown metric null, counts 0', () => {
    expect(zipRow(empty)).toMatchObject({
      sales: 0,
      sales_yoy_change: null,
      median_price: null,
      median_price_yoy_change: null,
      median_price_per_sqft: null,
      investor_share: null,
      cash_share: null,
      flip_rate: null,
      median_hold_days: null,
      median_rent: null,
      gross_yield: null,
      institutional_share: null,
    });
  });

  it('sorts by a metric, nulls last either way, ties by zip', () => {
    const rows: ZipRow[] = [
      { ...zipRow(empty), zip: '00003' },
      { ...zipRow(wichita), zip: '00002', median_price: 100 },
      { ...zipRow(wichita), zip: '00001', median_price: 100 },
      { ...zipRow(wichita), zip: '00004', median_price: 300 },
    ];
    const order = (sort: Parameters<typeof compareZipRows>[0], dir: 'asc' | 'desc') =>
      [...rows].sort(compareZipRows(sort, dir)).map((r) => r.zip);
    expect(order('median_price', 'desc')).toEqual(['00004', '00001', '00002', '00003']);
    expect(order('median_price', 'asc')).toEqual(['00001', '00002', '00004', '00003']);
    expect(order('zip', 'desc')).toEqual(['00004', '00003', '00002', '00001']);
    expect(order('sales', 'asc')).toEqual(['00003', '00001', '00002', '00004']);
  });

  it('rounds money to cents, fractions to 4 decimals and days to 1, keeping nulls', () => {
    const row = {
      ...zipRow(wichita),
      sales_value: 1_350_000.004,
      median_price: 140_000.125,
      median_price_per_sqft: 174.99999,
      cash_share: 1 / 3,
      median_hold_days: 338.75,
      median_rent: null,
    };
    expect(presentZipRow(row)).toMatchObject({
      sales_value: 1_350_000,
      median_price: 140_000.13,
      median_price_per_sqft: 175,
      cash_share: 0.3333,
      median_hold_days: 338.8,
      median_rent: null,
    });
  });
});
