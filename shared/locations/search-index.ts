/**
 * Builds place_search (migrations/0010_place_search.sql) from the geography tables.
 * loadGeography calls refreshPlaceSearch after every load; it rebuilds the table when the
 * geography or this build changed, so a database whose geography predates the table gets it on
 * its next start too.
 *
 * The places and what a result shows of them (names, codes, parents, sizes, centroids) are read in
 * SQL (PLACES below); the search keys and the rank come from TypeScript (search-text.ts,
 * search-rank.ts), which is the one normaliser queries use too. Only names go to Node and only
 * (place, key, rank) tuples come back: the embedded PGlite takes seconds per 10 MB of JSON, so
 * the wide rows are assembled in SQL.
 */
import type { Sql, TransactionSql } from 'postgres';
import { lockForLoad } from '../platform/db/locks.ts';
import { compareBySize } from './search-rank.ts';
import { cbsaCityNames, countyShortName, searchKey } from './search-text.ts';

/** Bump when the keys, aliases, ranks or columns written here change: the next load rebuilds. */
const BUILD = 2;
const DATASET = 'place-search';

/**
 * Every state, CBSA, county and city with the columns of place_search except the search ones.
 * zip_count is the number of zips whose primary city, county, CBSA or state it is. A state's
 * centroid is computed as data/geo/SOURCE.md computes those of counties and CBSAs: the mean of its
 * zips' points, census gazetteer points only when there are any. A CBSA's states are its title's
 * (principal) states, then the states of its other counties.
 */
const PLACES = `
  select 'state' as kind, s.code as ref, s.name, s.name as display_name, array[s.code] as states,
    s.fips as state_fips, s.name as state_name, null as county_fips, null as county_name,
    null as cbsa_code, null as cbsa_title, null as cbsa_type, count(z.zip)::int as zip_count,
    coalesce(avg(z.lat) filter (where z.coord_source = 'census_gazetteer'), avg(z.lat)) as lat,
    coalesce(avg(z.lon) filter (where z.coord_source = 'census_gazetteer'), avg(z.lon)) as lon
  from states s left join zips z on z.state = s.code
  group by s.code
  union all
  select 'msa', b.code, b.title, b.title, m.states,
    case when cardinality(m.states) = 1 then st.fips end, case when cardinality(m.states) = 1 then st.name end, null, null,
    b.code, b.title, b.type, (select count(*)::int from zips z where z.cbsa_code = b.code), b.lat, b.lon
  from cbsas b
  cross join lateral (select b.states || array(select distinct c.state from counties c where c.cbsa_code = b.code and c.state <> all (b.states) order by c.state) as states) m
  left join states st on st.code = b.states[1]
  union all
  select 'county', c.fips, c.name, c.name || ', ' || c.state, array[c.state], st.fips, st.name, c.fips, c.name,
    c.cbsa_code, b.title, b.type, (select count(*)::int from zips z where z.county_fips = c.fips), c.lat, c.lon
  from counties c join states st on st.code = c.state left join cbsas b on b.code = c.cbsa_code
  union all
  select 'city', p.id::text, p.name, p.name || ', ' || p.state, array[p.state], st.fips, st.name, p.county_fips, c.name,
    p.cbsa_code, b.title, b.type, p.zip_count, p.lat, p.lon
  from places p join states st on st.code = p.state left join counties c on c.fips = p.county_fips left join cbsas b on b.code = p.cbsa_code`;

/** What the keys and the rank of a place are made from. */
export interface SearchSource {
  kind: 'state' | 'msa' | 'county' | 'city';
  ref: string;
  name: string;
  display_name: string;
  states: string[];
  cbsa_code: string | null;
  cbsa_type: 'metro' | 'micro' | null;
  zip_count: number;
}

export interface SearchKey {
  kind: SearchSource['kind'];
  ref: string;
  key: string;
  /** an exact-only name: not matched by prefix or similarity */
  alias: boolean;
  /** the place's position in compareBySize order, 1 = largest */
  rank: number;
}

/**
 * The searchable names of each place and its rank. A place is found by its name, and exactly
 * also by: a state by its code; a county by its name without "County", "Parish", ...; a CBSA by
 * its principal cities that are cities in it (for the Connecticut CBSAs, to which no zip is mapped
 * (data/geo/SOURCE.md), cities in its states), and by its title without the states.
 */
