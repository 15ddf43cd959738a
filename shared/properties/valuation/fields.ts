/**
 * The fields an estimate shares wherever it is answered: GET /properties/valuation and
 * /properties/rent-estimate (./schemas.ts) and the batch's valuation_estimate (../schemas.ts).
 * Kept apart from ./schemas.ts, which imports ../schemas.ts, so both can import them.
 */
import { z } from '../../platform/zod.ts';
import { CONFIDENCE_BAND, NOMINAL_COVERAGE } from './model.ts';
import { SUBJECT_SALE_RULES } from './subject-sales.ts';

export const estimateConfidence = z
  .number()
  .min(0)
  .max(1)
  .openapi({
    description: `The estimated probability that the actual price lands within ±${CONFIDENCE_BAND * 100}% of the estimate, from the comparables' weighted spread and count, and for values an error floor that agreeing comparables still leave (so at most about 0.86); calibrated on the backtest so that the stated probability is the share found there. 0-1, higher is tighter evidence.`,
  });

export const estimateAsOf = z.string().openapi({ description: 'The date the estimate is made at, YYYY-MM-DD.' });

export const estimateMethodFields = {
  name: z.literal('comparables'),
  nominal_coverage: z.number().openapi({ description: `The share of actual prices [low, high] is meant to hold: ${NOMINAL_COVERAGE}.` }),
  price_index_area: z.enum(['county', 'cbsa', 'state']).nullable().openapi({
    description: 'The area whose monthly price index made the time adjustment; null when none had enough evidence (no time adjustment).',
  }),
};

export const valuationBasis = z.enum(['comparables', 'subject_sale', 'comparables_over_subject_sale']).openapi({
  description: `What the value rests on: \`subject_sale\` when the subject's own arms-length sales (of the last ${SUBJECT_SALE_RULES.horizonYears} years, brought to as_of) carry at least half of it (method.subject_sale_share), \`comparables\` otherwise, and \`comparables_over_subject_sale\` when the comparables disagree with the subject's sale by more than ${SUBJECT_SALE_RULES.disagreement} standard errors of both and so outweigh it (a renovation or a sale on unusual terms since).`,
});
