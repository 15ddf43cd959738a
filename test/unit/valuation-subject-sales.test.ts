/**
 * The subject's own sales as evidence and the window's edge (shared/properties/valuation/subject-sales.ts,
 * recencyWeight in model.ts; docs/valuation.md#the-subjects-own-sales), on tables.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/platform/dates.ts';
import { ESTIMATE_LIMITS, recencyWeight } from '../../shared/properties/valuation/model.ts';
import { buildIndex, type IndexMonth } from '../../shared/properties/valuation/price-index.ts';
import {
  adjustSale,
  agreement,
  blendedRange,
  blendSubjectSales,
  horizonTaper,
  SUBJECT_SALE_RULES,
  saleVariance,
} from '../../shared/properties/valuation/subject-sales.ts';

const AS_OF = '2026-03-20';
/** comparables valuing the home at 535,000 with an interval error of 0.15 (log) */
const COMPARABLES = { centre: Math.log(535_000), intervalSigma: 0.15, confidenceSigma: 0.12, miles: 0 };
const sold = (daysBefore: number, price: number, indexed = true) => ({
  date: addDays(AS_OF, -daysBefore),
  price,
  adjusted: Math.log(price),
  indexed,
});

describe('horizonTaper, saleVariance, agreement', () => {
  it.each([
    [0, 1],
    [-1, 1],
    [2.5, (1 - 0.0625) ** 2],
    [5, 0.5625],
    [9.99, (1 - 0.999 ** 2) ** 2],
    [10, 0],
    [12, 0],
  ])('a sale %s years old weighs %s of a new one', (years, weight) => {
    expect(horizonTaper(years)).toBeCloseTo(weight, 9);
  });

  it('the taper falls steadily: no step anywhere in the horizon', () => {
    for (let y = 0; y < 10; y += 0.01) {
      expect(horizonTaper(y + 0.01)).toBeLessThanOrEqual(horizonTaper(y));
      expect(horizonTaper(y) - horizonTaper(y + 0.01)).toBeLessThan(0.005);
    }
  });

  it.each([
    [0, true, 0.0036],
    [1, true, 0.0076],
    [5, true, 0.0236],
    [1, false, 0.0101],
  ])('a sale %s years old (indexed %s) has log variance %s', (years, indexed, variance) => {
    expect(saleVariance(years, indexed)).toBeCloseTo(variance, 9);
  });

  it.each([
    [0, 1],
    [2, 1],
    [-2, 1],
    [4, 0.25],
    [-8, 0.0625],
  ])('a sale %s standard errors from the comparables keeps %s of its precision', (z, kept) => {
    expect(agreement(z)).toBeCloseTo(kept, 9);
  });
});

