import { describe, expect, it } from 'vitest';
import { grossYield, round } from '../../../../shared/analytics/metrics.ts';
import type { Counted } from '../../../../shared/analytics/percentiles.ts';
import { type LeaseMeasure, type LeaseValues, marketMetrics, yearOverYear } from '../../../../shared/rental-analytics/metrics.ts';

describe('grossYield = 12 x monthly rent / price', () => {
  it.each([
    [1500, 300_000, 0.06],
    [2000, 240_000, 0.1],
    [1234, 456_789, 0.0324], // 14808 / 456789 = 0.03242
    [null, 300_000, null],
    [1500, null, null],
    [1500, 0, null],
  ])('rent %s, price %s: %s', (rent, price, expected) => {
    expect(round(grossYield(rent, price), 4)).toBe(expected);
  });
});

describe('yearOverYear = current / prior - 1', () => {
  it.each([
    [1050, 1000, 0.05],
    [950, 1000, -0.05],
    [1000, 1000, 0],
    [1350, 1275, 0.0588], // 1.058823...
    [1000, 0, null],
    [null, 1000, null],
    [1000, null, null],
  ])('%s against %s: %s', (current, prior, expected) => {
    expect(yearOverYear(current, prior)).toBe(expected);
  });
});

describe('marketMetrics on hand-built leases', () => {
  // [rents, bedroom buckets, rents per sqft, days on market]: element k is one lease
  const january: LeaseValues[] = [
    [
      [1000, 1200],
      [2, 3],
      [1.0, 1.2],
      [10, 20],
    ],
    [[1500], [3], [null], [null]],
  ];
  const february: LeaseValues[] = [[[2000], [5], [1.6], [30]]];
  const metrics = marketMetrics(
    {
      months: new Map([
        ['2026-01', { leases: 3, median_rent: 1200 }],
        ['2026-02', { leases: 1, median_rent: 2000.004 }],
      ]),
      leases: [...january, ...february],
      years: new Map(),
      priorRents: [[1250], [1300]],
      priorYears: [],
      // four purchases, three of them market evidence
      purchases: 4,
      salePrices: [[300_000, 200_000], [250_000]],
      saleYears: [],
    },
    ['2026-01', '2026-02', '2026-03'],
  );

  it('rent percentiles over every lease of the window: 1000, 1200, 1500, 2000', () => {
    expect(metrics.leases).toBe(4);
    // h = p x 3: p10 -> 1000 + 0.3 x 200; p25 -> 1000 + 0.75 x 200; median -> (1200 + 1500) / 2; p75 -> 1500 + 0.25 x 500; p90 -> 1500 + 0.7 x 500
    expect(metrics.rent).toEqual({ p10: 1060, p25: 1150, median: 1350, p75: 1625, p90: 1850 });
  });

  it('rent per square foot and days on market over the leases where known', () => {
    expect(metrics.median_rent_per_sqft).toBe(1.2);
    expect(metrics.median_days_on_market).toBe(20);
  });

  it('by bedroom bucket, every bucket listed', () => {
    expect(metrics.by_bedrooms).toEqual([
      { bedrooms: '0', leases: 0, p25: null, median: null, p75: null },
      { bedrooms: '1', leases: 0, p25: null, median: null, p75: null },
      { bedrooms: '2', leases: 1, p25: 1000, median: 1000, p75: 1000 },
      { bedrooms: '3', leases: 2, p25: 1275, median: 1350, p75: 1425 },
      { bedrooms: '4', leases: 0, p25: null, median: null, p75: null },
      { bedrooms: '5+', leases: 1, p25: 2000, median: 2000, p75: 2000 },
    ]);
  });

  it("year-over-year against the prior year's median (1250, 1300 -> 1275)", () => {
    expect(metrics.prior_year).toEqual({ leases: 2, median_rent: 1275 });
    expect(metrics.median_rent_yoy_change).toBe(0.0588);
  });

  it('median sale price over the market evidence and gross yield: 12 x 1350 / 250000', () => {
    expect(metrics.sales).toBe(4);
    expect(metrics.price_sales).toBe(3);
    expect(metrics.median_price).toBe(250_000);
    expect(metrics.gross_yield).toBe(0.0648);
  });

  it('a monthly series with every month (the stored medians, rounded), empty ones as 0 and null', () => {
    expect(metrics.monthly).toEqual([
      { month: '2026-01', leases: 3, median_rent: 1200 },
      { month: '2026-02', leases: 1, median_rent: 2000 },
      { month: '2026-03', leases: 0, median_rent: null },
    ]);
  });

  it('a window without leases or sales: counts 0, every level and ratio null', () => {
    const empty = marketMetrics(
      { months: new Map(), leases: [], years: new Map(), priorRents: [], priorYears: [], purchases: 0, salePrices: [], saleYears: [] },
      ['2026-01'],
    );
    expect(empty).toMatchObject({
      leases: 0,
      rent: { p10: null, p25: null, median: null, p75: null, p90: null },
      median_rent_per_sqft: null,
      median_days_on_market: null,
      prior_year: { leases: 0, median_rent: null },
      median_rent_yoy_change: null,
      sales: 0,
      price_sales: 0,
      median_price: null,
      gross_yield: null,
      monthly: [{ month: '2026-01', leases: 0, median_rent: null }],
    });
  });
});