export function placeSearchKeys(places: readonly SearchSource[]): SearchKey[] {
  const cities = places.filter((p) => p.kind === 'city');
  const inCbsa = new Set(cities.map((p) => `${p.cbsa_code}|${searchKey(p.name)}`));
  const inState = new Set(cities.map((p) => `${p.states[0]}|${searchKey(p.name)}`));
  const principal = (c: SearchSource, key: string) =>
    inCbsa.has(`${c.ref}|${key}`) || (c.zip_count === 0 && c.states.some((s) => inState.has(`${s}|${key}`)));

  const names = (p: SearchSource): [key: string, aliases: string[]] => {
    switch (p.kind) {
      case 'state':
        return [searchKey(p.name), [p.ref]];
      case 'msa':
        return [
          searchKey(p.name.replace(/, [A-Z]{2}(-[A-Z]{2})*$/, '')),
          cbsaCityNames(p.name)
            .map(searchKey)
            .filter((k) => principal(p, k)),
        ];
      case 'county': {
        const short = countyShortName(p.name);
        return [searchKey(p.name), short === null ? [] : [searchKey(short)]];
      }
      case 'city':
        return [searchKey(p.name), []];
    }
  };

  const sized = places.map((p) => ({
    place: p,
    size: {
      type: p.kind,
      zip_count: p.zip_count,
      cbsa_type: p.kind === 'msa' ? p.cbsa_type : null,
      display_name: p.display_name,
      ref: p.ref,
    },
  }));
  sized.sort((a, b) => compareBySize(a.size, b.size));
  return sized.flatMap(({ place: p }, i) => {
    const [key, aliases] = names(p);
    const extra = [...new Set(aliases)].filter((a) => a !== key);
    return [key, ...extra].map((k, j) => ({ kind: p.kind, ref: p.ref, key: k, alias: j > 0, rank: i + 1 }));
  });
}

/**
 * Rebuilds place_search when the geography version it was built from, or BUILD, differs; a no-op
 * otherwise. Returns whether it rebuilt.
 */
export async function refreshPlaceSearch(sql: Sql, geographyVersion: string): Promise<boolean> {
  const version = `${geographyVersion}+${BUILD}`;
  if ((await storedVersion(sql)) === version) return false;
  return sql.begin(async (tx) => {
    // two processes starting together: the second waits, then finds the table built
    await lockForLoad(tx, 'place-search');
    if ((await storedVersion(tx)) === version) return false;
    const sources = await tx.unsafe<SearchSource[]>(
      `select kind, ref, name, display_name, states, cbsa_code, cbsa_type, zip_count from (${PLACES}) p`,
    );
    const keys = placeSearchKeys(sources);
    await tx`delete from place_search`;
    // One row per key and state the place is in; the rows of a CBSA's other states are marked.
    // Rows go in (state, key) order: that index then grows at its end, a quarter faster on PGlite.
    // Not in key order: the planner would then take a key range for cheap even within a state
    // (correlation 1) and read a whole letter instead of the state's few names.
    const inserted = await tx.unsafe(
      `insert into place_search (kind, ref, key, alias, state, other_state, rank, zip_count, name, display_name, states,
         state_fips, state_name, county_fips, county_name, cbsa_code, cbsa_title, cbsa_type, lat, lon)
       select k.kind, k.ref, k.key, k.alias = 1, st.state, st.n > 1, k.rank, p.zip_count, p.name, p.display_name, p.states,
         p.state_fips, p.state_name, p.county_fips, p.county_name, p.cbsa_code, p.cbsa_title, p.cbsa_type, p.lat, p.lon
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[]) as k(kind, ref, key, alias, rank)
       join (${PLACES}) p on p.kind = k.kind and p.ref = k.ref
       cross join lateral unnest(p.states) with ordinality as st(state, n)
       order by st.state, k.key`,
      // postgres.js cannot send a boolean array: alias goes as 0/1
      [
        keys.map((k) => k.kind),
        keys.map((k) => k.ref),
        keys.map((k) => k.key),
        keys.map((k) => (k.alias ? 1 : 0)),
        keys.map((k) => k.rank),
      ],
    );
    const counts = { rows: inserted.count, places: sources.length };
    await tx`
      insert into geo_meta (dataset, version, counts) values (${DATASET}, ${version}, ${tx.json(counts)})
      on conflict (dataset) do update set version = excluded.version, counts = excluded.counts, loaded_at = now()`;
    return true;
  });
}

async function storedVersion(sql: Sql | TransactionSql): Promise<string | undefined> {
  const [row] = await sql<{ version: string }[]>`select version from geo_meta where dataset = ${DATASET}`;
  return row?.version;
}
