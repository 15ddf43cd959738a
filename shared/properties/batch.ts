/**
 * Batch lookup (GET /properties/batch): up to 100 addresses, one element per address in request
 * order; an address that is not found or not valid yields an error element, never a failed request.
 */
import { parseAddress } from '../addresses/index.ts';
import type { WithJsonText } from '../platform/json-text.ts';
import type { Plan } from '../platform/plans.ts';
import type { z } from '../platform/zod.ts';
import { type AddressLookup, lookupAddresses, lookupProblem, type UnitPolicy } from './lookup.ts';
import { recordForPlan } from './present.ts';
import type { BatchElement } from './schemas.ts';

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
    };
  });
  return { elements, sources: [...byIndex.values()].flatMap((r) => (r.kind === 'match' ? [r.match.property.data_source] : [])) };
}
