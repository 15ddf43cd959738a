/**
 * Batch lookup (GET /properties/batch): up to 100 addresses, one element per address in request
 * order; an address that is not found or not valid yields an error element, never a failed request.
 */
import { parseAddress } from '../../addresses/index.ts';
import { InsufficientEvidence } from '../../platform/errors.ts';
import type { WithJsonText } from '../../platform/json-text.ts';
import type { Plan } from '../../platform/plans.ts';
import type { z } from '../../platform/zod.ts';
import { type AddressLookup, lookupAddresses, lookupProblem, type UnitPolicy } from '../lookup/lookup.ts';
import { recordForPlan } from '../records/plan-fields.ts';
import type { BatchElement, BatchInclude } from '../schemas.ts';
import { type EstimateAnswer, estimateMany, subjectOf } from '../valuation/estimates.ts';
import { ESTIMATE_LIMITS, MIN_COMPARABLES } from '../valuation/model.ts';

type Element = WithJsonText<z.input<typeof BatchElement>>;

/**
 * Found: `property` and `match` with its evidence. AMBIGUOUS (several units or parcels fit and no
 * unit was given) always lists them in `suggestions`; NOT_FOUND lists the candidates and what
 * differs when `include_suggestions` is set.
 */
export async function batchLookup(
  addresses: string[],
  plan: Plan,
  includeSuggestions: boolean,
  unitPolicy: UnitPolicy = 'unit',
  include: readonly BatchInclude[] = [],
): Promise<{ elements: Element[]; sources: string[] }> {
  const parsed = addresses.map((a) => {
    const p = parseAddress(a);
    return { p, problem: lookupProblem(p) };
  });
  const valid = parsed.flatMap((x, i) => (x.problem ? [] : [i]));
  const found = await lookupAddresses(
    valid.map((i) => parsed[i]!.p!),
    unitPolicy,
  );
  const byIndex = new Map<number, AddressLookup>(valid.map((i, k) => [i, found[k]!]));
  const estimates = include.includes('valuation_estimate') ? await valuationEstimates(byIndex) : null;

  const elements = addresses.map((address, i): Element => {
    const problem = parsed[i]!.problem;
    if (problem) return { address, error: problem };
    const result = byIndex.get(i)!;
    if (result.kind === 'ambiguous')
      return { address, error: { code: 'AMBIGUOUS', message: result.message }, suggestions: result.candidates };
    if (result.kind === 'not_found')
      return {
        address,
        error: { code: 'NOT_FOUND', message: result.message },
        ...(includeSuggestions ? { suggestions: result.candidates } : {}),
      };
    const { match } = result;
    return {
      address,
      property: recordForPlan(match.property, plan),
      match: {
        level: match.level,
        confidence: match.confidence,
        normalized_address: match.normalized,
        differs: match.differs,
        reason: match.reason,
      },
      ...(estimates ? estimates.get(i)! : {}),
    };
  });
  return { elements, sources: [...byIndex.values()].flatMap((r) => (r.kind === 'match' ? [r.match.property.data_source] : [])) };
}

type EstimateFields = Pick<z.input<typeof BatchElement>, 'valuation_estimate' | 'valuation_estimate_unavailable'>;

/**
 * include=valuation_estimate: every found property's sale estimate, all at once (estimateMany: one
 * evidence statement for the batch, then the model per subject), by element index.
 */
async function valuationEstimates(byIndex: ReadonlyMap<number, AddressLookup>): Promise<Map<number, EstimateFields>> {
  const found = [...byIndex].flatMap(([i, r]) => (r.kind === 'match' ? [{ i, match: r.match }] : []));
  const answers = await estimateMany(
    found.map(({ match }) => subjectOf(match.property, match.normalized)),
    ESTIMATE_LIMITS.defaultComparables,
  );
  return new Map(
    found.map(({ i }, k): [number, EstimateFields] => {
      const a = answers[k]!;
      if (!(a instanceof InsufficientEvidence)) return [i, { valuation_estimate: estimateOf(a) }];
      const x = a.extensions ?? {};
      return [
        i,
        {
          valuation_estimate: null,
          valuation_estimate_unavailable: {
            reason: x.reason as 'no_sales' | 'too_few_sales' | 'mostly_non_market',
            detail: a.message,
            candidates_seen: x.candidates_seen as number,
            minimum: (x.minimum as number | undefined) ?? MIN_COMPARABLES,
            as_of: x.as_of as string,
          },
        },
      ];
    }),
  );
}

const estimateOf = (a: EstimateAnswer) => ({
  value: a.value,
  low: a.low,
  high: a.high,
  confidence: a.confidence,
  as_of: a.as_of,
  method: {
    name: a.method.name,
    nominal_coverage: a.method.nominal_coverage,
    price_index_area: a.method.price_index_area,
    comparables_used: a.sample.used,
    basis: a.method.basis,
  },
});
