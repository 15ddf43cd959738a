/**
 * The best-buyer score: how likely an investor is to buy a subject property, from what it bought
 * near it recently. Six components, each 0-1, weighted into a 0-100 total; a component that cannot
 * be computed (the subject has no value, no attribute to compare) is null and the total is taken
 * over the others, so missing data neither rewards nor punishes a buyer.
 */
import { daysBetween } from '../platform/dates.ts';
import { round } from './numbers.ts';

export const WEIGHTS = { proximity: 20, price_band: 20, similarity: 20, recency: 15, frequency: 15, cash: 10 } as const;
export type ComponentName = keyof typeof WEIGHTS;

/** Matching rules between the subject and a purchased property (also applied in SQL, see best-buyers.ts). */
export const MATCH = { priceBand: 0.2, beds: 1, yearBuilt: 10, livingSqft: 0.2 } as const;

/** Nearby purchases at which the frequency component reaches 1. */
export const FREQUENCY_FULL = 10;

/**
 * The share components (proximity, price band, similarity, cash) count as evidence in proportion
 * to the purchases they are taken from: a share of n purchases is weighed as if PRIOR_PURCHASES
 * more had been seen and fitted in nothing. A share taken from one purchase (1 of 1 in the band,
 * 1 of 1 alike) is weak evidence, and taken at face value it ranked one-purchase buyers above an
 * investor with ten nearby purchases. With 3, one perfect purchase scores 0.25, ten with seven
 * fits 0.54; a share of 0 stays 0.
 */
export const PRIOR_PURCHASES = 3;

/** `hits` of `n` observations as a share of n + PRIOR_PURCHASES. */
export function shrunkShare(hits: number, n: number): number {
  return hits / (n + PRIOR_PURCHASES);
}

export interface Compared {
  compared: number;
  matches: number;
}

/** What the candidate scan found for one buyer, plus its all-time figures. */
export interface BuyerEvidence {
  buyer_key: string;
  is_entity: boolean;
  portfolio_size: number | null;
  nearby_purchases: number;
  nearest_miles: number;
  average_miles: number;
  last_purchase_date: string;
  median_price: number;
  purchases_in_band: number;
  similarity: { property_type: Compared; beds: Compared; year_built: Compared; living_sqft: Compared };
  purchases: number;
  cash_purchases: number;
}

export interface ScoreContext {
  radiusMiles: number;
  /** first and last day of the window purchases were taken from */
  from: string;
  to: string;
  /** the subject's value, null when unknown */
  subjectValue: number | null;
}

export interface Component<I> {
  score: number | null;
  weight: number;
  points: number;
  inputs: I;
}

export interface ScoredBuyer {
  buyer_name: string;
  score: number;
  is_entity: boolean;
  portfolio_size: number | null;
  nearby_purchases: number;
  components: {
    proximity: Component<{ nearest_miles: number; average_miles: number; radius_miles: number }>;
    price_band: Component<{
      subject_value: number | null;
      band_low: number | null;
      band_high: number | null;
      purchases_in_band: number;
      median_price: number;
    }>;
    similarity: Component<BuyerEvidence['similarity']>;
    recency: Component<{ last_purchase_date: string; days_since: number }>;
    frequency: Component<{ nearby_purchases: number }>;
    cash: Component<{ cash_purchases: number; purchases: number }>;
  };
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** The price band around the subject's value: value +/- MATCH.priceBand. */
export function priceBand(value: number | null): { low: number; high: number } | null {
  return value === null ? null : { low: round(value * (1 - MATCH.priceBand), 2), high: round(value * (1 + MATCH.priceBand), 2) };
}

export function scoreBuyer(e: BuyerEvidence, ctx: ScoreContext): ScoredBuyer {
  const band = priceBand(ctx.subjectValue);
  const attributes = Object.values(e.similarity).filter((a) => a.compared > 0);
  const windowDays = Math.max(1, daysBetween(ctx.from, ctx.to));
  const daysSince = Math.max(0, daysBetween(e.last_purchase_date, ctx.to));
  const raw: Record<ComponentName, number | null> = {
    proximity: shrunkShare(e.nearby_purchases * clamp01(1 - e.average_miles / ctx.radiusMiles), e.nearby_purchases),
    price_band: band && e.nearby_purchases > 0 ? shrunkShare(e.purchases_in_band, e.nearby_purchases) : null,
    similarity: attributes.length ? attributes.reduce((sum, a) => sum + shrunkShare(a.matches, a.compared), 0) / attributes.length : null,
    recency: clamp01(1 - daysSince / windowDays),
    frequency: Math.min(1, Math.log(1 + e.nearby_purchases) / Math.log(1 + FREQUENCY_FULL)),
    cash: e.purchases > 0 ? shrunkShare(e.cash_purchases, e.purchases) : null,
  };
  const available = (Object.keys(WEIGHTS) as ComponentName[]).filter((k) => raw[k] !== null);
  const weightSum = available.reduce((sum, k) => sum + WEIGHTS[k], 0);
  const component = <I>(name: ComponentName, inputs: I): Component<I> => {
    const s = raw[name];
    return {
      score: s === null ? null : round(s, 3),
      weight: WEIGHTS[name],
      points: s === null || weightSum === 0 ? 0 : round((100 * WEIGHTS[name] * s) / weightSum, 1),
      inputs,
    };
  };
  const total = weightSum === 0 ? 0 : available.reduce((sum, k) => sum + (100 * WEIGHTS[k] * raw[k]!) / weightSum, 0);
  return {
    buyer_name: e.buyer_key,
    score: round(total, 1),
    is_entity: e.is_entity,
    portfolio_size: e.portfolio_size,
    nearby_purchases: e.nearby_purchases,
    components: {
      proximity: component('proximity', {
        nearest_miles: round(e.nearest_miles, 3),
        average_miles: round(e.average_miles, 3),
        radius_miles: ctx.radiusMiles,
      }),
      price_band: component('price_band', {
        subject_value: ctx.subjectValue,
        band_low: band?.low ?? null,
        band_high: band?.high ?? null,
        purchases_in_band: e.purchases_in_band,
        median_price: e.median_price,
      }),
      similarity: component('similarity', e.similarity),
      recency: component('recency', { last_purchase_date: e.last_purchase_date, days_since: daysSince }),
      frequency: component('frequency', { nearby_purchases: e.nearby_purchases }),
      cash: component('cash', { cash_purchases: e.cash_purchases, purchases: e.purchases }),
    },
  };
}

/** Highest score first; ties by more nearby purchases, then name, so the order is stable. */
export function rankBuyers(evidence: BuyerEvidence[], ctx: ScoreContext): (ScoredBuyer & { rank: number })[] {
  return evidence
    .map((e) => scoreBuyer(e, ctx))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.nearby_purchases - a.nearby_purchases ||
        (a.buyer_name < b.buyer_name ? -1 : a.buyer_name > b.buyer_name ? 1 : 0),
    )
    .map((s, i) => ({ rank: i + 1, ...s }));
}
