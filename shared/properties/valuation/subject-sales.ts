/**
 * The subject's own sales as evidence (docs/valuation.md#the-subjects-own-sales): each arms-length
 * sale of the subject within SUBJECT_SALE_RULES.horizonYears before as_of, brought to as_of by the
 * price index and for the years its building aged since, is an estimate of its own, blended with
 * the comparables' by precision. Its error grows with the years since the sale and its weight
 * tapers to none at the horizon, so the value moves smoothly as as_of moves and no sale falls out
 * of a window at once. Comparables that disagree with it by far more than both errors allow take
 * its place gradually (a renovation, a sale on unusual terms): the answer says which rules.
 */
import { daysBetween } from '../../platform/dates.ts';
import { NOMINAL_Z, withinBandProbability } from './model.ts';
import { type PriceIndex, timeAdjustment } from './price-index.ts';

export const SUBJECT_SALE_RULES = {
  /** a sale older than this many years is no evidence of the subject's value */
  horizonYears: 10,
  /** the log error of a price paid as the home's value on the day it was paid: the sale's own terms */
  floor: 0.06,
  /** log variance added per year since the sale: the home's own drift from its area's index */
  driftPerYear: 0.004,
  /** ...and more when no price index reaches the sale's month (the market's move is then unknown) */
  unindexedDriftPerYear: 0.0025,
  /** beyond this many standard errors from the comparables' estimate, a sale's precision falls as (k / z)² */
  disagreement: 2,
  /**
   * Log error per mile of the comparables' weighted mean distance, added to theirs when they are
   * weighed against the subject's own sale: a home a few miles off is another neighbourhood, whose
   * difference in price the fit's plane of position catches only in part.
   */
  locationPerMile: 0.03,
} as const;

export interface OwnSale {
  /** YYYY-MM-DD */
  date: string;
  price: number;
}

/** What the comparables alone give, in log price, with the two error scales of the model. */
export interface ComparablesEstimate {
  centre: number;
  intervalSigma: number;
  confidenceSigma: number;
  /** the comparables' weighted mean distance from the subject, miles */
  miles: number;
}

export type Basis = 'comparables' | 'subject_sale' | 'comparables_over_subject_sale';

export interface SubjectSaleUse {
  date: string;
  price: number;
  /** the price brought to as_of (price index, and the building's ageing); log */
  adjusted: number;
  years: number;
  /** whether a price index reached the sale's month */
  indexed: boolean;
  /** how many standard errors the comparables' estimate lies from it */
  disagreement: number;
  /** its precision (1 / log variance), after the taper and the disagreement */
  precision: number;
}

export interface Blend {
  centre: number;
  intervalSigma: number;
  confidenceSigma: number;
  /** the subject's sales' share of the centre (in logs), 0-1 */
  share: number;
  basis: Basis;
  sales: SubjectSaleUse[];
}

/** The weight of a sale `years` old: 1 when new, falling smoothly (flat at both ends) to 0 at the horizon. */
export function horizonTaper(years: number, horizon: number = SUBJECT_SALE_RULES.horizonYears): number {
  if (years <= 0) return 1;
  if (years >= horizon) return 0;
  return (1 - (years / horizon) ** 2) ** 2;
}

/** The log variance of a sale `years` old as the home's value now. */
export function saleVariance(years: number, indexed: boolean): number {
  const r = SUBJECT_SALE_RULES;
  return r.floor ** 2 + (r.driftPerYear + (indexed ? 0 : r.unindexedDriftPerYear)) * Math.max(0, years);
}

/** Precision multiplier for a sale `z` standard errors from the comparables: 1 within `disagreement`, then (k / z)². */
export function agreement(z: number): number {
  const k = SUBJECT_SALE_RULES.disagreement;
  return Math.abs(z) <= k ? 1 : (k / Math.abs(z)) ** 2;
}

/**
 * The subject's sale brought to as_of: its log price, plus the price index's change since its day
 * (when an index reaches that month), plus `ageing` (the model's log adjustment for the years the
 * building aged between the sale and as_of).
 */
