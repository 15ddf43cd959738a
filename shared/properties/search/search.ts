/**
 * Property search (docs/design.md#property-endpoints): at least one location filter, distress filters for
 * Premium and Unlimited only, exact total, stable pages.
 */

import type { Sql } from 'postgres';
import { normalizeName } from '../../analytics/names.ts';
import { resolveCityFilter } from '../../locations/geography.ts';
import { resolveCounty, resolveMsa } from '../../locations/resolve.ts';
import { db } from '../../platform/db/client.ts';
import { BadRequest, Forbidden } from '../../platform/errors.ts';
import { isPremium, type Plan } from '../../platform/plans.ts';
import { type SelectionFilters, searchProperties } from '../records/queries.ts';
import type { SearchFilter, SearchQuery } from '../schemas.ts';

const LOCATION_FILTERS = ['state', 'city', 'county', 'zip_codes', 'msa'] as const;
const DISTRESS_FILTERS = [
  'pre_foreclosure',
  'pre_foreclosure_date_min',
  'pre_foreclosure_date_max',
  'vacant',
  'zombie_foreclosure',
] as const;

export async function search(query: SearchQuery, plan: Plan) {
  const sql = await db();
  const { page, page_size, sort, order } = query;
  return searchProperties(sql, { ...(await searchFilters(sql, query, plan)), page, page_size, sort, order });
}

/** The search's selection as the queries take it, checked against the plan (an export's filter too: shared/exports/). */
export async function searchFilters(sql: Sql, query: SearchFilter, plan: Plan): Promise<SelectionFilters> {
  if (!LOCATION_FILTERS.some((f) => query[f] !== undefined)) {
    throw new BadRequest(
      `At least one location filter is required: ${LOCATION_FILTERS.join(', ')}.`,
      LOCATION_FILTERS.map((f) => ({ path: f, message: 'one location filter is required' })),
    );
  }
  const distress = DISTRESS_FILTERS.filter((f) => query[f] !== undefined);
  if (distress.length && !isPremium(plan))
    throw new Forbidden(`The distress filters (${distress.join(', ')}) need a Premium or Unlimited plan.`);
  const city = query.city === undefined ? undefined : await resolveCityFilter(sql, query.city, query.state);
  const { city: _city, ...rest } = query;
  return {
    ...rest,
    state: query.state ?? city?.state,
    cities: city?.names,
    cbsaCodes: query.msa ? await resolveMsa(sql, query.msa) : undefined,
    countyFips: query.county ? await resolveCounty(sql, query.county, query.state) : undefined,
    ownerName: query.owner_name ? (normalizeName(query.owner_name) ?? undefined) : undefined,
    preForeclosureFrom: query.pre_foreclosure_date_min,
    preForeclosureTo: query.pre_foreclosure_date_max,
  };
}
