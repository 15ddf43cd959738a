import { describe, expect, it } from 'vitest';
import { activityCode, activityFigures, activityMonthsOf, toTopBuyer } from '../../../../shared/buyers/activity.ts';
import { ratio } from '../../../../shared/buyers/numbers.ts';
import type { ActivityMonthRow } from '../../../../shared/buyers/queries.ts';
import { today } from '../../../../shared/platform/dates.ts';
import { BadRequest } from '../../../../shared/platform/errors.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('toTopBuyer', () => {
  it('states the row in the top-buyers shape: average to the cent, cash share in percent to 1 decimal', () => {
    expect(
      toTopBuyer({
        buyer_key: 'DAKOTA PRAIRIE HOMES LLC',
        purchases: 3,
        purchase_value: 600_001,
        cash_purchases: 2,
        last_purchase: '2023-03-20',
        portfolio_size: 12,
        markets: ['57105', '57106'],
        total_buyers: 5,
      }),
    ).toEqual({
      buyerName: 'DAKOTA PRAIRIE HOMES LLC',
      transactionCount: 3,
      totalPurchaseValue: 600_001,
      averagePurchasePrice: 200_000.33,
      cashPurchasePercentage: 66.7,
      primaryMarkets: ['57105', '57106'],
      lastPurchaseDate: '2023-03-20',
      portfolioSize: 12,
    });
  });
});

describe('ratio', () => {
  it.each([
    [2, 3, 0.6667],
    [0, 5, 0],
    [5, 5, 1],
    [0, 0, null],
  ] as const)('%i / %i = %j', (a, b, r) => {
    expect(ratio(a, b)).toBe(r);
  });
});

const month = (m: string, over: Partial<ActivityMonthRow>): ActivityMonthRow => ({
  month: m,
  purchases: 0,
  investor_purchases: 0,
  cash_purchases: 0,
  purchase_value: 0,
  median_price: null,
  tier_1: 0,
  tier_2_9: 0,
  tier_10_99: 0,
  tier_100_999: 0,
  tier_1000_plus: 0,
  unnamed_buyer: 0,
  unknown_tier: 0,
  ...over,
});

describe('activityFigures', () => {
  const may = month('2023-05', {
    purchases: 2,
    investor_purchases: 2,
    cash_purchases: 1,
    purchase_value: 800_000,
    median_price: 400_000,
    tier_2_9: 1,
    tier_1: 1,
  });
  const sep = month('2023-09', {
    purchases: 3,
    investor_purchases: 0,
    cash_purchases: 2,
    purchase_value: 590_000.5,
    median_price: 100_000,
    tier_1: 1,
    unnamed_buyer: 1,
    unknown_tier: 1,
  });
  const empty = month('2023-11', {});

  it('states one month with its shares', () => {
    expect(activityFigures([may])).toEqual({
      purchases: 2,
      investor_purchases: 2,
      investor_share: 1,
      cash_purchases: 1,
      cash_share: 0.5,
      purchase_value: 800_000,
      by_tier: { '1': 1, '2-9': 1, '10-99': 0, '100-999': 0, '1000+': 0, unnamed: 0, unknown: 0 },
      low_sample: ['investor_share', 'cash_share'],
    });
  });

  it('sums months and recomputes the shares from the sums', () => {
    expect(activityFigures([may, sep, empty])).toEqual({
      purchases: 5,
      investor_purchases: 2,
      investor_share: 0.4,
      cash_purchases: 3,
      cash_share: 0.6,
      purchase_value: 1_390_000.5,
      by_tier: { '1': 2, '2-9': 1, '10-99': 0, '100-999': 0, '1000+': 0, unnamed: 1, unknown: 1 },
      low_sample: ['investor_share', 'cash_share'],
    });
  });

  it('gives null shares, not 0, for a month without purchases', () => {
    expect(activityFigures([empty])).toMatchObject({ purchases: 0, investor_share: null, cash_share: null });
  });
});

describe('activityMonthsOf', () => {
  it.each([
    [{}, { firstMonth: '2024-12-01', lastMonth: '2026-11-01', dateTo: '2026-11-30' }],
    [{ date_to: '2024-02-10' }, { firstMonth: '2022-03-01', lastMonth: '2024-02-01', dateTo: '2024-02-29' }],
    [
      { date_from: '2023-01-15', date_to: '2023-12-01' },
      { firstMonth: '2023-01-01', lastMonth: '2023-12-01', dateTo: '2023-12-31' },
    ],
    [
      { date_from: '2016-01-15', date_to: '2025-12-31' },
      { firstMonth: '2016-01-01', lastMonth: '2025-12-01', dateTo: '2025-12-31' },
    ],
    [{ date_from: '2026-11-21' }, { firstMonth: '2026-11-01', lastMonth: '2026-11-01', dateTo: '2026-11-30' }],
    // any number of months
    [{ date_from: '1990-01-01' }, { firstMonth: '1990-01-01', lastMonth: '2026-11-01', dateTo: '2026-11-30' }],
  ])('%j -> %j', (q, expected) => {
    expect(activityMonthsOf(q, today(NOW))).toEqual(expected);
  });

  it.each([[{ date_from: '2026-12-01' }, 'must not be after date_to']])('%j is a 400 on date_from', (q, message) => {
    expect(() => activityMonthsOf(q, today(NOW))).toThrow(BadRequest);
    try {
      activityMonthsOf(q, today(NOW));
    } catch (e) {
      expect((e as BadRequest).errors).toEqual([{ path: 'date_from', message }]);
    }
  });
});

describe('activityCode', () => {
  it.each([
    [{ type: 'state', code: 'SD', name: 'South Dakota', state: 'SD' }, 'SD'],
    [{ type: 'msa', code: '43620', name: 'Sioux Falls, SD-MN', state: null }, '43620'],
    [{ type: 'county', code: '46099', name: 'Minnehaha County, SD', state: 'SD' }, '46099'],
    [{ type: 'city', code: 'SIOUX FALLS', name: 'SIOUX FALLS, SD', state: 'SD' }, 'SD|SIOUX FALLS'],
    [{ type: 'zip', code: '57105', name: '57105', state: 'SD' }, '57105'],
  ] as const)('%j is keyed %s', (g, code) => {
    expect(activityCode(g)).toBe(code);
  });
});
