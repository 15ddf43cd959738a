import { describe, expect, it } from 'vitest';
import { type BuyerEvidence, priceBand, rankBuyers, type ScoreContext, scoreBuyer } from '../../../../shared/buyers/scoring.ts';

const ctx: ScoreContext = { radiusMiles: 1, from: '2024-11-21', to: '2026-11-21', subjectValue: 250_000 };
const compared = (compared: number, matches: number) => ({ compared, matches });

function evidence(over: Partial<BuyerEvidence> = {}): BuyerEvidence {
  return {
    buyer_key: 'DAKOTA NEARBY HOMES LLC',
    is_entity: true,
    portfolio_size: 12,
    nearby_purchases: 3,
    nearest_miles: 0.2,
    average_miles: 0.25,
    last_purchase_date: '2026-10-22',
    median_price: 260_000,
    purchases_in_band: 2,
    similarity: { property_type: compared(3, 3), beds: compared(3, 2), year_built: compared(3, 3), living_sqft: compared(3, 1) },
    purchases: 10,
    cash_purchases: 8,
    ...over,
  };
}

describe('priceBand', () => {
  it.each([
    [250_000, { low: 200_000, high: 300_000 }],
    [333_333, { low: 266_666.4, high: 399_999.6 }],
    [null, null],
  ] as const)('%j -> %j', (value, band) => {
    expect(priceBand(value)).toEqual(band);
  });
});

describe('scoreBuyer', () => {
  // Scores computed by hand; weights proximity 20, price band 20, similarity 20, recency 15, frequency 15, cash 10.
  it.each([
    {
      name: 'every component known',
      e: evidence(),
      c: ctx,
      // 1 - 0.25/1; 2/3; mean(3/3, 2/3, 3/3, 1/3); 1 - 30/730; ln 4 / ln 11; 8/10
      scores: { proximity: 0.75, price_band: 0.667, similarity: 0.75, recency: 0.959, frequency: 0.578, cash: 0.8 },
      // 15 + 13.333 + 15 + 14.384 + 8.672 + 8 = 74.389 of 100
      points: { proximity: 15, price_band: 13.3, similarity: 15, recency: 14.4, frequency: 8.7, cash: 8 },
      total: 74.4,
    },
    {
      name: 'no subject value, nothing to compare: the total is over the other 60 points of weight',
      e: evidence({
        nearby_purchases: 1,
        nearest_miles: 0.8,
        average_miles: 0.8,
        last_purchase_date: '2024-11-21',
        purchases_in_band: 0,
        similarity: { property_type: compared(0, 0), beds: compared(0, 0), year_built: compared(0, 0), living_sqft: compared(0, 0) },
        purchases: 1,
        cash_purchases: 0,
      }),
      c: { ...ctx, subjectValue: null },
      // 0.2; null; null; 1 - 730/730; ln 2 / ln 11; 0/1
      scores: { proximity: 0.2, price_band: null, similarity: null, recency: 0, frequency: 0.289, cash: 0 },
      // 100 x (20 x 0.2 + 15 x 0.289065) / 60 = 13.893
      points: { proximity: 6.7, price_band: 0, similarity: 0, recency: 0, frequency: 7.2, cash: 0 },
      total: 13.9,
    },
    {
      name: 'frequency caps at 10 purchases, proximity and recency at 0 and 1',
      e: evidence({
        nearby_purchases: 25,
        average_miles: 1.4,
        nearest_miles: 0.9,
        last_purchase_date: '2026-11-21',
        purchases_in_band: 25,
      }),
      c: { ...ctx, radiusMiles: 1 },
      scores: { proximity: 0, price_band: 1, similarity: 0.75, recency: 1, frequency: 1, cash: 0.8 },
      // 0 + 20 + 15 + 15 + 15 + 8
      points: { proximity: 0, price_band: 20, similarity: 15, recency: 15, frequency: 15, cash: 8 },
      total: 73,
    },
  ])('$name', ({ e, c, scores, points, total }) => {
    const s = scoreBuyer(e, c);
    expect(Object.fromEntries(Object.entries(s.components).map(([k, v]) => [k, v.score]))).toEqual(scores);
    expect(Object.fromEntries(Object.entries(s.components).map(([k, v]) => [k, v.points]))).toEqual(points);
    expect(s.score).toBe(total);
  });

  it('carries the raw inputs of each component', () => {
    const s = scoreBuyer(evidence(), ctx);
    expect(s.components.proximity).toEqual({
      score: 0.75,
      weight: 20,
      points: 15,
      inputs: { nearest_miles: 0.2, average_miles: 0.25, radius_miles: 1 },
    });
    expect(s.components.price_band.inputs).toEqual({
      subject_value: 250_000,
      band_low: 200_000,
      band_high: 300_000,
      purchases_in_band: 2,
      median_price: 260_000,
    });
    expect(s.components.recency.inputs).toEqual({ last_purchase_date: '2026-10-22', days_since: 30 });
    expect(s.components.cash.inputs).toEqual({ cash_purchases: 8, purchases: 10 });
    expect(s).toMatchObject({ buyer_name: 'DAKOTA NEARBY HOMES LLC', is_entity: true, portfolio_size: 12, nearby_purchases: 3 });
  });
});

describe('rankBuyers', () => {
  it('ranks by score, then more nearby purchases, then name', () => {
    const ranked = rankBuyers(
      [
        evidence({ buyer_key: 'C LOW', average_miles: 0.9 }),
        evidence({ buyer_key: 'B TIED' }),
        evidence({ buyer_key: 'A TIED' }),
        evidence({ buyer_key: 'D TOP', purchases_in_band: 3 }),
      ],
      ctx,
    );
    expect(ranked.map((r) => [r.rank, r.buyer_name])).toEqual([
      [1, 'D TOP'],
      [2, 'A TIED'],
      [3, 'B TIED'],
      [4, 'C LOW'],
    ]);
  });
});
