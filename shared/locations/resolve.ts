/**
 * Resolving the place names callers use (MSA titles, county names) to the codes the data is keyed on.
 */
import type { Sql } from 'postgres';
import { BadRequest } from '../platform/errors.ts';

/** A CBSA code, an exact title, or the first city of a title ("Sacramento" -> 40900). cbsas_upper_title */
export async function resolveMsa(sql: Sql, msa: string, parameter = 'msa'): Promise<string[]> {
  if (/^\d{5}$/.test(msa)) {
    const rows = await sql<{ code: string }[]>`select code from cbsas where code = ${msa}`;
    if (rows.length) return [msa];
  } else {
    const name = msa.trim().toUpperCase();
    const exact = await sql<{ code: string }[]>`select code from cbsas where upper(title) = ${name}`;
    if (exact.length) return exact.map((r) => r.code);
    const byFirstCity = await sql<{ code: string }[]>`
      select code from cbsas where upper(title) like ${`${name.replace(/[%_\\]/g, '\\$&')}%`} and type = 'metro' order by code`;
    if (byFirstCity.length) return byFirstCity.map((r) => r.code);
  }
  throw new BadRequest(`Unknown metropolitan area "${msa}": give a CBSA code or title.`, [{ path: parameter, message: 'unknown CBSA' }]);
}

/** A 5-digit FIPS code, or a county name with or without "County" (within a state when given). counties_state_upper_name */
export async function resolveCounty(sql: Sql, county: string, state: string | undefined, parameter = 'county'): Promise<string[]> {
  if (/^\d{5}$/.test(county)) return [county];
  const name = county
    .trim()
    .toUpperCase()
    .replace(/\s+(COUNTY|PARISH|BOROUGH|CENSUS AREA|MUNICIPALITY)$/, '');
  const rows = await sql<{ fips: string }[]>`
    select fips from counties
    where upper(name) in (${name}, ${`${name} COUNTY`}, ${`${name} PARISH`}, ${`${name} BOROUGH`}) ${state ? sql`and state = ${state}` : sql``}
    order by fips`;
  if (rows.length) return rows.map((r) => r.fips);
  throw new BadRequest(`Unknown county "${county}"${state ? ` in ${state}` : ''}.`, [{ path: parameter, message: 'unknown county' }]);
}
