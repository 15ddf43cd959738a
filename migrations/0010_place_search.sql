-- Place search for POST /locations, GET /locations/autocomplete and /locations/validate: one row
-- per searchable name of every state, CBSA, county and city, derived from the tables of
-- 0002_places.sql and rebuilt by shared/locations/search-index.ts whenever the geography is loaded.
-- Zips are not copied here: the zips primary key ("C" collation) already serves their prefixes.
--
-- key is the name normalised by shared/locations/search-text.ts (upper case, accents and punctuation
-- dropped, ST/STE/FT/MT spelt out), in the "C" collation so one btree serves equality and prefix
-- scans as key ranges (key >= 'SAC' and key < 'SAC~'). A place has one name row (alias = false)
-- and may have exact-only aliases: a state's code, a county's name without "County"/"Parish"/...,
-- a CBSA's principal cities. A CBSA spanning several states has a row per state (for the state
-- filter); the rows of its other states have other_state = true and are left out of unfiltered
-- searches, so each place is found once.
--
-- rank orders all places, largest first (shared/locations/search-rank.ts: zip count, then type,
-- metro before micro, then name), so "larger places first" is an ORDER BY on one column.
-- The remaining columns are what a result shows, copied so a search reads this table alone.

create table place_search (
  kind text not null check (kind in ('state', 'msa', 'county', 'city')),
  -- state code, CBSA code, county FIPS, or places.id
  ref text not null,
  key text collate "C" not null check (key ~ '^[A-Z0-9]+( [A-Z0-9]+)*$'),
  alias boolean not null,
  -- the state this row is found in by the state filter
  state text not null,
  other_state boolean not null,
  rank integer not null,
  zip_count integer not null,
  name text not null,
  display_name text not null,
  -- every state the place is in (several only for some CBSAs)
  states text[] not null,
  -- fips and name of the place's state, when it is in one
  state_fips text,
  state_name text,
  county_fips text,
  county_name text,
  cbsa_code text,
  cbsa_title text,
  cbsa_type text,
  lat double precision,
  lon double precision,
  unique (kind, ref, state, key)
);

-- exact matches, and prefixes of 3+ characters, then sorted by rank
create index place_search_key on place_search (key);
-- exact matches and prefixes of any length within one state
create index place_search_state_key on place_search (state, key);
-- 1-2 character prefixes match thousands of names: these give them in rank order, so an
-- unfiltered prefix scan stops at the limit instead of sorting a whole letter
create index place_search_first_letter on place_search (left(key, 1), rank) where not alias and not other_state;
create index place_search_first_letters on place_search (left(key, 2), rank) where not alias and not other_state;
-- near matches (place_search_near); aliases are matched exactly only
create index place_search_key_trgm on place_search using gin (key gin_trgm_ops) where not alias;

-- Near matches: the names a query is similar to by pg_trgm word similarity, which scores the
-- best-matching stretch of the name, so a half-typed word with a typo still finds its place
-- (SACREM -> SACRAMENTO 0.57, SAINT LUOIS -> SAINT LOUIS 0.58), with their similarity.
-- The GIN scan applies the threshold of the pg_trgm.word_similarity_threshold setting, not one
-- written in the query, so the function sets it for its own run (the SET clause restores the
-- caller's value on exit): a higher threshold makes the index return fewer names, not just
-- filter them afterwards.
create function place_search_near(query text, threshold real)
returns table (kind text, ref text, state text, key text, other_state boolean, rank integer, similarity real)
language plpgsql stable
set pg_trgm.word_similarity_threshold = 0.6
as $$
begin
  perform set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
  return query
    select s.kind, s.ref, s.state, s.key, s.other_state, s.rank, word_similarity(query, s.key)
    from place_search s
    where not s.alias and query <% s.key;
end
$$;
