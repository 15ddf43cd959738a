import { describe, expect, it } from 'vitest';
import { buyerReasons, MAX_REASONS } from '../../../../shared/buyers/reasons.ts';
import { type BuyerEvidence, type ScoreContext, scoreBuyer } from '../../../../shared/buyers/scoring.ts';

const ctx: ScoreContext = { radiusMiles: 1, from: '2025-11-21', to: '2026-11-21', subjectValue: 250_000 };
const compared = (compared: number, matches: number) => ({ compared, matches });
const none = compared(0, 0);

function evidence(over: Partial<BuyerEvidence> = {}): BuyerEvidence {
  return {
    buyer_key: 'DAKOTA NEARBY HOMES LLC',
    is_entity: true,
    portfolio_size: 12,
    nearby_purchases: 6,
    nearest_miles: 0.2,
    average_miles: 0.45,
    last_purchase_date: '2026-10-22',
    median_price: 260_000,
    purchases_in_band: 4,
    similarity: { property_type: compared(6, 6), beds: compared(6, 4), year_built: none, living_sqft: none },
    purchases: 10,
    cash_purchases: 4,
    ...over,
  };
}

describe('buyerReasons', () => {
  it.each<[string, BuyerEvidence, ScoreContext, string[]]>([
    [
      'every component: the most points first, at most five',
      evidence(),
      ctx,
      [
        // raw points (shares over the purchases + 3): recency 335/365 of 15, frequency 0.81 of 15, similarity 10/18 of 20,
        // price band 4/9 of 20, proximity 6 x 0.55 / 9 of 20; cash 4/13 of 10 is sixth
        'Last bought nearby 30 days before the window ended (2026-10-22)',
        'Bought 6 homes within 1 mile in the last 12 months',
        "Buys homes like this one, of the purchases compared: the same property type in 6 of 6; a bedroom count within one of this home's in 4 of 6",
        "4 of 6 nearby purchases were priced within 20% of this home's value ($200,000-$300,000)",
        'Its nearby purchases average 0.45 miles away (nearest 0.2 miles)',
      ],
    ],
    [
      'no value to compare prices with, nothing to compare, no cash: those components give no reason',
      evidence({
        purchases_in_band: 0,
        cash_purchases: 0,
        similarity: { property_type: none, beds: none, year_built: none, living_sqft: none },
      }),
      { ...ctx, subjectValue: null },
      [
        'Last bought nearby 30 days before the window ended (2026-10-22)',
        'Bought 6 homes within 1 mile in the last 12 months',
        'Its nearby purchases average 0.45 miles away (nearest 0.2 miles)',
      ],
    ],
    [
      'one purchase, on the last day, at the edge of the radius: no proximity reason',
      evidence({
        nearby_purchases: 1,
        nearest_miles: 1,
        average_miles: 1,
        last_purchase_date: '2026-11-21',
        purchases_in_band: 1,
        purchases: 1,
        cash_purchases: 1,
        similarity: { property_type: compared(1, 1), beds: none, year_built: none, living_sqft: none },
      }),
      ctx,
      [
        // recency 15, price band and similarity 1/4 of 20, frequency 0.29 of 15, cash 1/4 of 10
        'Bought nearby on 2026-11-21, the last day of the window',
        "1 of 1 nearby purchases were priced within 20% of this home's value ($200,000-$300,000)",
        'Buys homes like this one, of the purchases compared: the same property type in 1 of 1',
        'Bought 1 home within 1 mile in the last 12 months',
        'Paid cash in 1 of 1 purchases on record',
      ],
    ],
  ])('%s', (_, e, context, expected) => {
    const reasons = buyerReasons(scoreBuyer(e, context), 12);
    expect(reasons).toEqual(expected);
    expect(reasons.length).toBeLessThanOrEqual(MAX_REASONS);
  });
});