export function adjustSale(sale: OwnSale, index: PriceIndex, ageing: number): { adjusted: number; indexed: boolean } {
  const month = `${sale.date.slice(0, 7)}-01`;
  const indexed = index.level !== null && (month >= index.reference || index.levels.has(month));
  return { adjusted: Math.log(sale.price) + (indexed ? timeAdjustment(index, sale.date) : 0) + ageing, indexed };
}

/**
 * The value from the comparables and the subject's own sales, blended in logs by precision: each
 * sale's precision is 1 / saleVariance × horizonTaper × agreement; the comparables' is
 * 1 / (intervalSigma² + (locationPerMile × miles)²) (confidenceSigma for the confidence's scale). The sales' precisions are
 * not added (two sales of one home share its own errors): the sales' estimate is their
 * precision-weighted mean, with the largest precision. So the blended errors only shrink with a sale,
 * and grow back smoothly as it ages out: confidence never rises when the subject's sale leaves.
 */
export function blendSubjectSales(
  comparables: ComparablesEstimate,
  sales: readonly { date: string; price: number; adjusted: number; indexed: boolean }[],
  asOf: string,
): Blend {
  const location = SUBJECT_SALE_RULES.locationPerMile * comparables.miles;
  const intervalSigma = Math.hypot(comparables.intervalSigma, location);
  const confidenceSigma = Math.hypot(comparables.confidenceSigma, location);
  const used: SubjectSaleUse[] = sales.map((s) => {
    const years = Math.max(0, daysBetween(s.date, asOf)) / 365.25;
    const variance = saleVariance(years, s.indexed);
    const z = (s.adjusted - comparables.centre) / Math.sqrt(variance + intervalSigma ** 2);
    return { ...s, years, disagreement: z, precision: (horizonTaper(years) * agreement(z)) / variance };
  });
  const live = used.filter((u) => u.precision > 0);
  const { miles: _, ...alone } = comparables;
  const none = { ...alone, share: 0, basis: 'comparables' as const, sales: used };
  if (live.length === 0) return none;
  const precision = Math.max(...live.map((u) => u.precision));
  const sum = live.reduce((s, u) => s + u.precision, 0);
  const anchor = live.reduce((s, u) => s + u.precision * u.adjusted, 0) / sum;
  const blend = (sigma: number) => {
    const p = 1 / sigma ** 2;
    return { share: precision / (precision + p), sigma: 1 / Math.sqrt(precision + p) };
  };
  const interval = blend(intervalSigma);
  const confidence = blend(confidenceSigma);
  const strongest = live.reduce((a, b) => (b.precision > a.precision ? b : a));
  const unheeded = agreement(strongest.disagreement) < 1;
  return {
    centre: interval.share * anchor + (1 - interval.share) * comparables.centre,
    intervalSigma: interval.sigma,
    confidenceSigma: confidence.sigma,
    share: interval.share,
    basis: interval.share >= 0.5 ? 'subject_sale' : unheeded ? 'comparables_over_subject_sale' : 'comparables',
    sales: used,
  };
}

/** The interval and the confidence of a blended estimate. */
export function blendedRange(b: Pick<Blend, 'centre' | 'intervalSigma' | 'confidenceSigma'>) {
  const half = NOMINAL_Z * b.intervalSigma;
  return { low: Math.exp(b.centre - half), high: Math.exp(b.centre + half), confidence: withinBandProbability(b.confidenceSigma) };
}

/**
 * Evidence mostly of non-market deals (docs/valuation.md#non-market-evidence): `nonMarket` sales
 * not at arms length beside `market` candidates in the same radius and window. The share of
 * non-market deals widens the comparables' errors by 1 / √(1 − share) (half of them: ×1.41), so the
 * answer is a wide, low-confidence interval; from REFUSE_NON_MARKET_SHARE on there is no estimate
 * (422), since the few market sales left may be the odd ones out of a market that trades otherwise.
 */
export const REFUSE_NON_MARKET_SHARE = 0.75;

export function nonMarketShare(nonMarket: number, market: number): number {
  return nonMarket + market === 0 ? 0 : nonMarket / (nonMarket + market);
}

export const nonMarketWidening = (share: number): number => 1 / Math.sqrt(1 - Math.min(share, 0.99));
