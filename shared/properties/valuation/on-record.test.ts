import { describe, expect, it } from 'vitest';
import { InsufficientEvidence } from '../../platform/errors.ts';
import type { EstimateAnswer } from './estimates.ts';
import { forecastStandardDeviation, recordValuation, remainingMortgages } from './on-record.ts';

describe('forecastStandardDeviation', () => {
  it.each<[number, number, number | null]>([
    [280_000, 350_000, 8.7],
    [100, 100, 0],
    [90, 110, 7.8],
    [0, 100, null],
    [100, 90, null],
  ])('low %s, high %s: %s', (low, high, fsd) => {
    expect(forecastStandardDeviation(low, high)).toBe(fsd);
  });
});

describe('remainingMortgages', () => {
  it.each<[object | null, number]>([
    [null, 0],
    [{ mtg_1_est_remaining: 150_000 }, 150_000],
    [{ mtg_1_est_remaining: 100_000, mtg_2_est_remaining: 20_000, mtg_3_est_remaining: null }, 120_000],
  ])('%j: %s', (lastSale, total) => {
    expect(remainingMortgages({ last_sale: lastSale as never })).toBe(total);
  });
});

describe('recordValuation', () => {
  const property = { property_id: 7, state: 'OR', doc: { last_sale: { mtg_1_est_remaining: 100_000 } as never } };

  it('stores an answer with its interval, equity and comparables', () => {
    const answer = { value: 300_000, low: 270_000, high: 335_000, confidence: 0.61, as_of: '2026-09-30', sample: { used: 8 } };
    expect(recordValuation(property, answer as unknown as EstimateAnswer, '2026-11-29')).toEqual({
      property_id: 7,
      state: 'OR',
      as_of: '2026-09-30',
      value: 300_000,
      low: 270_000,
      high: 335_000,
      confidence: 0.61,
      forecast_standard_deviation: 8.4,
      equity: 200_000,
      comparables: 8,
      reason: null,
    });
  });

  it("stores a 422's reason and as_of, and no number", () => {
    const refused = new InsufficientEvidence('too little', { reason: 'too_few_sales', as_of: '2026-09-30' });
    expect(recordValuation(property, refused, '2026-11-29')).toMatchObject({
      as_of: '2026-09-30',
      value: null,
      equity: null,
      forecast_standard_deviation: null,
      reason: 'too_few_sales',
    });
  });
});
