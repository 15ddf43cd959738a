import { describe, expect, it } from 'vitest';
import { profileSummary } from '../../../../shared/buyer-profiles/profile.ts';
import { scanLimitHit, subjectValue } from '../../../../shared/buyers/best-buyers.ts';
import { chooseBuyer, type NameCandidate } from '../../../../shared/buyers/resolve.ts';

const c = (name: string, similarity: number, purchases: number): NameCandidate => ({ name, similarity, purchases });

describe('chooseBuyer', () => {
  it.each([
    {
      name: 'an exact match wins over any similar name, which are listed',
      exact: c('PLATTE VALLEY HOMES LLC', 1, 6),
      similar: [c('PLATTE VALLEY HOMES INC', 0.8, 1)],
      expected: { best: 'PLATTE VALLEY HOMES LLC', level: 'exact', alternatives: ['PLATTE VALLEY HOMES INC'] },
    },
    {
      name: 'without an exact match, the most similar; equal similarity goes to the busier buyer',
      exact: undefined,
      similar: [c('PLATTE VALLEY HOMES INC', 0.8, 1), c('PLATTE VALLEY HOLDINGS LLC', 0.6, 40), c('PLATTE VALLEY HOMES LLC', 0.8, 6)],
      expected: { best: 'PLATTE VALLEY HOMES LLC', level: 'near', alternatives: ['PLATTE VALLEY HOMES INC', 'PLATTE VALLEY HOLDINGS LLC'] },
    },
    {
      name: 'names below 0.5 are neither the answer nor alternatives',
      exact: undefined,
      similar: [c('PLATTE RIVER REALTY LLC', 0.49, 100), c('PLATTE VALLEY HOMES LLC', 0.5, 6)],
      expected: { best: 'PLATTE VALLEY HOMES LLC', level: 'near', alternatives: [] },
    },
    {
      name: 'at most 5 alternatives, equal similarity and purchases by name',
      exact: undefined,
      similar: ['F', 'E', 'D', 'C', 'B', 'A', 'G'].map((n) => c(`PLATTE ${n}`, 0.7, 1)),
      expected: { best: 'PLATTE A', level: 'near', alternatives: ['PLATTE B', 'PLATTE C', 'PLATTE D', 'PLATTE E', 'PLATTE F'] },
    },
  ])('$name', ({ exact, similar, expected }) => {
    const choice = chooseBuyer(exact, similar)!;
    expect({ best: choice.best.name, level: choice.level, alternatives: choice.alternatives.map((a) => a.name) }).toEqual(expected);
  });

  it('finds nobody when nothing is similar enough', () => {
    expect(chooseBuyer(undefined, [c('PLATTE RIVER REALTY LLC', 0.3, 100)])).toBeNull();
    expect(chooseBuyer(undefined, [])).toBeNull();
  });
});

describe('subjectValue', () => {
  it.each([
    [
      { valuation_value: 250_000, assessed_value: 200_000, last_sale_price: 180_000 },
      { value: 250_000, source: 'valuation' },
    ],
    [
      { valuation_value: null, assessed_value: 200_000, last_sale_price: 180_000 },
      { value: 200_000, source: 'assessed_value' },
    ],
    [
      { valuation_value: 0, assessed_value: null, last_sale_price: 180_000 },
      { value: 180_000, source: 'last_sale_price' },
    ],
    [{ valuation_value: null, assessed_value: 0, last_sale_price: null }, null],
  ])('%j -> %j', (s, expected) => {
    expect(subjectValue(s)).toEqual(expected);
  });
});

describe('scanLimitHit', () => {
  it.each([
    [{ scanned: 5000, farthestMiles: 0.8 }, 1, true],
    [{ scanned: 5000, farthestMiles: 1.2 }, 1, false],
    [{ scanned: 4999, farthestMiles: 0.8 }, 1, false],
    [{ scanned: 0, farthestMiles: 0 }, 1, false],
  ])('%j within %i mile(s) -> %s', (scan, radius, hit) => {
    expect(scanLimitHit(scan, radius, 5000)).toBe(hit);
  });
});

describe('profileSummary', () => {
  it('derives averages, shares and the tier from the rollup figures', () => {
    const summary = profileSummary({
      buyer_key: 'PLATTE VALLEY HOMES LLC',
      is_entity: true,
      purchases: 6,
      purchase_value: 1_080_000,
      cash_purchases: 3,
      first_purchase: '2019-03-01',
      last_purchase: '2022-02-01',
      sales: 2,
      flips: 1,
      portfolio_size: 5,
      median_purchase_price: 175_000,
      resales: 2,
      median_hold_days: 380.5,
      mean_hold_days: 380.5,
    });
    expect(summary).toEqual({
      portfolio_size: 5,
      portfolio_tier: '2-9',
      purchases: 6,
      purchase_value: 1_080_000,
      average_purchase_price: 180_000,
      median_purchase_price: 175_000,
      cash_purchases: 3,
      cash_share: 0.5,
      first_purchase_date: '2019-03-01',
      last_purchase_date: '2022-02-01',
      sales: 2,
      flips: 1,
      resales: 2,
      median_hold_days: 380.5,
      mean_hold_days: 380.5,
    });
  });

  it('keeps unknown hold times null and rounds the mean to 1 decimal', () => {
    const base = {
      buyer_key: 'X',
      is_entity: false,
      purchases: 3,
      purchase_value: 100,
      cash_purchases: 1,
      first_purchase: null,
      last_purchase: null,
      sales: 0,
      flips: 0,
      portfolio_size: 0,
      median_purchase_price: null,
    };
    expect(profileSummary({ ...base, resales: 0, median_hold_days: null, mean_hold_days: null })).toMatchObject({
      median_hold_days: null,
      mean_hold_days: null,
      cash_share: 0.3333,
      average_purchase_price: 33.33,
      portfolio_tier: '1',
    });
    expect(profileSummary({ ...base, resales: 3, median_hold_days: 100, mean_hold_days: 123.456 })).toMatchObject({
      mean_hold_days: 123.5,
    });
  });
});
