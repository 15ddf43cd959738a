/**
 * The one geography selection of every analytics endpoint (docs/design.md#geography-selection):
 *   - the kind of place in `search_type` or `geography_type` (the same parameter under two names);
 *   - the place in the parameter of that name (`search_type=msa&msa=40900`,
 *     `search_type=city&city=Sacramento&state=CA`), or comma-separated in `geography_values`
 *     (`geography_type=zip&geography_values=95814,95816`).
 * An endpoint says how many places it answers and which kinds; readSelection checks a query
 * against that (a 400 naming the parameter), and shared/locations/geography.ts resolves the
 * places (its 400/404 rules).
 */

import type { Sql } from 'postgres';
import { BadRequest } from '../platform/errors.ts';
import { queryList, z } from '../platform/zod.ts';
import { GEOGRAPHY_TYPES, type Geography, type GeographyType, resolveGeographies } from './geography.ts';

const TYPE_DESCRIPTION =
  'state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits).';

/** The most places one request may name (an endpoint may allow fewer). */
export const MAX_PLACES = 25;

const typeField = (other: string) =>
  z
    .enum(GEOGRAPHY_TYPES)
    .optional()
    .openapi({
      description: `Kind of place selected: ${TYPE_DESCRIPTION} The place is in the parameter of that name or in geography_values. The same as \`${other}\`: give either.`,
    });

/** The selection's query fields; spread them into a route's query object and refine it with requireGeography. */
export const geographySelectionFields = {
  search_type: typeField('geography_type'),
  geography_type: typeField('search_type'),
  geography_values: queryList(z.string().min(1).max(128))
    .pipe(z.array(z.string()).min(1).max(MAX_PLACES))
    .optional()
    .openapi({
      description:
        'Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description.',
      example: '95814,95816',
      param: { style: 'form', explode: false },
    }),
  state: z.string().min(1).max(64).optional().openapi({
    description: 'A state code or name. The place when the kind is state; the state of a city (required) or of a county name.',
  }),
  msa: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .openapi({ description: 'CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa.' }),
  county: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: '5-digit county FIPS code, or a county name with `state`, when the kind is county.' }),
  city: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'City name (with `state`, or written "City, ST"), when the kind is city.' }),
  zip: z.string().min(1).max(10).optional().openapi({ description: '5-digit zip code, when the kind is zip.' }),
};

/** A query carrying the selection fields (and, on zip-analysis, the `zips` alias). */
export type GeographyQuery = {
  search_type?: GeographyType | undefined;
  geography_type?: GeographyType | undefined;
  geography_values?: string[] | undefined;
  zips?: string[] | undefined;
} & Partial<Record<GeographyType, string | undefined>>;

export interface SelectionRules {
  /** how many places the endpoint answers (1: one place) */
  max: number;
  /** the kinds of place it answers; all when absent */
  types?: readonly GeographyType[];
}

/** What a valid query selects: the kind, the values as given, and the parameter they came from (for error paths). */
export interface Selection {
  type: GeographyType;
  values: string[];
  path: string;
  /** the state that qualifies a city or county name (the place itself when the kind is state) */
  state: string | undefined;
}

export interface SelectionIssue {
  path: string;
  message: string;
}

/** Reads the selection out of a query, or says what is wrong with it (each issue names a parameter). */
export function readSelection(q: GeographyQuery, rules: SelectionRules): { selection?: Selection; issues: SelectionIssue[] } {
  const fail = (path: string, message: string) => ({ issues: [{ path, message }] });
  if (q.search_type && q.geography_type && q.search_type !== q.geography_type)
    return fail('geography_type', `differs from search_type=${q.search_type}: give one of them`);
  const named = q.search_type ?? q.geography_type;
  if (q.zips && named && named !== 'zip') return fail('zips', `zips selects zips, but the kind given is ${named}`);
  const type = named ?? (q.zips ? 'zip' : undefined);
  if (!type) return fail('search_type', 'give search_type (or geography_type) and the place');
  const typePath = q.search_type ? 'search_type' : q.geography_type ? 'geography_type' : 'zips';
  if (rules.types && !rules.types.includes(type)) return fail(typePath, `this endpoint selects ${rules.types.join(', ')}, not ${type}`);
  // a place of another kind is never ignored: the answer would be for one of the two places only
  const qualifies = type === 'city' || type === 'county';
  const stray = GEOGRAPHY_TYPES.find((t) => t !== type && q[t] !== undefined && !(t === 'state' && qualifies));
  if (stray) return fail(stray, `does not belong with ${typePath}=${type}: give one kind of place`);
  const sources: { path: string; values: string[] }[] = [];
  if (q.geography_values) sources.push({ path: 'geography_values', values: q.geography_values });
  if (q.zips) sources.push({ path: 'zips', values: q.zips });
  const own = q[type];
  if (own !== undefined) sources.push({ path: type, values: [own] });
  const [source, second] = sources;
  if (!source) return fail(type, `${typePath}=${type} needs the ${type} parameter (or geography_values)`);
  if (second) return fail(second.path, `give the ${type} in one parameter, not in both ${source.path} and ${second.path}`);
  if (source.values.length > rules.max)
    return fail(source.path, rules.max === 1 ? 'this endpoint answers one place' : `at most ${rules.max} places`);
  return { selection: { type, values: source.values, path: source.path, state: type === 'state' ? undefined : q.state }, issues: [] };
}

/** The refinement every analytics query schema ends with: a 400 naming the parameter when the selection is not valid. */
export const requireGeography =
  (rules: SelectionRules = { max: 1 }) =>
  (q: GeographyQuery, ctx: z.RefinementCtx): void => {
    for (const issue of readSelection(q, rules).issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  };

/**
 * Resolves the places a query selects, in request order without repeats. The query has passed
 * requireGeography with the same rules; a query that has not is still a 400, never a guess.
 */
export async function resolveSelection(sql: Sql, q: GeographyQuery, rules: SelectionRules): Promise<Geography[]> {
  const { selection, issues } = readSelection(q, rules);
  if (!selection) throw new BadRequest(`Invalid geography selection: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
  return resolveGeographies(sql, selection.type, selection.values, { state: selection.state, path: selection.path });
}

/** The one place a query of a one-place endpoint selects. */
export async function resolveSelectedGeography(sql: Sql, q: GeographyQuery): Promise<Geography> {
  const [place] = await resolveSelection(sql, q, { max: 1 });
  return place!;
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