describe('marketMetrics of whole years given as distinct values with counts', () => {
  // a fixed-seed generator: leases with repeated rents, unknown areas, bedrooms and days
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const lease = () => ({
    rent: 800 + 25 * Math.floor(next() * 60),
    beds: next() < 0.1 ? null : Math.floor(next() * 6),
    perSqft: next() < 0.2 ? null : Math.round(100 * (0.8 + next())) / 100,
    days: next() < 0.1 ? null : Math.floor(next() * 40),
  });
  type Lease = ReturnType<typeof lease>;
  const values = (ls: Lease[]): LeaseValues => [
    ls.map((l) => l.rent),
    ls.map((l) => l.beds),
    ls.map((l) => l.perSqft),
    ls.map((l) => l.days),
  ];
  const tallied = (xs: (number | null)[]): Counted => {
    const t = new Map<number, number>();
    for (const x of xs) if (x !== null) t.set(x, (t.get(x) ?? 0) + 1);
    return { values: [...t.keys()], counts: [...t.values()] };
  };
  /** the yearly rollup's rows of these leases: one Counted per measure */
  const yearly = (ls: Lease[]) =>
    new Map<LeaseMeasure, Counted[]>([
      ['rent', [tallied(ls.map((l) => l.rent))]],
      ...[0, 1, 2, 3, 4, 5].map(
        (b) => [`rent_beds_${b}`, [tallied(ls.filter((l) => l.beds === b).map((l) => l.rent))]] as [LeaseMeasure, Counted[]],
      ),
      ['rent_per_sqft', [tallied(ls.map((l) => l.perSqft))]],
      ['days_on_market', [tallied(ls.map((l) => l.days))]],
    ]);
  const edge = Array.from({ length: 300 }, lease);
  const whole = Array.from({ length: 2_000 }, lease);
  const prices = Array.from({ length: 500 }, () => 100_000 + 5_000 * Math.floor(next() * 80));
  const priorRents = Array.from({ length: 900 }, () => lease().rent);
  const none = { months: new Map(), years: new Map(), priorYears: [], saleYears: [], purchases: 500 };
  const listed = marketMetrics({ ...none, leases: [values([...edge, ...whole])], priorRents: [priorRents], salePrices: [prices] }, []);
  const counted = marketMetrics(
    {
      ...none,
      leases: [values(edge)],
      years: yearly(whole),
      priorRents: [priorRents.slice(0, 100)],
      priorYears: [tallied(priorRents.slice(100, 600)), tallied(priorRents.slice(600))],
      salePrices: [prices.slice(0, 50)],
      saleYears: [tallied(prices.slice(50))],
    },
    [],
  );

  it('the same metrics, to the last digit, as every value listed once', () => {
    expect(counted).toEqual(listed);
    expect(counted.leases).toBe(2_300);
    expect(counted.by_bedrooms.reduce((n, b) => n + b.leases, 0)).toBe([...edge, ...whole].filter((l) => l.beds !== null).length);
  });
});
