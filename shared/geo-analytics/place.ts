/**
 * The one place a geo analytics request selects (search_type + the parameter of that name),
 * resolved against the US geography: 400 when malformed or ambiguous, 404 when unknown.
 */
import type { Sql } from 'postgres';
import { resolveGeography, type Geography, type GeographyType } from '../places/geography.ts';
import { selectedGeography } from '../schemas/geography.ts';

export async function selectPlace(sql: Sql, q: { search_type: GeographyType } & Partial<Record<GeographyType, string | undefined>>): Promise<Geography> {
  const { type, value, state, path } = selectedGeography(q);
  return resolveGeography(sql, type, value, { state, path });
}

export const geographyOut = (g: Geography) => ({ type: g.type, code: g.code, name: g.name, state: g.state });
