import { describe, expect, it } from 'vitest';
import { grossYield, round } from '../../shared/geo-analytics/metrics.ts';
import { type LeaseValues, marketMetrics, yearOverYear } from '../../shared/rental-analytics/metrics.ts';

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
      leasesByMonth: new Map([
        ['2026-01', january],
        ['2026-02', february],
      ]),
      priorRents: [[1250], [1300]],
      salePrices: [[300_000, 200_000], [250_000]],
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

  it('median sale price and gross yield: 12 x 1350 / 250000', () => {
    expect(metrics.sales).toBe(3);
    expect(metrics.median_price).toBe(250_000);
    expect(metrics.gross_yield).toBe(0.0648);
  });

  it('a monthly series with every month, empty ones as 0 and null', () => {
    expect(metrics.monthly).toEqual([
      { month: '2026-01', leases: 3, median_rent: 1200 },
      { month: '2026-02', leases: 1, median_rent: 2000 },
      { month: '2026-03', leases: 0, median_rent: null },
    ]);
  });

  it('a window without leases or sales: counts 0, every level and ratio null', () => {
    const empty = marketMetrics({ leasesByMonth: new Map(), priorRents: [], salePrices: [] }, ['2026-01']);
    expect(empty).toMatchObject({
      leases: 0,
      rent: { p10: null, p25: null, median: null, p75: null, p90: null },
      median_rent_per_sqft: null,
      median_days_on_market: null,
      prior_year: { leases: 0, median_rent: null },
      median_rent_yoy_change: null,
      sales: 0,
      median_price: null,
      gross_yield: null,
      monthly: [{ month: '2026-01', leases: 0, median_rent: null }],
    });
  });
});
