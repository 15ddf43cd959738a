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
      // shares over the purchases + 3: 3 x 0.75 / 6; 2 / 6; mean(3/6, 2/6, 3/6, 1/6); 1 - 30/730; ln 4 / ln 11; 8 / 13
      scores: { proximity: 0.375, price_band: 0.333, similarity: 0.375, recency: 0.959, frequency: 0.578, cash: 0.615 },
      // 7.5 + 6.667 + 7.5 + 14.384 + 8.672 + 6.154 = 50.876 of 100
      points: { proximity: 7.5, price_band: 6.7, similarity: 7.5, recency: 14.4, frequency: 8.7, cash: 6.2 },
      total: 50.9,
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
      // 0.2 / 4; null; null; 1 - 730/730; ln 2 / ln 11; 0 / 4
      scores: { proximity: 0.05, price_band: null, similarity: null, recency: 0, frequency: 0.289, cash: 0 },
      // 100 x (20 x 0.05 + 15 x 0.289065) / 60 = 8.893
      points: { proximity: 1.7, price_band: 0, similarity: 0, recency: 0, frequency: 7.2, cash: 0 },
      total: 8.9,
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
      // 0; 25 / 28; as above; 1; 1; 8 / 13
      scores: { proximity: 0, price_band: 0.893, similarity: 0.375, recency: 1, frequency: 1, cash: 0.615 },
      // 0 + 17.857 + 7.5 + 15 + 15 + 6.154 = 61.511
      points: { proximity: 0, price_band: 17.9, similarity: 7.5, recency: 15, frequency: 15, cash: 6.2 },
      total: 61.5,
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
      score: 0.375,
      weight: 20,
      points: 7.5,
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
  it('ranks an investor with 10 nearby purchases above buyers with one purchase that fits in every way', () => {
    const single = (name: string) =>
      evidence({
        buyer_key: name,
        is_entity: false,
        portfolio_size: 1,
        nearby_purchases: 1,
        nearest_miles: 0.1,
        average_miles: 0.1,
        last_purchase_date: '2026-11-01',
        purchases_in_band: 1,
        similarity: { property_type: compared(1, 1), beds: compared(1, 1), year_built: compared(1, 1), living_sqft: compared(1, 1) },
        purchases: 1,
        cash_purchases: 1,
      });
    const investor = evidence({
      buyer_key: 'DAKOTA TEN HOMES LLC',
      nearby_purchases: 10,
      nearest_miles: 0.1,
      average_miles: 0.5,
      last_purchase_date: '2026-09-01',
      purchases_in_band: 6,
      similarity: { property_type: compared(10, 9), beds: compared(10, 6), year_built: compared(10, 5), living_sqft: compared(10, 5) },
      purchases: 14,
      cash_purchases: 7,
    });
    const ranked = rankBuyers([single('DAKOTAN ONE'), single('DAKOTAN TWO'), investor], ctx);
    expect(ranked[0]!.buyer_name).toBe('DAKOTA TEN HOMES LLC');
  });

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
