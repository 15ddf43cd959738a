/**
 * Batch lookup (GET /properties/batch): up to 100 addresses, one element per address in request
 * order; an address that is not found or not valid yields an error element, never a failed request.
 */
import { type ParsedAddress, parseAddress } from '../addresses/index.ts';
import type { WithJsonText } from '../platform/json-text.ts';
import type { Plan } from '../platform/plans.ts';
import type { z } from '../platform/zod.ts';
import { type AddressMatch, lookupProblem, matchAddresses, suggestAddresses } from './lookup.ts';
import { recordForPlan } from './present.ts';
import type { BatchElement } from './schemas.ts';

type Element = WithJsonText<z.input<typeof BatchElement>>;

export async function batchLookup(
  addresses: string[],
  plan: Plan,
  includeSuggestions: boolean,
): Promise<{ elements: Element[]; sources: string[] }> {
  const parsed = addresses.map((a) => {
    const p = parseAddress(a);
    return { p, problem: lookupProblem(p) };
  });
  const valid = parsed.flatMap((x, i) => (x.problem ? [] : [i]));
  const matches = await matchAddresses(valid.map((i) => parsed[i]!.p!));
  const byIndex = new Map<number, AddressMatch | null>(valid.map((i, k) => [i, matches[k] ?? null]));
  const missing = valid.filter((i) => !byIndex.get(i));
  const suggestions = includeSuggestions ? await suggestAddresses(missing.map((i) => parsed[i]!.p as ParsedAddress)) : [];
  const suggestionsOf = new Map(missing.map((i, k) => [i, suggestions[k] ?? []]));

  const elements = addresses.map((address, i): Element => {
    const problem = parsed[i]!.problem;
    if (problem) return { address, error: problem };
    const match = byIndex.get(i);
    if (!match) {
      return {
        address,
        error: { code: 'NOT_FOUND', message: 'No property found at this address.' },
        ...(includeSuggestions ? { suggestions: suggestionsOf.get(i) ?? [] } : {}),
      };
    }
    return {
      address,
      property: recordForPlan(match.property, plan),
      match: { level: match.level, confidence: match.confidence, normalized_address: match.normalized },
    };
  });
  return { elements, sources: [...byIndex.values()].flatMap((m) => (m ? [m.property.data_source] : [])) };
}
