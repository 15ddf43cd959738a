/**
 * The subject of an estimate from its request: the property at an address (matched as by-address
 * does, 404 when none can be claimed), or a description.
 */
import { findByAddress, matchHeaders } from '../lookup/lookup.ts';
import { type Subject, subjectOf } from './estimates.ts';
import type { EstimateQuery } from './schemas.ts';
import { describedTraits } from './trait-fields.ts';

export async function subjectFromQuery(q: EstimateQuery): Promise<{ subject: Subject; headers: Record<string, string> }> {
  if (q.address !== undefined) {
    const match = await findByAddress(q.address, { unitPolicy: q.unit_policy });
    return { subject: subjectOf(match.property, match.normalized), headers: matchHeaders(match) };
  }
  return {
    subject: { propertyId: null, address: null, lat: q.latitude!, lon: q.longitude!, state: null, traits: describedTraits(q) },
    headers: {},
  };
}