describe('blendSubjectSales', () => {
  it('without sales of its own, the comparables alone', () => {
    const b = blendSubjectSales(COMPARABLES, [], AS_OF);
    expect(b).toMatchObject({ centre: COMPARABLES.centre, intervalSigma: 0.15, share: 0, basis: 'comparables' });
  });

  it('comparables miles away weigh less against the sale: another neighbourhood', () => {
    const sales = [sold(200, 400_000)];
    const close = blendSubjectSales(COMPARABLES, sales, AS_OF);
    const far = blendSubjectSales({ ...COMPARABLES, miles: 4 }, sales, AS_OF);
    expect(far.share).toBeGreaterThan(close.share);
    expect(far.intervalSigma).toBeGreaterThan(close.intervalSigma);
  });

  it('a home sold at arms length 20 days ago for 400,000 is valued near that price, and says so', () => {
    const b = blendSubjectSales(COMPARABLES, [sold(20, 400_000)], AS_OF);
    expect(b.basis).toBe('subject_sale');
    expect(b.share).toBeGreaterThan(0.8);
    const value = Math.exp(b.centre);
    expect(value).toBeGreaterThan(400_000);
    expect(value).toBeLessThan(440_000);
    const { low, high } = blendedRange(b);
    expect(low).toBeLessThan(400_000);
    expect(high).toBeGreaterThan(value);
  });

  it('comparables that disagree by far more than both errors outweigh the sale, and the answer says so', () => {
    const far = { ...COMPARABLES, intervalSigma: 0.05, confidenceSigma: 0.05 };
    const b = blendSubjectSales(far, [sold(60, 200_000)], AS_OF);
    expect(b.basis).toBe('comparables_over_subject_sale');
    expect(b.share).toBeLessThan(0.5);
    expect(b.sales[0]!.disagreement).toBeLessThan(-SUBJECT_SALE_RULES.disagreement);
  });

  it('the older the sale, the less it weighs, smoothly, to none at the horizon; the error never shrinks as it ages', () => {
    const first = blendSubjectSales(COMPARABLES, [sold(0, 400_000)], AS_OF);
    let share = first.share;
    let sigma = first.intervalSigma;
    let confidence = blendedRange(first).confidence;
    for (let days = 3; days <= 11 * 365; days += 3) {
      const b = blendSubjectSales(COMPARABLES, [sold(days, 400_000)], AS_OF);
      expect(b.share).toBeLessThanOrEqual(share + 1e-12);
      expect(share - b.share).toBeLessThan(0.01);
      expect(b.intervalSigma).toBeGreaterThanOrEqual(sigma - 1e-12);
      const c = blendedRange(b).confidence;
      expect(c).toBeLessThanOrEqual(confidence + 1e-12);
      share = b.share;
      sigma = b.intervalSigma;
      confidence = c;
    }
    expect(share).toBe(0);
    expect(sigma).toBeCloseTo(COMPARABLES.intervalSigma, 12);
  });

  it('two sales of the home: the precision of the strongest, not their sum; the centre between them', () => {
    const one = blendSubjectSales(COMPARABLES, [sold(30, 400_000)], AS_OF);
    const two = blendSubjectSales(COMPARABLES, [sold(400, 380_000), sold(30, 400_000)], AS_OF);
    expect(two.intervalSigma).toBeCloseTo(one.intervalSigma, 12);
    expect(Math.exp(two.centre)).toBeLessThan(Math.exp(one.centre));
  });
});

describe('adjustSale', () => {
  const months = (from: string, count: number, step: number): IndexMonth[] =>
    Array.from({ length: count }, (_, k) => {
      const d = new Date(`${from}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + k);
      return { level: 'county' as const, month: d.toISOString().slice(0, 10), n: 100, logLevel: step * k };
    });

  it('brings an old sale to as_of by the price index, and adds the ageing given', () => {
    // prices rising 1% a month from 2020 on
    const index = buildIndex(months('2019-06-01', 82, 0.01), AS_OF, '2020-01-01');
    const { adjusted, indexed } = adjustSale({ date: '2021-02-10', price: 300_000 }, index, -0.02);
    expect(indexed).toBe(true);
    // 2021-02 to the reference month 2026-02: 60 months at 1%, and on along the trend
    expect(adjusted - Math.log(300_000)).toBeGreaterThan(0.6 - 0.02);
    expect(adjusted - Math.log(300_000)).toBeLessThan(0.64 - 0.02);
  });

  it('without an index reaching its month: the price as paid (and it counts for less)', () => {
    const index = buildIndex([], AS_OF, '2024-01-01');
    expect(adjustSale({ date: '2021-02-10', price: 300_000 }, index, 0)).toEqual({ adjusted: Math.log(300_000), indexed: false });
    expect(saleVariance(5, false)).toBeGreaterThan(saleVariance(5, true));
  });
});

describe('recencyWeight: the window edge', () => {
  const { months } = ESTIMATE_LIMITS;
  it.each([
    [0, 1],
    [6, 0.5],
    [months - 6, 0.5 ** ((months - 6) / 6)],
    [months - 3, 0.5 ** ((months - 3) / 6) * 0.5],
    [6.9, 0.5],
    [months, 0],
    [months + 1, 0],
  ])('evidence %s months old weighs %s', (m, w) => {
    expect(recencyWeight(m, 6, 6)).toBeCloseTo(w, 9);
  });

  it('falls steadily to 0 at the window’s end: no step when a sale leaves it (only the monthly halving’s eleven per cent)', () => {
    for (let m = 0; m < months; m += 0.05) {
      expect(recencyWeight(m + 0.05, 6, 6)).toBeLessThanOrEqual(recencyWeight(m, 6, 6));
      if (m >= 12) expect(recencyWeight(m, 6, 6) - recencyWeight(m + 0.05, 6, 6)).toBeLessThan(0.03);
    }
    expect(recencyWeight(months - 0.01, 6, 6)).toBeLessThan(1e-4);
  });
});
