/** Location routes: place search, autocomplete and validation. */
import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { AutocompleteQuery, LocationList, LocationSearchBody, ValidateQuery, ValidateResponse } from './schemas.ts';

const MATCHING = [
  'Text is matched after normalisation: upper case, accents and punctuation dropped, St/Ste/Ft/Mt spelt out, so "St. Louis", "st louis" and "Saint Louis" are the same. A place is found by its name and also, exactly, by its state code ("CA"), a county\'s name without "County"/"Parish"/... ("Sacramento"), or a CBSA\'s principal cities ("Roseville"). Text after the last comma that names a state ("Springfield, IL") filters by that state. Digits match zips by prefix, in code order ("9581" -> 95810, 95811, ...); a ZIP+4 matches its zip.',
  'Ranking: exact matches, then prefix matches, then fuzzy matches: pg_trgm word similarity of the text to the best-matching part of a name, so typos and half-typed words with a typo are found ("Sacramneto", "sacrem"). Fuzzy matches need 4+ characters: similarity >= 0.5 when nothing matched exactly or by prefix (a typo); POST /locations also fills the room left under `limit` by exact and prefix matches with close variants, similarity >= 0.6 ("West Sacramento" for Sacramento, not every name sharing a word part). Within exact and prefix matches larger places come first: population is not in the data, so size is `zip_count`, the number of zips whose primary city, county, CBSA or state the place is; ties go to the containing type (state, CBSA, county, city), metro before micro, then name. Fuzzy matches come by similarity, then size.',
  'No match is not an error: 200 with an empty `data`.',
].join('\n\n');

export const locationRoutes = {
  locationSearch: defineRoute({
    method: 'POST',
    path: '/locations',
    handler: 'functions/locations/search.ts',
    category: 'Locations',
    summary: 'Search US places',
    description: `States, CBSAs (metropolitan and micropolitan areas), counties, USPS cities and zips whose name matches the query, ranked, each with its codes, centroid and parents.\n\n${MATCHING}`,
    auth: true,
    body: LocationSearchBody,
    response: LocationList,
    responseDescription: 'The matching places, best first, at most `limit`.',
    errors: [400],
  }),
  locationAutocomplete: defineRoute({
    method: 'GET',
    path: '/locations/autocomplete',
    handler: 'functions/locations/autocomplete.ts',
    category: 'Locations',
    summary: 'Complete a place name as it is typed',
    description: `The search of POST /locations for a partly typed name, meant to be called on every keystroke: the last word may be incomplete (a last "St" completes both "Saint..." and "St..." names), 1-3 characters complete by prefix only, and from 4 characters text that completes no name is taken for a typo and matched fuzzily, a typo in a half-typed word included. Unlike POST /locations it adds no fuzzy matches beside completions, so a keystroke costs one indexed query.\n\n${MATCHING}`,
    auth: true,
    query: AutocompleteQuery,
    response: LocationList,
    responseDescription: 'The completions, best first, at most `limit`.',
    errors: [400],
  }),
  locationValidate: defineRoute({
    method: 'GET',
    path: '/locations/validate',
    handler: 'functions/locations/validate.ts',
    category: 'Locations',
    summary: 'Check that a city/state/zip (or county, CBSA) combination is real',
    description: [
      "Each given value is looked up (names normalised as in POST /locations, codes exactly), then each pair is checked, the more specific place in the more general one: a zip is in a city when that is its primary USPS city (the default city name of the zip; other acceptable names of a zip are not in the data); a zip is in a county or CBSA through its primary county; a city is in a county or CBSA when its primary county or one of its zips' primary counties is there; anything is in a state when it is one of its states.",
      '`valid: true` returns the most specific place, normalised. Otherwise `valid: false` with `reason`, the `problems` (`unknown`: a well-formed value names nothing, e.g. zip 00000 or state ZZ; `mismatch`: e.g. "zip 95814 is in Sacramento, CA, not Folsom"; `ambiguous`: a name such as Springfield fits several places even with the other values) and up to 10 `alternatives`: the zip\'s own city and the city\'s zips, the places of that name in other states, similarly spelt names.',
      'Only malformed input is a 400: no parameter, a zip that is not 5 digits (or ZIP+4), a county or msa that is neither 5 digits nor a name, a city without letters, a state with digits.',
    ].join('\n\n'),
    auth: true,
    query: ValidateQuery,
    response: ValidateResponse,
    responseDescription: 'Whether the combination is real, with the normalised place or the reasons and alternatives.',
    errors: [400],
  }),
} satisfies Record<string, RouteDef>;
