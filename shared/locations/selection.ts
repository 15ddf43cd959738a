/**
 * Query parameters that select a geography (docs/design.md#geography-selection), shared by the analytics routes:
 *   - one place: `search_type` plus the value in the parameter of that name
 *     (`search_type=msa&msa=40900`, `search_type=city&city=Sacramento&state=CA`);
 *   - several places: `geography_type` plus comma-separated `geography_values`.
 * Resolution against the US geography (and its 400/404 rules) is shared/locations/geography.ts.
 */

import { queryList, z } from '../platform/zod.ts';
import { GEOGRAPHY_TYPES, type GeographySelection } from './geography.ts';

const TYPE_DESCRIPTION =
  'state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits).';

export const geographyType = (name: string) =>
  z.enum(GEOGRAPHY_TYPES).openapi({ description: `Kind of place named by \`${name}\`: ${TYPE_DESCRIPTION}` });

/** The fields of a one-place selection; spread them into a route's query object. */
export const searchGeographyFields = {
  search_type: geographyType('the parameter of this name'),
  state: z.string().min(1).max(64).optional().openapi({
    description: 'A state code or name. The place when search_type=state; the state of a city (required) or of a county name.',
  }),
  msa: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .openapi({ description: 'CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when search_type=msa.' }),
  county: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: '5-digit county FIPS code, or a county name with `state`, when search_type=county.' }),
  city: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'City name (with `state`, or written "City, ST"), when search_type=city.' }),
  zip: z.string().min(1).max(10).optional().openapi({ description: '5-digit zip code, when search_type=zip.' }),
};

/** Refinement for a one-place selection: the parameter named by search_type must be given. */
export function requireSelectedGeography(q: GeographySelection, ctx: z.RefinementCtx): void {
  if (q[q.search_type] === undefined)
    ctx.addIssue({ code: 'custom', message: `search_type=${q.search_type} needs the ${q.search_type} parameter`, path: [q.search_type] });
}

/** A place as resolved (shared/locations/geography.ts Geography), echoed by the analytics responses. */
export const GeographyOut = z
  .object({
    type: z.enum(GEOGRAPHY_TYPES),
    code: z.string().openapi({
      description: 'What the data is keyed on: state code, CBSA code, county FIPS, city name (upper case, with `state`) or zip.',
    }),
    name: z.string().openapi({ description: 'Display name, e.g. "Sacramento-Roseville-Folsom, CA".' }),
    state: z.string().nullable().openapi({ description: 'The state of the place; null for a metropolitan area (which may span states).' }),
  })
  .openapi('Geography', { description: 'The place the request selected, as resolved.' });

/** The fields of a several-places selection. */
export const geographyValuesFields = {
  geography_type: geographyType('geography_values'),
  geography_values: queryList(z.string().min(1).max(128))
    .pipe(z.array(z.string()).min(1).max(10))
    .openapi({
      description: 'Comma-separated places of geography_type, 1 to 10 (e.g. `95814,95816`).',
      example: '95814,95816',
      param: { style: 'form', explode: false },
    }),
  state: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'State code or name: required when geography_type=city, optional for county names.' }),
};
