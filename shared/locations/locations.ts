/**
 * Place search (POST /locations) and autocomplete (GET /locations/autocomplete): text in, ranked
 * places out. Both run the same search; they differ in limits, in when near matches are added
 * (LocationSearch.fuzzy) and in how they are called.
 */
import { LRUCache } from 'lru-cache';
import type { Sql } from 'postgres';
import { config } from '../platform/config.ts';
import { BadRequest } from '../platform/errors.ts';
import { JsonText } from '../platform/json-text.ts';
import { type LocationMatch, type MatchedRow, toLocationMatch } from './location-result.ts';
import { findByName, findNear, findZips, loadStates } from './queries.ts';
import { PLACE_TYPES, type PlaceType, rankCandidates } from './search-rank.ts';
import { parseLocationQuery, stateOf } from './search-text.ts';

/**
 * Near (trigram) matches need 4 characters: shorter text matches by prefix only. Three letters
 * share a trigram with hundreds of names and leave no room for a typo.
 */
export const NEAR_MIN_CHARS = 4;

/**
 * Near matches are by pg_trgm word similarity (LocationSearch.fuzzy says when they are looked
 * for). When nothing matched otherwise the text is taken for a typo: 0.5 finds one-letter slips
 * that the pg_trgm default of 0.6 misses (SACRAMNETO 0.55, SPRINGFEILD 0.58). Beside exact or
 * prefix matches only close variants are added ("West Sacramento" for Sacramento, 1.0), not names
 * that merely share part of a word ("Bluff Springs" for Springfield, 0.5).
 */
export const NEAR_SIMILARITY = 0.5;
export const NEAR_BESIDE_MATCHES = 0.6;

export interface LocationSearch {
  text: string;
  /** place types to include; all when undefined */
  types?: readonly PlaceType[] | undefined;
  /** state code or name */
  state?: string | undefined;
  limit: number;
  /**
   * When near matches are looked for: `fill` (search) whenever exact and prefix matches leave
   * room; `fallback` (autocomplete) only when nothing matched otherwise, i.e. for a typo: a
   * keystroke that completes some name then costs one query.
   */
  fuzzy: 'fill' | 'fallback';
}

export interface LocationList {
  data: LocationMatch[];
  meta: {
    query: string;
    /** the text as matched: upper case, punctuation dropped, abbreviations spelt out; null for zip digits */
    normalized_query: string | null;
    state: string | null;
    types: PlaceType[];
    limit: number;
    has_more: boolean;
  };
}

/**
 * Runs a search. `paths` name the request fields in errors (body.query and body.state for
 * POST /locations). A state filter that names no state is a 400; a state in the text
 * ("Reno, NV") that differs from the state filter matches nothing.
 */
export async function findLocations(sql: Sql, search: LocationSearch, paths = { text: 'q', state: 'state' }): Promise<LocationList> {
  const states = await loadStates(sql);
  const parsed = parseLocationQuery(search.text, states);
  if (parsed === null)
    throw new BadRequest('The query has no letters or digits.', [{ path: paths.text, message: 'nothing to search for' }]);
  const filter = search.state === undefined ? undefined : stateOf(search.state, states);
  if (search.state !== undefined && filter === undefined) {
    throw new BadRequest(`Unknown state "${search.state}": give a 2-letter code or the full name.`, [
      { path: paths.state, message: 'unknown state' },
    ]);
  }
  const types = search.types === undefined ? [...PLACE_TYPES] : PLACE_TYPES.filter((t) => search.types!.includes(t));
  const state = filter ?? parsed.state;
  const take = search.limit + 1;
  const meta = {
    query: search.text,
    normalized_query: parsed.kind === 'name' ? parsed.fuzzy : null,
    state: state ?? null,
    types,
    limit: search.limit,
  };
  const none = { data: [], meta: { ...meta, has_more: false } };
  if (filter !== undefined && parsed.state !== undefined && filter !== parsed.state) return none;

  let rows: MatchedRow[];
  if (parsed.kind === 'zip') {
    if (!types.includes('zip')) return none;
    rows = await findZips(sql, parsed.digits, state, take);
  } else {
    const scope = { kinds: types.filter((t) => t !== 'zip'), state };
    if (scope.kinds.length === 0) return none;
    rows = await findByName(sql, { exact: parsed.exact, prefixes: parsed.prefixes, scope, take });
    const found = new Set(rows.map((r) => `${r.kind}|${r.ref}`)).size;
    if ((found === 0 || (search.fuzzy === 'fill' && found < take)) && parsed.fuzzy.replaceAll(' ', '').length >= NEAR_MIN_CHARS) {
      // places already found may come again among near matches: take enough to still fill the list
      rows.push(
        ...(await findNear(sql, {
          key: parsed.fuzzy,
          min: found === 0 ? NEAR_SIMILARITY : NEAR_BESIDE_MATCHES,
          scope,
          take: take + found,
        })),
      );
    }
  }
  const { results, hasMore } = rankCandidates(rows, search.limit);
  return { data: results.map(toLocationMatch), meta: { ...meta, has_more: hasMore } };
}

/**
 * Autocomplete answers are reused for AUTOCOMPLETE_CACHE_TTL_MS (default 5 minutes; 0 turns the
 * cache off). Places change only when the geography is loaded, and what users type repeats: every
 * keystroke of "Sacramento" is a prefix someone typed a moment ago, and a reused answer costs no
 * query. Answers are kept serialised (JsonText), so a hit costs no serialisation either. Errors are
 * not cached.
 */
const completions = new LRUCache<string, JsonText<LocationList>>({
  max: 10_000,
  ttl: Math.max(1, config().AUTOCOMPLETE_CACHE_TTL_MS ?? 300_000),
});

export async function autocomplete(sql: Sql, search: Omit<LocationSearch, 'fuzzy'>): Promise<JsonText<LocationList>> {
  const run = async () => JsonText.serialize(await findLocations(sql, { ...search, fuzzy: 'fallback' }));
  if (config().AUTOCOMPLETE_CACHE_TTL_MS === 0) return run();
  const key = JSON.stringify([search.text, search.types ?? null, search.state ?? null, search.limit]);
  const cached = completions.get(key);
  if (cached) return cached;
  const answer = await run();
  completions.set(key, answer);
  return answer;
}
