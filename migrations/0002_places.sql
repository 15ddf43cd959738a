-- US geography reference: states, CBSAs (metro/micro areas), counties, zips and places (cities).
-- Rows come from data/geo/ via shared/locations/load-geography.ts; data/geo/SOURCE.md has the sources.
-- Names are matched case-insensitively through upper(...) expressions: btree for exact lookups,
-- trigram GIN for autocomplete (upper(name) like 'SPRINGF%') and fuzzy search (%, similarity).
-- centroid is generated from lat/lon so the two can never disagree; it is null where no source
-- gives a position.
-- zips and places have no foreign keys: per-row checks on their 74k rows tripled the load on
-- PGlite. Their references are checked on the shipped files by test/unit/geo-build.test.ts, and
-- only the loader writes these tables.

create table states (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  fips text not null unique check (fips ~ '^[0-9]{2}$'),
  name text not null
);
create unique index states_upper_name on states (upper(name));
create index states_name_trgm on states using gin (upper(name) gin_trgm_ops);

create table cbsas (
  code text primary key check (code ~ '^[0-9]{5}$'),
  title text not null,
  type text not null check (type in ('metro', 'micro')),
  csa_code text check (csa_code ~ '^[0-9]{3}$'),
  csa_title text,
  -- principal states in title order, e.g. {DC,VA,MD,WV}
  states text[] not null,
  lat double precision check (lat between -90 and 90),
  lon double precision check (lon between -180 and 180),
  centroid geography(Point, 4326) generated always as (st_setsrid(st_makepoint(lon, lat), 4326)::geography) stored,
  check ((lat is null) = (lon is null))
);
create index cbsas_upper_title on cbsas (upper(title));
create index cbsas_title_trgm on cbsas using gin (upper(title) gin_trgm_ops);
create index cbsas_centroid on cbsas using gist (centroid);

create table counties (
  fips text primary key check (fips ~ '^[0-9]{5}$'),
  name text not null,
  state text not null references states (code),
  cbsa_code text references cbsas (code),
  -- central or outlying county of its CBSA; null when not in one
  cbsa_central boolean check ((cbsa_central is null) = (cbsa_code is null)),
  lat double precision check (lat between -90 and 90),
  lon double precision check (lon between -180 and 180),
  centroid geography(Point, 4326) generated always as (st_setsrid(st_makepoint(lon, lat), 4326)::geography) stored,
  check ((lat is null) = (lon is null))
);
create index counties_state_upper_name on counties (state, upper(name));
create index counties_name_trgm on counties using gin (upper(name) gin_trgm_ops);
create index counties_cbsa on counties (cbsa_code);
create index counties_centroid on counties using gist (centroid);

create table zips (
  -- "C" lets the primary key index also serve prefix searches (zip like '021%')
  zip text collate "C" primary key check (zip ~ '^[0-9]{5}$'),
  city text not null,
  state text not null,
  lat double precision check (lat between -90 and 90),
  lon double precision check (lon between -180 and 180),
  coord_source text check (coord_source in ('census_gazetteer', 'simplemaps', 'us_zip_latlon')),
  centroid geography(Point, 4326) generated always as (st_setsrid(st_makepoint(lon, lat), 4326)::geography) stored,
  county_fips text,
  -- the CBSA of county_fips, kept here so zip -> metro needs no join
  cbsa_code text,
  check ((lat is null) = (lon is null) and (lat is null) = (coord_source is null))
);
create index zips_state_upper_city on zips (state, upper(city));
create index zips_county on zips (county_fips);
create index zips_cbsa on zips (cbsa_code);
create index zips_centroid on zips using gist (centroid);

-- One row per distinct (state, city) of the zips. id survives reloads (upserts match on
-- (state, upper(name)), so a respelt name updates in place) and is what other tables reference.
create table places (
  id integer generated always as identity primary key,
  state text not null,
  name text not null,
  lat double precision check (lat between -90 and 90),
  lon double precision check (lon between -180 and 180),
  centroid geography(Point, 4326) generated always as (st_setsrid(st_makepoint(lon, lat), 4326)::geography) stored,
  zip_count integer not null check (zip_count > 0),
  county_fips text,
  cbsa_code text,
  check ((lat is null) = (lon is null))
);
create unique index places_state_upper_name on places (state, upper(name));
create index places_name_trgm on places using gin (upper(name) gin_trgm_ops);
create index places_cbsa on places (cbsa_code);
create index places_centroid on places using gist (centroid);

-- One row per reference dataset; the loader skips when version matches the files it ships with.
create table geo_meta (
  dataset text primary key,
  version text not null,
  counts jsonb not null,
  loaded_at timestamptz not null default now()
);
