/**
 * Requests and responses of the location endpoints: place search (POST /locations),
 * autocomplete and validation, over the US geography of data/geo/ (states, CBSAs, counties,
 * USPS cities and zips).
 */

import { queryInt, queryList, z } from '../platform/zod.ts';
import { MATCH_TIERS, PLACE_TYPES } from './search-rank.ts';

const placeType = z.enum(PLACE_TYPES);

const TYPES_DESCRIPTION =
  'Place types to include: `state`, `msa` (metropolitan or micropolitan CBSA), `county`, `city` (a USPS city: the primary city name of one or more zips) and `zip`. All when omitted.';
const STATE_FILTER_DESCRIPTION =
  'Only places in this state: a 2-letter code or the full name (400 when it names no state). A CBSA spanning several states is in each of them. A state written in the text after a comma ("Springfield, IL") filters the same way; when both are given and differ nothing matches.';
const queryText = (description: string) =>
  z.string().trim().min(1, 'must not be empty').max(100, 'at most 100 characters').openapi({ description, example: 'Sacramento' });

const code = (description: string) => z.string().nullable().openapi({ description });

export const Location = z
  .object({
    type: placeType.openapi({ description: 'Kind of place.' }),
    name: z.string().openapi({
      description:
        'Proper name: state name, CBSA title, county name ("Sacramento County"), USPS city name ("Saint Louis"), or the 5-digit zip.',
    }),
    display_name: z.string().openapi({
      description:
        'Name with its state: "California", "Sacramento-Roseville-Folsom, CA", "Sacramento County, CA", "Sacramento, CA", "Sacramento, CA 95814".',
    }),
    msa_type: z.enum(['metro', 'micro']).nullable().openapi({
      description:
        'For a CBSA: metropolitan (urban core of 50,000+) or micropolitan (10,000-50,000) statistical area, per OMB. Null for other types.',
    }),
    zip_count: z.number().int().openapi({
      description:
        'Size proxy used to rank places (population is not in the data): the number of zips whose primary city, county, CBSA or state this is; 1 for a zip. 0 for the 7 Connecticut CBSAs, which no zip is mapped to.',
    }),
    states: z.array(z.string()).openapi({
      description: 'State codes the place is in: one, except for CBSAs spanning states (principal states first, as in the title).',
    }),
    codes: z
      .object({
        state: code('2-letter state code; null for a CBSA in several states.'),
        state_fips: code('2-digit state FIPS code; null when `state` is null.'),
        county_fips: code(
          '5-digit county FIPS: the county itself, or the primary county of a city or zip (the county of most of its addresses).',
        ),
        cbsa_code: code('5-digit CBSA code: the CBSA itself, or the one of the primary county.'),
        zip: code('The zip, for a zip.'),
      })
      .openapi({ description: 'Identifiers; null when unknown or not applicable.' }),
    centroid: z.object({ lat: z.number(), lon: z.number() }).nullable().openapi({
      description:
        "A representative point (WGS84): a zip's census internal point; for larger places the mean of their zips' points. Null when no point is known.",
    }),
    parents: z
      .object({
        state: z.object({ code: z.string(), fips: z.string().nullable(), name: z.string().nullable() }).nullable(),
        msa: z.object({ code: z.string(), title: z.string().nullable(), type: z.enum(['metro', 'micro']).nullable() }).nullable(),
        county: z.object({ fips: z.string(), name: z.string().nullable() }).nullable(),
        city: z.object({ name: z.string(), state: z.string() }).nullable(),
      })
      .openapi({
        description:
          'The places containing this one, where known: state (null for a state and a multi-state CBSA), CBSA and county (through the primary county), and for a zip its primary city.',
      }),
  })
  .openapi('Location');

export const LocationMatch = Location.extend({
  match: z.enum(MATCH_TIERS).openapi({
    description:
      '`exact`: a name (or a state code, a county name without "County", a CBSA\'s principal city) equals the query; `prefix`: a name starts with it; `fuzzy`: a name is similar (pg_trgm word similarity >= 0.5 when nothing matched otherwise, >= 0.6 beside exact and prefix matches).',
  }),
  similarity: z
    .number()
    .nullable()
    .openapi({ description: 'For fuzzy matches, the pg_trgm word similarity (0-1) of the query to the name; null otherwise.' }),
}).openapi('LocationMatch');

export const LocationList = z.object({
  data: z.array(LocationMatch).openapi({ description: 'Matches in rank order; empty when nothing matches.' }),
  meta: z.object({
    query: z.string().openapi({ description: 'The query as given.' }),
    normalized_query: z.string().nullable().openapi({
      description:
        'The text as matched: upper case, accents and punctuation dropped, St/Ste/Ft/Mt spelt out (Saint, Sainte, Fort, Mount). Null for a zip query.',
    }),
    state: z.string().nullable().openapi({ description: 'The state filter applied, from `state` or the text.' }),
    types: z.array(placeType),
    limit: z.number().int(),
    has_more: z.boolean().openapi({ description: 'Whether more places matched than `limit`.' }),
  }),
});

