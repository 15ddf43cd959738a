/**
 * The valuation on record (docs/valuation.md#the-valuation-on-record): what the valuation pass stores
 * for a property from its default estimate, the very answer GET /properties/valuation gives with no
 * parameters, or the 422 it would give.
 */
import type { InsufficientEvidence } from '../../platform/errors.ts';
import type { PropertyRecord } from '../records/record-schema.ts';
import type { EstimateAnswer } from './estimates.ts';

/** A row of property_valuations. */
export interface RecordValuation {
  property_id: number;
  state: string;
  as_of: string;
  value: number | null;
  low: number | null;
  high: number | null;
  confidence: number | null;
  forecast_standard_deviation: number | null;
  equity: number | null;
  comparables: number | null;
  reason: string | null;
}

/** The normal quantile of the nominal 80% interval's upper bound (NOMINAL_COVERAGE). */
const Z80 = 1.281_551_565_545;

/**
 * The forecast standard deviation in percent of value: the interval's half-width on the log scale over
 * the normal quantile of its nominal coverage, so value × exp(±1.2816 × fsd / 100) is the interval.
 */
export function forecastStandardDeviation(low: number, high: number): number | null {
  if (!(low > 0 && high >= low)) return null;
  return Math.round((1000 * Math.log(high / low)) / (2 * Z80)) / 10;
}

/** The recorded mortgages' estimated remaining balances, 0 when none is recorded (the source's equity rule). */
export function remainingMortgages(doc: Pick<PropertyRecord, 'last_sale'>): number {
  const s = doc.last_sale;
  return [s?.mtg_1_est_remaining, s?.mtg_2_est_remaining, s?.mtg_3_est_remaining, s?.mtg_4_est_remaining].reduce<number>(
    (sum, m) => sum + (m ?? 0),
    0,
  );
}

/**
 * The row stored for a property from its default estimate, or from the 422 it would answer (dated by
 * the 422's as_of, else `asOf`).
 */
export function recordValuation(
  property: { property_id: number; state: string; doc: Pick<PropertyRecord, 'last_sale'> },
  answer: EstimateAnswer | InsufficientEvidence,
  asOf: string,
): RecordValuation {
  const base = { property_id: property.property_id, state: property.state };
  if (!('value' in answer)) {
    const { reason, as_of } = (answer.extensions ?? {}) as { reason?: unknown; as_of?: unknown };
    return {
      ...base,
      as_of: typeof as_of === 'string' ? as_of : asOf,
      value: null,
      low: null,
      high: null,
      confidence: null,
      forecast_standard_deviation: null,
      equity: null,
      comparables: null,
      reason: typeof reason === 'string' ? reason : 'insufficient_evidence',
    };
  }
  return {
    ...base,
    as_of: answer.as_of,
    value: answer.value,
    low: answer.low,
    high: answer.high,
    confidence: answer.confidence,
    forecast_standard_deviation: forecastStandardDeviation(answer.low, answer.high),
    equity: answer.value - remainingMortgages(property.doc),
    comparables: answer.sample.used,
    reason: null,
  };
}
