/**
 * The place filters of the property search as lists of codes, resolved by the one place resolver
 * of every endpoint (geography.ts resolveGeography).
 */
import type { Sql } from 'postgres';
import { resolveGeography } from './geography.ts';

/** A CBSA code, a title, the title without its states, or a principal city ("Sacramento", "St. Petersburg"). */
export async function resolveMsa(sql: Sql, msa: string, parameter = 'msa'): Promise<string[]> {
  return [(await resolveGeography(sql, 'msa', msa, { path: parameter })).code];
}

/** A 5-digit FIPS code, or a county name with or without "County" (within a state when given). */
export async function resolveCounty(sql: Sql, county: string, state: string | undefined, parameter = 'county'): Promise<string[]> {
  return [(await resolveGeography(sql, 'county', county, { state, path: parameter })).code];
}