export const LocationSearchBody = z.object({
  query: queryText('Place name, part of one, or zip digits; optionally followed by ", ST" or ", State name".'),
  types: z.array(placeType).min(1).max(5).optional().openapi({ description: TYPES_DESCRIPTION }),
  state: z.string().trim().min(1).max(64).optional().openapi({ description: STATE_FILTER_DESCRIPTION }),
  limit: z.number().int().min(1).max(50).default(10).openapi({ description: 'Most results, 1-50.' }),
});
export type LocationSearchBody = z.output<typeof LocationSearchBody>;

export const AutocompleteQuery = z.object({
  q: queryText(
    'What has been typed so far: the start of a place name (a last word "St" also completes to "Saint"), a name with a typo, or zip digits.',
  ),
  types: queryList(placeType)
    .pipe(z.array(placeType).min(1).max(5))
    .optional()
    .openapi({ description: `Comma-separated. ${TYPES_DESCRIPTION}`, example: 'city,zip', param: { style: 'form', explode: false } }),
  state: z.string().trim().min(1).max(64).optional().openapi({ description: STATE_FILTER_DESCRIPTION }),
  limit: queryInt(z.number().min(1).max(20)).default(10).openapi({ description: 'Most results, 1-20.' }),
});
export type AutocompleteQuery = z.output<typeof AutocompleteQuery>;

// Malformed values are 400s; well-formed values that name nothing are valid: false.
const hasLetter = /\p{L}/u;
const nameOrCode = (what: string, codeName: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((s) => /^\d{5}$/.test(s) || (hasLetter.test(s) && !/\d/.test(s)), `expected a 5-digit ${codeName} or a ${what} name`);

export const ValidateQuery = z
  .object({
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'expected a 5-digit zip (or ZIP+4)')
      .optional()
      .openapi({ description: '5-digit zip; a ZIP+4 is checked by its first 5 digits.', example: '95814' }),
    city: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((s) => hasLetter.test(s), 'expected a city name')
      .optional()
      .openapi({
        description: 'USPS city name, case and punctuation free ("st. louis" = "Saint Louis"); may end with ", ST".',
        example: 'Sacramento',
      }),
    county: nameOrCode('county', 'county FIPS')
      .optional()
      .openapi({ description: '5-digit county FIPS, or a county name with or without "County"/"Parish"/...' }),
    msa: nameOrCode('CBSA', 'CBSA code')
      .optional()
      .openapi({ description: '5-digit CBSA code, or a CBSA title, or one of its principal cities ("Sacramento").' }),
    state: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine((s) => /^[\p{L} .'-]+$/u.test(s), 'expected a state code or name')
      .optional()
      .openapi({ description: '2-letter code or full name.', example: 'CA' }),
  })
  .superRefine((q, ctx) => {
    if (q.zip === undefined && q.city === undefined && q.county === undefined && q.msa === undefined && q.state === undefined) {
      ctx.addIssue({ code: 'custom', message: 'give at least one of zip, city, county, msa, state', path: ['zip'] });
    }
  })
  .openapi({ description: 'Any combination of the parameters, at least one.' });
export type ValidateQuery = z.output<typeof ValidateQuery>;

export const ValidateResponse = z.object({
  valid: z.boolean().openapi({ description: 'Whether every given value names a real place, exactly one, and they fit together.' }),
  reason: z.string().nullable().openapi({
    description: "Why not, in words (the problems' messages); null when valid.",
    example: 'zip 95814 is in Sacramento, CA, not Folsom',
  }),
  problems: z
    .array(
      z.object({
        code: z.enum(['unknown', 'mismatch', 'ambiguous']).openapi({
          description:
            "`unknown`: the value names no place. `mismatch`: the first parameter's place is not in the second's. `ambiguous`: the name fits several places even with the other values.",
        }),
        parameters: z.array(placeType).openapi({ description: 'The parameters concerned.' }),
        message: z.string(),
      }),
    )
    .openapi({ description: 'Empty when valid.' }),
  place: Location.nullable().openapi({
    description:
      'When valid, the most specific place given (zip, else city, county, CBSA, state), normalised: proper names, codes and parents.',
  }),
  alternatives: z.array(Location).max(10).openapi({
    description:
      'When not valid, up to 10 real places close to what was given: the city of a zip, the zips of a city, the places of that name in other states, similarly spelt names.',
  }),
});
