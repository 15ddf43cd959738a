/**
 * One place as the location endpoints return it, built from a place_search row or a zip row.
 */
import type { MatchTier, PlaceType } from './search-rank.ts';

/** The columns every location query selects (place_search's, or the same computed for a zip). */
export interface PlaceRow {
  kind: PlaceType;
  /** state code, CBSA code, county FIPS, places.id, or zip */
  ref: string;
  rank: number;
  zip_count: number;
  name: string;
  display_name: string;
  states: string[];
  state_fips: string | null;
  state_name: string | null;
  county_fips: string | null;
  county_name: string | null;
  cbsa_code: string | null;
  cbsa_title: string | null;
  cbsa_type: 'metro' | 'micro' | null;
  lat: number | null;
  lon: number | null;
  /** the primary city of a zip; null for other kinds */
  city_name: string | null;
}

export interface MatchedRow extends PlaceRow {
  match: MatchTier;
  similarity: number | null;
}

export interface Location {
  type: PlaceType;
  name: string;
  display_name: string;
  msa_type: 'metro' | 'micro' | null;
  zip_count: number;
  states: string[];
  codes: { state: string | null; state_fips: string | null; county_fips: string | null; cbsa_code: string | null; zip: string | null };
  centroid: { lat: number; lon: number } | null;
  parents: {
    state: { code: string; fips: string | null; name: string | null } | null;
    msa: { code: string; title: string | null; type: 'metro' | 'micro' | null } | null;
    county: { fips: string; name: string | null } | null;
    city: { name: string; state: string } | null;
  };
}

export interface LocationMatch extends Location {
  match: MatchTier;
  similarity: number | null;
}

/**
 * A place with its codes and the places containing it. A CBSA spanning several states has no
 * single state: codes.state and parents.state are null and `states` lists them.
 */
export function toLocation(row: PlaceRow): Location {
  const state = row.states.length === 1 ? row.states[0]! : null;
  const own = (type: PlaceType) => row.kind === type;
  return {
    type: row.kind,
    name: row.name,
    display_name: row.display_name,
    msa_type: own('msa') ? row.cbsa_type : null,
    zip_count: row.zip_count,
    states: row.states,
    codes: {
      state,
      state_fips: state === null ? null : row.state_fips,
      county_fips: row.county_fips,
      cbsa_code: row.cbsa_code,
      zip: own('zip') ? row.ref : null,
    },
    centroid: row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon },
    parents: {
      state: state === null || own('state') ? null : { code: state, fips: row.state_fips, name: row.state_name },
      msa: row.cbsa_code === null || own('msa') ? null : { code: row.cbsa_code, title: row.cbsa_title, type: row.cbsa_type },
      county: row.county_fips === null || own('county') ? null : { fips: row.county_fips, name: row.county_name },
      city: own('zip') && row.city_name !== null && state !== null ? { name: row.city_name, state } : null,
    },
  };
}

/**
 * pg_trgm gives a similarity as a float4 (0.54545456 for 6/11): 4 decimals are all it holds
 * without noise.
 */
export function toLocationMatch(row: MatchedRow): LocationMatch {
  const similarity = row.similarity === null ? null : Math.round(row.similarity * 10_000) / 10_000;
  return { match: row.match, similarity, ...toLocation(row) };
}
