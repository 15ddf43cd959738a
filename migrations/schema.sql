-- The schema the migrations build, for reading: written by `npm run schema` from a database
-- migrated from scratch (a test fails when it is stale). The numbered migrations are what runs;
-- this file never does.

CREATE EXTENSION btree_gist;

CREATE EXTENSION pg_trgm;

CREATE EXTENSION postgis;

CREATE SEQUENCE change_events_pos_seq AS bigint START 1 INCREMENT 1;

CREATE TABLE buyer_activity_monthly (
  geography text NOT NULL,
  code text NOT NULL,
  month date NOT NULL,
  purchases integer NOT NULL,
  investor_purchases integer NOT NULL,
  cash_purchases integer NOT NULL,
  purchase_value numeric NOT NULL,
  median_price numeric,
  tier_1 integer NOT NULL,
  tier_2_9 integer NOT NULL,
  tier_10_99 integer NOT NULL,
  tier_100_999 integer NOT NULL,
  tier_1000_plus integer NOT NULL,
  unnamed_buyer integer NOT NULL,
  unknown_tier integer DEFAULT 0 NOT NULL,
  CONSTRAINT buyer_activity_monthly_geography_check CHECK ((geography = ANY (ARRAY['state'::text, 'msa'::text, 'county'::text, 'city'::text, 'zip'::text]))),
  CONSTRAINT buyer_activity_monthly_pkey PRIMARY KEY (geography, code, month)
);

CREATE TABLE buyer_locks (
  buyer_key text NOT NULL,
  CONSTRAINT buyer_locks_pkey PRIMARY KEY (buyer_key)
);

CREATE TABLE buyer_place_months (
  state text NOT NULL,
  city text,
  zip text NOT NULL,
  month date NOT NULL,
  buyer_key text NOT NULL,
  purchases integer NOT NULL,
  purchase_value numeric NOT NULL,
  cash_purchases integer NOT NULL,
  last_purchase date NOT NULL
);
CREATE INDEX buyer_place_months_city ON buyer_place_months USING btree (state, city, month) INCLUDE (zip, buyer_key, purchases, purchase_value, cash_purchases, last_purchase);
CREATE INDEX buyer_place_months_state ON buyer_place_months USING btree (state, month) INCLUDE (city, zip, buyer_key, purchases, purchase_value, cash_purchases, last_purchase);

CREATE TABLE buyer_profiles (
  buyer_key text NOT NULL,
  median_purchase_price numeric,
  resales integer NOT NULL,
  median_hold_days numeric,
  mean_hold_days numeric,
  median_beds numeric,
  median_living_sqft numeric,
  median_year_built numeric,
  name_variants json NOT NULL,
  by_year json NOT NULL,
  lenders json NOT NULL,
  markets json NOT NULL,
  mailing_addresses json NOT NULL,
  CONSTRAINT buyer_profiles_pkey PRIMARY KEY (buyer_key)
);

CREATE TABLE buyer_stats (
  buyer_key text NOT NULL,
  is_entity boolean NOT NULL,
  purchases integer NOT NULL,
  purchase_value numeric NOT NULL,
  cash_purchases integer NOT NULL,
  first_purchase date,
  last_purchase date,
  sales integer NOT NULL,
  flips integer NOT NULL,
  portfolio_size integer,
  investor_purchases integer DEFAULT 0 NOT NULL,
  CONSTRAINT buyer_stats_pkey PRIMARY KEY (buyer_key)
);
CREATE INDEX buyer_stats_name_trgm ON buyer_stats USING gin (buyer_key gin_trgm_ops);
CREATE INDEX buyer_stats_purchases ON buyer_stats USING btree (purchases DESC);

CREATE TABLE cbsas (
  code text NOT NULL,
  title text NOT NULL,
  type text NOT NULL,
  csa_code text,
  csa_title text,
  states text[] NOT NULL,
  lat double precision,
  lon double precision,
  centroid geography(Point,4326) GENERATED ALWAYS AS ((st_setsrid(st_makepoint(lon, lat), 4326))::geography) STORED,
  CONSTRAINT cbsas_check CHECK (((lat IS NULL) = (lon IS NULL))),
  CONSTRAINT cbsas_code_check CHECK ((code ~ '^[0-9]{5}$'::text)),
  CONSTRAINT cbsas_csa_code_check CHECK ((csa_code ~ '^[0-9]{3}$'::text)),
  CONSTRAINT cbsas_lat_check CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision))),
  CONSTRAINT cbsas_lon_check CHECK (((lon >= ('-180'::integer)::double precision) AND (lon <= (180)::double precision))),
  CONSTRAINT cbsas_pkey PRIMARY KEY (code),
  CONSTRAINT cbsas_type_check CHECK ((type = ANY (ARRAY['metro'::text, 'micro'::text])))
);
CREATE INDEX cbsas_centroid ON cbsas USING gist (centroid);
CREATE INDEX cbsas_title_trgm ON cbsas USING gin (upper(title) gin_trgm_ops);
CREATE INDEX cbsas_upper_title ON cbsas USING btree (upper(title));

CREATE TABLE change_events (
  id bigint DEFAULT nextval('change_events_id_seq'::regclass) NOT NULL,
  pos bigint,
  property_id bigint NOT NULL,
  type text NOT NULL,
  state text,
  county_fips text,
  zip text,
  city text,
  cbsa_code text,
  recording_date date,
  summary jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT change_events_pkey PRIMARY KEY (id),
  CONSTRAINT change_events_pos_key UNIQUE (pos),
  CONSTRAINT change_events_type_check CHECK ((type = ANY (ARRAY['property'::text, 'sale'::text, 'document'::text, 'lease'::text, 'listing'::text, 'owner'::text, 'valuation'::text])))
);
CREATE INDEX change_events_created ON change_events USING btree (created_at);
CREATE INDEX change_events_property ON change_events USING btree (property_id, pos);
CREATE INDEX change_events_unsequenced ON change_events USING btree (id) WHERE (pos IS NULL);

CREATE TABLE change_feed_pruned (
  only_row boolean DEFAULT true NOT NULL,
  pos bigint NOT NULL,
  CONSTRAINT change_feed_pruned_only_row_check CHECK (only_row),
  CONSTRAINT change_feed_pruned_pkey PRIMARY KEY (only_row)
);

CREATE TABLE counties (
  fips text NOT NULL,
  name text NOT NULL,
  state text NOT NULL,
  cbsa_code text,
  cbsa_central boolean,
  lat double precision,
  lon double precision,
  centroid geography(Point,4326) GENERATED ALWAYS AS ((st_setsrid(st_makepoint(lon, lat), 4326))::geography) STORED,
  CONSTRAINT counties_cbsa_code_fkey FOREIGN KEY (cbsa_code) REFERENCES cbsas(code),
  CONSTRAINT counties_check CHECK (((cbsa_central IS NULL) = (cbsa_code IS NULL))),
  CONSTRAINT counties_check1 CHECK (((lat IS NULL) = (lon IS NULL))),
  CONSTRAINT counties_fips_check CHECK ((fips ~ '^[0-9]{5}$'::text)),
  CONSTRAINT counties_lat_check CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision))),
  CONSTRAINT counties_lon_check CHECK (((lon >= ('-180'::integer)::double precision) AND (lon <= (180)::double precision))),
  CONSTRAINT counties_pkey PRIMARY KEY (fips),
  CONSTRAINT counties_state_fkey FOREIGN KEY (state) REFERENCES states(code)
);
CREATE INDEX counties_cbsa ON counties USING btree (cbsa_code);
CREATE INDEX counties_centroid ON counties USING gist (centroid);
CREATE INDEX counties_name_trgm ON counties USING gin (upper(name) gin_trgm_ops);
CREATE INDEX counties_state_upper_name ON counties USING btree (state, upper(name));

CREATE TABLE dataset_sources (
  data_source text NOT NULL,
  properties bigint NOT NULL,
  loaded_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT dataset_sources_pkey PRIMARY KEY (data_source)
);

CREATE TABLE entity_families (
  member_key text NOT NULL,
  family_key text NOT NULL,
  CONSTRAINT entity_families_pkey PRIMARY KEY (member_key)
);
CREATE INDEX entity_families_family ON entity_families USING btree (family_key, member_key);

CREATE TABLE export_job_parts (
  job_id uuid NOT NULL,
  part integer NOT NULL,
  rows bigint NOT NULL,
  bytes bigint NOT NULL,
  sha256 text NOT NULL,
  location text NOT NULL,
  CONSTRAINT export_job_parts_job_id_fkey FOREIGN KEY (job_id) REFERENCES export_jobs(id) ON DELETE CASCADE,
  CONSTRAINT export_job_parts_pkey PRIMARY KEY (job_id, part)
);

CREATE TABLE export_job_rows (
  job_id uuid NOT NULL,
  part integer NOT NULL,
  property_id bigint NOT NULL,
  content_hash text NOT NULL,
  CONSTRAINT export_job_rows_job_id_fkey FOREIGN KEY (job_id) REFERENCES export_jobs(id) ON DELETE CASCADE,
  CONSTRAINT export_job_rows_pkey PRIMARY KEY (job_id, part, property_id)
);

CREATE TABLE export_jobs (
  id uuid NOT NULL,
  subscriber_id text NOT NULL,
  plan text NOT NULL,
  dataset text NOT NULL,
  format text NOT NULL,
  filter jsonb NOT NULL,
  fields text[],
  status text DEFAULT 'queued'::text NOT NULL,
  rows bigint,
  bytes bigint,
  sha256 text,
  error text,
  location text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  started_at timestamp with time zone,
  finished_at timestamp with time zone,
  expires_at timestamp with time zone,
  chunked boolean DEFAULT false NOT NULL,
  parts_total integer,
  restarts integer DEFAULT 0 NOT NULL,
  progress_at timestamp with time zone,
  runner text,
  CONSTRAINT export_jobs_pkey PRIMARY KEY (id),
  CONSTRAINT export_jobs_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'succeeded'::text, 'failed'::text, 'cancelled'::text])))
);
CREATE INDEX export_jobs_subscriber_created ON export_jobs USING btree (subscriber_id, created_at DESC, id);

CREATE TABLE family_portfolios (
  family_key text NOT NULL,
  properties integer NOT NULL,
  members integer NOT NULL,
  CONSTRAINT family_portfolios_pkey PRIMARY KEY (family_key)
);

CREATE TABLE geo_data_dates (
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  last_purchase date,
  last_rental date
);
CREATE INDEX geo_data_dates_cbsa ON geo_data_dates USING btree (cbsa_code);
CREATE INDEX geo_data_dates_county ON geo_data_dates USING btree (county_fips);
CREATE INDEX geo_data_dates_state_city ON geo_data_dates USING btree (state, city);
CREATE INDEX geo_data_dates_zip ON geo_data_dates USING btree (zip);

CREATE TABLE geo_flips (
  property_id bigint NOT NULL,
  seq integer NOT NULL,
  resale_date date NOT NULL,
  resale_price numeric NOT NULL,
  resale_buyer text,
  resale_seller text,
  purchase_date date NOT NULL,
  purchase_price numeric,
  purchase_buyer text,
  hold_days integer NOT NULL,
  gross_profit numeric GENERATED ALWAYS AS ((resale_price - purchase_price)) STORED,
  roi numeric GENERATED ALWAYS AS (((resale_price - purchase_price) / NULLIF(purchase_price, (0)::numeric))) STORED,
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  chain text DEFAULT 'verified'::text NOT NULL,
  CONSTRAINT geo_flips_pkey PRIMARY KEY (property_id, seq)
);
CREATE INDEX geo_flips_cbsa ON geo_flips USING btree (cbsa_code, resale_date);
CREATE INDEX geo_flips_city ON geo_flips USING btree (state, city, resale_date);
CREATE INDEX geo_flips_county ON geo_flips USING btree (county_fips, resale_date);
CREATE INDEX geo_flips_state ON geo_flips USING btree (state, resale_date);
CREATE INDEX geo_flips_zip ON geo_flips USING btree (zip, resale_date);

CREATE TABLE geo_institutional_families (
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  family_key text NOT NULL,
  single_family integer NOT NULL
);
CREATE INDEX geo_institutional_families_cbsa ON geo_institutional_families USING btree (cbsa_code);
CREATE INDEX geo_institutional_families_city ON geo_institutional_families USING btree (state, city);
CREATE INDEX geo_institutional_families_county ON geo_institutional_families USING btree (county_fips);
CREATE INDEX geo_institutional_families_state ON geo_institutional_families USING btree (state);
CREATE INDEX geo_institutional_families_zip ON geo_institutional_families USING btree (zip);

CREATE TABLE geo_institutional_owners (
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  owner_name text NOT NULL,
  single_family integer NOT NULL
);
CREATE INDEX geo_institutional_owners_cbsa ON geo_institutional_owners USING btree (cbsa_code);
CREATE INDEX geo_institutional_owners_city ON geo_institutional_owners USING btree (state, city);
CREATE INDEX geo_institutional_owners_county ON geo_institutional_owners USING btree (county_fips);
CREATE INDEX geo_institutional_owners_state ON geo_institutional_owners USING btree (state);
CREATE INDEX geo_institutional_owners_zip ON geo_institutional_owners USING btree (zip);

CREATE TABLE geo_meta (
  dataset text NOT NULL,
  version text NOT NULL,
  counts jsonb NOT NULL,
  loaded_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT geo_meta_pkey PRIMARY KEY (dataset)
);

CREATE TABLE geo_monthly (
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  month date NOT NULL,
  purchases integer NOT NULL,
  purchase_value numeric NOT NULL,
  median_price double precision,
  sqft_purchases integer NOT NULL,
  median_price_per_sqft double precision,
  investor_purchases integer NOT NULL,
  cash_purchases integer NOT NULL,
  purchases_tier_1 integer NOT NULL,
  purchases_tier_2_9 integer NOT NULL,
  purchases_tier_10_99 integer NOT NULL,
  purchases_tier_100_999 integer NOT NULL,
  purchases_tier_1000_plus integer NOT NULL,
  resales integer NOT NULL,
  flips integer NOT NULL,
  median_hold_days double precision,
  leases integer NOT NULL,
  median_rent double precision
);
CREATE INDEX geo_monthly_cbsa ON geo_monthly USING btree (cbsa_code, month);
CREATE INDEX geo_monthly_city ON geo_monthly USING btree (state, city, month);
CREATE INDEX geo_monthly_county ON geo_monthly USING btree (county_fips, month);
CREATE INDEX geo_monthly_state ON geo_monthly USING btree (state, month);
CREATE INDEX geo_monthly_zip ON geo_monthly USING btree (zip, month);

CREATE TABLE geo_ownership (
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  properties integer NOT NULL,
  single_family integer NOT NULL,
  sf_owner_occupied integer NOT NULL,
  sf_absentee_owned integer NOT NULL,
  sf_occupancy_unknown integer NOT NULL,
  sf_corporate_owned integer NOT NULL,
  sf_corporate_unknown integer NOT NULL,
  sf_tier_1 integer NOT NULL,
  sf_tier_2_9 integer NOT NULL,
  sf_tier_10_99 integer NOT NULL,
  sf_tier_100_999 integer NOT NULL,
  sf_tier_1000_plus integer NOT NULL,
  sf_owner_unknown integer NOT NULL,
  sf_family_tier_1 integer DEFAULT 0 NOT NULL,
  sf_family_tier_2_9 integer DEFAULT 0 NOT NULL,
  sf_family_tier_10_99 integer DEFAULT 0 NOT NULL,
  sf_family_tier_100_999 integer DEFAULT 0 NOT NULL,
  sf_family_tier_1000_plus integer DEFAULT 0 NOT NULL
);
CREATE INDEX geo_ownership_cbsa ON geo_ownership USING btree (cbsa_code);
CREATE INDEX geo_ownership_city ON geo_ownership USING btree (state, city);
CREATE INDEX geo_ownership_county ON geo_ownership USING btree (county_fips);
CREATE INDEX geo_ownership_state ON geo_ownership USING btree (state);
CREATE INDEX geo_ownership_zip ON geo_ownership USING btree (zip);

CREATE TABLE geo_place_hold_times (
  level text NOT NULL,
  state text NOT NULL,
  code text NOT NULL,
  month date NOT NULL,
  resale_hold_days integer[] NOT NULL,
  flip_hold_days integer[] NOT NULL,
  unverified_resale_hold_days integer[] DEFAULT '{}'::integer[] NOT NULL,
  unverified_flip_hold_days integer[] DEFAULT '{}'::integer[] NOT NULL
);
CREATE INDEX geo_place_hold_times_place ON geo_place_hold_times USING btree (level, code, state, month);

CREATE TABLE geo_place_hold_years (
  level text NOT NULL,
  state text NOT NULL,
  code text NOT NULL,
  year integer NOT NULL,
  kind text NOT NULL,
  days integer[] NOT NULL,
  counts integer[] NOT NULL
);
CREATE INDEX geo_place_hold_years_place ON geo_place_hold_years USING btree (level, code, state, year);

CREATE TABLE geo_place_months (
  level text NOT NULL,
  state text NOT NULL,
  code text NOT NULL,
  month date NOT NULL,
  purchases integer NOT NULL,
  purchases_tier_1 integer NOT NULL,
  purchases_tier_2_9 integer NOT NULL,
  purchases_tier_10_99 integer NOT NULL,
  purchases_tier_100_999 integer NOT NULL,
  purchases_tier_1000_plus integer NOT NULL
);
CREATE INDEX geo_place_months_place ON geo_place_months USING btree (level, code, state, month);

CREATE TABLE load_shards (
  load_id text NOT NULL,
  source text NOT NULL,
  etag text,
  lines_done bigint DEFAULT 0 NOT NULL,
  read bigint DEFAULT 0 NOT NULL,
  inserted bigint DEFAULT 0 NOT NULL,
  updated bigint DEFAULT 0 NOT NULL,
  unchanged bigint DEFAULT 0 NOT NULL,
  rejected bigint DEFAULT 0 NOT NULL,
  rejects jsonb DEFAULT '[]'::jsonb NOT NULL,
  invocations integer DEFAULT 0 NOT NULL,
  started_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  finished_at timestamp with time zone,
  CONSTRAINT load_shards_pkey PRIMARY KEY (load_id, source)
);

CREATE TABLE loads (
  load_id text NOT NULL,
  started_at timestamp with time zone DEFAULT now() NOT NULL,
  finished_at timestamp with time zone,
  summary jsonb,
  CONSTRAINT loads_pkey PRIMARY KEY (load_id)
);

CREATE TABLE owner_portfolios (
  owner_name text NOT NULL,
  properties integer NOT NULL,
  CONSTRAINT owner_portfolios_pkey PRIMARY KEY (owner_name)
);

CREATE TABLE place_search (
  kind text NOT NULL,
  ref text NOT NULL,
  key text NOT NULL,
  alias boolean NOT NULL,
  state text NOT NULL,
  other_state boolean NOT NULL,
  rank integer NOT NULL,
  zip_count integer NOT NULL,
  name text NOT NULL,
  display_name text NOT NULL,
  states text[] NOT NULL,
  state_fips text,
  state_name text,
  county_fips text,
  county_name text,
  cbsa_code text,
  cbsa_title text,
  cbsa_type text,
  lat double precision,
  lon double precision,
  CONSTRAINT place_search_key_check CHECK ((key ~ '^[A-Z0-9]+( [A-Z0-9]+)*$'::text)),
  CONSTRAINT place_search_kind_check CHECK ((kind = ANY (ARRAY['state'::text, 'msa'::text, 'county'::text, 'city'::text]))),
  CONSTRAINT place_search_kind_ref_state_key_key UNIQUE (kind, ref, state, key)
);
CREATE INDEX place_search_first_letter ON place_search USING btree ("left"(key, 1), rank) WHERE ((NOT alias) AND (NOT other_state));
CREATE INDEX place_search_first_letters ON place_search USING btree ("left"(key, 2), rank) WHERE ((NOT alias) AND (NOT other_state));
CREATE INDEX place_search_key ON place_search USING btree (key);
CREATE INDEX place_search_key_trgm ON place_search USING gin (key gin_trgm_ops) WHERE (NOT alias);
CREATE INDEX place_search_state_key ON place_search USING btree (state, key);

CREATE TABLE places (
  id integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  state text NOT NULL,
  name text NOT NULL,
  lat double precision,
  lon double precision,
  centroid geography(Point,4326) GENERATED ALWAYS AS ((st_setsrid(st_makepoint(lon, lat), 4326))::geography) STORED,
  zip_count integer NOT NULL,
  county_fips text,
  cbsa_code text,
  CONSTRAINT places_check CHECK (((lat IS NULL) = (lon IS NULL))),
  CONSTRAINT places_lat_check CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision))),
  CONSTRAINT places_lon_check CHECK (((lon >= ('-180'::integer)::double precision) AND (lon <= (180)::double precision))),
  CONSTRAINT places_pkey PRIMARY KEY (id),
  CONSTRAINT places_zip_count_check CHECK ((zip_count > 0))
);
CREATE INDEX places_cbsa ON places USING btree (cbsa_code);
CREATE INDEX places_centroid ON places USING gist (centroid);
CREATE INDEX places_name_trgm ON places USING gin (upper(name) gin_trgm_ops);
CREATE UNIQUE INDEX places_state_upper_name ON places USING btree (state, upper(name));

CREATE TABLE price_index_days (
  kind text NOT NULL,
  area_level text NOT NULL,
  area_code text NOT NULL,
  day date NOT NULL,
  n integer NOT NULL,
  n_same integer NOT NULL,
  sum_same double precision NOT NULL,
  n_prior integer NOT NULL,
  sum_prior double precision NOT NULL,
  CONSTRAINT price_index_days_area_level_check CHECK ((area_level = ANY (ARRAY['county'::text, 'cbsa'::text, 'state'::text]))),
  CONSTRAINT price_index_days_kind_check CHECK ((kind = ANY (ARRAY['sale'::text, 'lease'::text]))),
  CONSTRAINT price_index_days_pkey PRIMARY KEY (kind, area_level, area_code, day)
);

CREATE TABLE price_index_months (
  kind text NOT NULL,
  area_level text NOT NULL,
  area_code text NOT NULL,
  month date NOT NULL,
  n integer NOT NULL,
  log_level double precision NOT NULL,
  last_date date,
  CONSTRAINT price_index_months_area_level_check CHECK ((area_level = ANY (ARRAY['county'::text, 'cbsa'::text, 'state'::text]))),
  CONSTRAINT price_index_months_kind_check CHECK ((kind = ANY (ARRAY['sale'::text, 'lease'::text]))),
  CONSTRAINT price_index_months_pkey PRIMARY KEY (kind, area_level, area_code, month)
);
CREATE INDEX price_index_months_last_date ON price_index_months USING btree (kind, last_date DESC NULLS LAST);

CREATE TABLE properties (
  property_id bigint NOT NULL,
  data_source text NOT NULL,
  content_hash text NOT NULL,
  doc json NOT NULL,
  address_key text NOT NULL,
  street_key text NOT NULL,
  zip text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  county_fips text,
  cbsa_code text,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  geog geography(Point,4326) GENERATED ALWAYS AS ((st_setsrid(st_makepoint(lon, lat), 4326))::geography) STORED,
  property_type text,
  beds numeric,
  baths numeric,
  living_sqft numeric,
  lot_sqft numeric,
  year_built integer,
  assessed_value numeric,
  valuation_value numeric,
  equity numeric,
  owner_name text,
  owner_name_2 text,
  owner_mail_key text,
  owner_occupied boolean,
  corporate_owner boolean,
  owner_type text,
  pre_foreclosure boolean DEFAULT false NOT NULL,
  pre_foreclosure_date date,
  vacant boolean DEFAULT false NOT NULL,
  zombie boolean GENERATED ALWAYS AS ((pre_foreclosure AND vacant)) STORED,
  last_sale_date date,
  last_recording_date date,
  last_sale_price numeric,
  quality text GENERATED ALWAYS AS (((doc -> 'structure'::text) ->> 'quality'::text)) STORED,
  condition text GENERATED ALWAYS AS (((doc -> 'structure'::text) ->> 'condition'::text)) STORED,
  owner_key text,
  waterfront boolean GENERATED ALWAYS AS ((((doc -> 'parcel'::text) ->> 'waterfront'::text))::boolean) STORED,
  parcel_view double precision GENERATED ALWAYS AS ((((doc -> 'parcel'::text) ->> 'view'::text))::double precision) STORED,
  effective_year_built integer,
  basement_type text,
  address_shared boolean DEFAULT false NOT NULL,
  sale_fields text[] GENERATED ALWAYS AS (nearby_sale_fields(doc)) STORED,
  CONSTRAINT properties_lat_check CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision))),
  CONSTRAINT properties_lon_check CHECK (((lon >= ('-180'::integer)::double precision) AND (lon <= (180)::double precision))),
  CONSTRAINT properties_pkey PRIMARY KEY (property_id),
  CONSTRAINT properties_state_check CHECK ((state ~ '^[A-Z]{2}$'::text)),
  CONSTRAINT properties_zip_check CHECK ((zip ~ '^[0-9]{5}$'::text))
);
CREATE INDEX properties_cbsa_recording ON properties USING btree (cbsa_code, last_recording_date DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_city_core ON properties USING btree (state, city, street_core(street_key)) WITH (fillfactor='100');
CREATE INDEX properties_city_recording ON properties USING btree (state, city, last_recording_date DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_county_recording ON properties USING btree (county_fips, last_recording_date DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_distress ON properties USING btree (state, pre_foreclosure_date) WITH (fillfactor='100') WHERE (pre_foreclosure OR vacant);
CREATE INDEX properties_geog ON properties USING gist (geog) WITH (fillfactor='100');
CREATE INDEX properties_owner_key ON properties USING btree (owner_key, property_id) WITH (fillfactor='100') WHERE (owner_key IS NOT NULL);
CREATE INDEX properties_owner_mail ON properties USING btree (owner_mail_key) WITH (fillfactor='100') WHERE (owner_mail_key IS NOT NULL);
CREATE INDEX properties_owner_name ON properties USING btree (owner_name, property_id) WITH (fillfactor='100') WHERE (owner_name IS NOT NULL);
CREATE INDEX properties_owner_name_trgm ON properties USING gin (owner_name gin_trgm_ops);
CREATE INDEX properties_state_assessed ON properties USING btree (state, assessed_value DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_assessed_asc ON properties USING btree (state, assessed_value, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_city_street ON properties USING btree (state, city, street_key) WITH (fillfactor='100');
CREATE INDEX properties_state_counts ON properties USING btree (state, beds, baths, year_built) WITH (fillfactor='100');
CREATE INDEX properties_state_living ON properties USING btree (state, living_sqft DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_living_asc ON properties USING btree (state, living_sqft, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_recording ON properties USING btree (state, last_recording_date DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_recording_asc ON properties USING btree (state, last_recording_date, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_sale_date ON properties USING btree (state, last_sale_date DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_sale_date_asc ON properties USING btree (state, last_sale_date, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_sale_price ON properties USING btree (state, last_sale_price DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_sale_price_asc ON properties USING btree (state, last_sale_price, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_year ON properties USING btree (state, year_built DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_state_year_asc ON properties USING btree (state, year_built, property_id) WITH (fillfactor='100');
CREATE INDEX properties_zip_core ON properties USING btree (zip, street_core(street_key)) WITH (fillfactor='100');
CREATE INDEX properties_zip_recording ON properties USING btree (zip, last_recording_date DESC NULLS LAST, property_id) WITH (fillfactor='100');
CREATE INDEX properties_zip_street ON properties USING btree (zip, street_key) WITH (fillfactor='100');
CREATE TRIGGER properties_deleted AFTER DELETE ON properties REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION rollup_changes_deleted();
CREATE TRIGGER properties_truncated AFTER TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION rollup_changes_truncated();

CREATE TABLE property_valuations (
  property_id bigint NOT NULL,
  state text NOT NULL,
  as_of date NOT NULL,
  value numeric,
  low numeric,
  high numeric,
  confidence real,
  forecast_standard_deviation numeric,
  equity numeric,
  comparables integer,
  reason text,
  computed_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT property_valuations_check CHECK (((value IS NULL) = (reason IS NOT NULL))),
  CONSTRAINT property_valuations_pkey PRIMARY KEY (property_id)
);
CREATE INDEX property_valuations_state ON property_valuations USING btree (state, computed_at);

CREATE TABLE rental_place_lease_months (
  level text NOT NULL,
  state text NOT NULL,
  code text NOT NULL,
  month date NOT NULL,
  leases integer NOT NULL,
  lease_values json NOT NULL,
  rents json GENERATED ALWAYS AS ((lease_values -> 0)) STORED,
  median_rent double precision
);
CREATE INDEX rental_place_lease_months_place ON rental_place_lease_months USING btree (level, code, state, month);

CREATE TABLE rental_place_sale_months (
  level text NOT NULL,
  state text NOT NULL,
  code text NOT NULL,
  month date NOT NULL,
  sales integer NOT NULL,
  prices json NOT NULL,
  purchases integer DEFAULT 0 NOT NULL
);
CREATE INDEX rental_place_sale_months_place ON rental_place_sale_months USING btree (level, code, state, month);

CREATE TABLE rental_place_value_years (
  level text NOT NULL,
  state text NOT NULL,
  code text NOT NULL,
  year integer NOT NULL,
  measure text NOT NULL,
  vals double precision[] NOT NULL,
  counts integer[] NOT NULL
);
CREATE INDEX rental_place_value_years_place ON rental_place_value_years USING btree (level, code, state, year);

CREATE TABLE rentals (
  property_id bigint NOT NULL,
  seq integer NOT NULL,
  list_date date NOT NULL,
  lease_date date,
  rent numeric NOT NULL,
  beds numeric,
  baths numeric,
  sqft numeric,
  days_on_market integer,
  status text NOT NULL,
  zip text NOT NULL,
  state text NOT NULL,
  county_fips text,
  cbsa_code text,
  geog geography(Point,4326) NOT NULL,
  city text,
  CONSTRAINT rentals_pkey PRIMARY KEY (property_id, seq),
  CONSTRAINT rentals_property_id_fkey FOREIGN KEY (property_id) REFERENCES properties(property_id) ON DELETE CASCADE,
  CONSTRAINT rentals_rent_check CHECK ((rent > (0)::numeric)),
  CONSTRAINT rentals_status_check CHECK ((status = ANY (ARRAY['listed'::text, 'leased'::text, 'withdrawn'::text])))
);
CREATE INDEX rentals_cbsa_date ON rentals USING btree (cbsa_code, list_date) WITH (fillfactor='100');
CREATE INDEX rentals_city_date ON rentals USING btree (state, city, list_date) WITH (fillfactor='100');
CREATE INDEX rentals_county_date ON rentals USING btree (county_fips, list_date) WITH (fillfactor='100');
CREATE INDEX rentals_lease_date ON rentals USING btree (COALESCE(lease_date, list_date)) WITH (fillfactor='100') WHERE (status = 'leased'::text);
CREATE INDEX rentals_leases_geog_date ON rentals USING gist (geog, COALESCE(lease_date, list_date)) WITH (fillfactor='100') WHERE (status = 'leased'::text);
CREATE INDEX rentals_state_date ON rentals USING btree (state, list_date) WITH (fillfactor='100');
CREATE INDEX rentals_zip_date ON rentals USING btree (zip, list_date) WITH (fillfactor='100');

CREATE TABLE rollup_changes (
  pos bigint DEFAULT nextval('rollup_changes_pos_seq'::regclass) NOT NULL,
  since date,
  buyer_keys text[] DEFAULT '{}'::text[] NOT NULL,
  full_refresh boolean DEFAULT false NOT NULL,
  logged_at timestamp with time zone DEFAULT now() NOT NULL,
  deal_ids text[] DEFAULT '{}'::text[] NOT NULL,
  CONSTRAINT rollup_changes_pkey PRIMARY KEY (pos)
);

CREATE TABLE rollup_investor_moves (
  pos bigint NOT NULL,
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  month date,
  change integer NOT NULL,
  CONSTRAINT rollup_investor_moves_pos_fkey FOREIGN KEY (pos) REFERENCES rollup_changes(pos) ON DELETE CASCADE
);
CREATE INDEX rollup_investor_moves_pos ON rollup_investor_moves USING btree (pos);

CREATE TABLE rollup_refresh_steps (
  through_pos bigint NOT NULL,
  step text NOT NULL,
  seconds double precision NOT NULL,
  since date,
  buyer_keys text[] DEFAULT '{}'::text[] NOT NULL,
  finished_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT rollup_refresh_steps_pkey PRIMARY KEY (through_pos, step)
);

CREATE TABLE rollup_refreshed (
  singleton boolean DEFAULT true NOT NULL,
  events_through bigint NOT NULL,
  CONSTRAINT rollup_refreshed_pkey PRIMARY KEY (singleton),
  CONSTRAINT rollup_refreshed_singleton_check CHECK (singleton)
);

CREATE TABLE schema_migrations (
  name text NOT NULL,
  applied_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (name)
);

CREATE TABLE states (
  code text NOT NULL,
  fips text NOT NULL,
  name text NOT NULL,
  CONSTRAINT states_code_check CHECK ((code ~ '^[A-Z]{2}$'::text)),
  CONSTRAINT states_fips_check CHECK ((fips ~ '^[0-9]{2}$'::text)),
  CONSTRAINT states_fips_key UNIQUE (fips),
  CONSTRAINT states_pkey PRIMARY KEY (code)
);
CREATE INDEX states_name_trgm ON states USING gin (upper(name) gin_trgm_ops);
CREATE UNIQUE INDEX states_upper_name ON states USING btree (upper(name));

CREATE TABLE transactions (
  property_id bigint NOT NULL,
  seq integer NOT NULL,
  recording_date date,
  sale_date date,
  transaction_type text,
  document_type text,
  arms_length boolean,
  sale_amount numeric,
  apn text,
  doc_num text,
  buyer_1 text,
  buyer_2 text,
  seller_1 text,
  buyer_key text,
  seller_key text,
  buyer_is_entity boolean DEFAULT false NOT NULL,
  mtg_recording_date date,
  mtg_amount numeric,
  mtg_lender text,
  mtg_due_date date,
  mtg_rate numeric,
  mtg_term_months integer,
  mtg_type text,
  is_purchase boolean DEFAULT false NOT NULL,
  is_cash boolean,
  prior_purchase_date date,
  prior_purchase_price numeric,
  hold_days integer,
  is_flip boolean DEFAULT false NOT NULL,
  zip text NOT NULL,
  state text NOT NULL,
  county_fips text,
  cbsa_code text,
  geog geography(Point,4326) NOT NULL,
  city text,
  is_investor boolean DEFAULT false NOT NULL,
  living_sqft numeric,
  lot_sqft numeric,
  year_built integer,
  arms_length_reason text,
  deal_id text,
  deal_parcel_count integer,
  deal_price numeric,
  apportioned_price numeric,
  outlier_reason text,
  market_evidence boolean GENERATED ALWAYS AS ((is_purchase AND (deal_id IS NULL) AND (outlier_reason IS NULL))) STORED,
  chain text,
  sources jsonb,
  CONSTRAINT transactions_pkey PRIMARY KEY (property_id, seq),
  CONSTRAINT transactions_property_id_fkey FOREIGN KEY (property_id) REFERENCES properties(property_id) ON DELETE CASCADE
);
CREATE INDEX transactions_buyer ON transactions USING btree (buyer_key, sale_date) WITH (fillfactor='100') WHERE is_purchase;
CREATE INDEX transactions_city_buyers ON transactions USING btree (state, city, COALESCE(sale_date, recording_date)) INCLUDE (sale_date, recording_date, zip, buyer_key, sale_amount, apportioned_price, is_cash) WITH (fillfactor='100') WHERE is_purchase;
CREATE INDEX transactions_comps_geog ON transactions USING gist (geog) WITH (fillfactor='100') WHERE (market_evidence AND (recording_date IS NOT NULL) AND (sale_date IS NOT NULL));
CREATE INDEX transactions_flips ON transactions USING btree (zip, sale_date) WITH (fillfactor='100') WHERE is_flip;
CREATE INDEX transactions_purchase_date ON transactions USING btree (COALESCE(sale_date, recording_date)) WITH (fillfactor='100') WHERE is_purchase;
CREATE INDEX transactions_purchases_geog_date ON transactions USING gist (geog, COALESCE(sale_date, recording_date)) WITH (fillfactor='100') WHERE (is_purchase AND (sale_amount IS NOT NULL));
CREATE INDEX transactions_sales_geog ON transactions USING gist (geog) WITH (fillfactor='100') WHERE (sale_amount IS NOT NULL);
CREATE INDEX transactions_seller ON transactions USING btree (seller_key) WITH (fillfactor='100') WHERE is_purchase;
CREATE INDEX transactions_state_buyers ON transactions USING btree (state, COALESCE(sale_date, recording_date)) INCLUDE (sale_date, recording_date, city, zip, buyer_key, sale_amount, apportioned_price, is_cash) WITH (fillfactor='100') WHERE is_purchase;
CREATE INDEX transactions_state_date ON transactions USING btree (state, sale_date) WITH (fillfactor='100') WHERE is_purchase;
CREATE INDEX transactions_unverified_pairs ON transactions USING btree (state) WHERE (chain = 'unverified'::text);

CREATE TABLE valuation_calibrations (
  kind text NOT NULL,
  market_level text NOT NULL,
  market text NOT NULL,
  through date NOT NULL,
  since date NOT NULL,
  held integer NOT NULL,
  sales integer NOT NULL,
  fit text,
  interval_floor double precision,
  interval_scale double precision,
  confidence_floor double precision,
  confidence_scale double precision,
  coverage double precision,
  default_coverage double precision,
  calibrated_at timestamp with time zone DEFAULT now() NOT NULL,
  interval_thinness double precision,
  confidence_thinness double precision,
  CONSTRAINT valuation_calibrations_check CHECK (((fit IS NULL) = (interval_floor IS NULL))),
  CONSTRAINT valuation_calibrations_fit_check CHECK ((fit = ANY (ARRAY['floor_and_scale'::text, 'factor'::text]))),
  CONSTRAINT valuation_calibrations_kind_check CHECK ((kind = ANY (ARRAY['sale'::text, 'lease'::text]))),
  CONSTRAINT valuation_calibrations_market_level_check CHECK ((market_level = ANY (ARRAY['cbsa'::text, 'county'::text]))),
  CONSTRAINT valuation_calibrations_pkey PRIMARY KEY (kind, market_level, market, through),
  CONSTRAINT valuation_calibrations_thinness CHECK ((((fit IS NULL) = (interval_thinness IS NULL)) AND ((fit IS NULL) = (confidence_thinness IS NULL))))
);

CREATE TABLE valuation_passes (
  state text NOT NULL,
  through_pos bigint NOT NULL,
  started_at timestamp with time zone NOT NULL,
  valued integer DEFAULT 0 NOT NULL,
  CONSTRAINT valuation_passes_pkey PRIMARY KEY (state)
);

CREATE TABLE valuation_runs (
  state text NOT NULL,
  through_pos bigint NOT NULL,
  properties integer NOT NULL,
  valued integer NOT NULL,
  seconds real NOT NULL,
  finished_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT valuation_runs_pkey PRIMARY KEY (state)
);

CREATE TABLE webhook_deliveries (
  id text NOT NULL,
  webhook_id text NOT NULL,
  seq bigint DEFAULT nextval('webhook_deliveries_seq_seq'::regclass) NOT NULL,
  event_pos bigint,
  property_id bigint,
  type text NOT NULL,
  payload text NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
  last_attempt_at timestamp with time zone,
  response_status integer,
  latency_ms integer,
  last_error text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id),
  CONSTRAINT webhook_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text]))),
  CONSTRAINT webhook_deliveries_webhook_id_event_pos_key UNIQUE (webhook_id, event_pos),
  CONSTRAINT webhook_deliveries_webhook_id_fkey FOREIGN KEY (webhook_id) REFERENCES webhooks(id) ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries USING btree (next_attempt_at) WHERE (status = 'pending'::text);
CREATE INDEX webhook_deliveries_property ON webhook_deliveries USING btree (webhook_id, property_id, seq) WHERE (status = 'pending'::text);
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries USING btree (webhook_id, seq);

CREATE TABLE webhook_delivery_counts (
  subscriber_id text NOT NULL,
  day date NOT NULL,
  deliveries integer DEFAULT 0 NOT NULL,
  CONSTRAINT webhook_delivery_counts_pkey PRIMARY KEY (subscriber_id, day)
);

CREATE TABLE webhooks (
  id text NOT NULL,
  subscriber_id text NOT NULL,
  plan text NOT NULL,
  url text NOT NULL,
  events text[] NOT NULL,
  filter jsonb NOT NULL,
  secret_version integer DEFAULT 1 NOT NULL,
  status text DEFAULT 'active'::text NOT NULL,
  disabled_reason text,
  disabled_at timestamp with time zone,
  position bigint NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT webhooks_pkey PRIMARY KEY (id),
  CONSTRAINT webhooks_status_check CHECK ((status = ANY (ARRAY['active'::text, 'disabled'::text])))
);
CREATE INDEX webhooks_subscriber ON webhooks USING btree (subscriber_id, created_at);

CREATE TABLE zips (
  zip text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  lat double precision,
  lon double precision,
  coord_source text,
  centroid geography(Point,4326) GENERATED ALWAYS AS ((st_setsrid(st_makepoint(lon, lat), 4326))::geography) STORED,
  county_fips text,
  cbsa_code text,
  CONSTRAINT zips_check CHECK ((((lat IS NULL) = (lon IS NULL)) AND ((lat IS NULL) = (coord_source IS NULL)))),
  CONSTRAINT zips_coord_source_check CHECK ((coord_source = ANY (ARRAY['census_gazetteer'::text, 'simplemaps'::text, 'us_zip_latlon'::text]))),
  CONSTRAINT zips_lat_check CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision))),
  CONSTRAINT zips_lon_check CHECK (((lon >= ('-180'::integer)::double precision) AND (lon <= (180)::double precision))),
  CONSTRAINT zips_pkey PRIMARY KEY (zip),
  CONSTRAINT zips_zip_check CHECK ((zip ~ '^[0-9]{5}$'::text))
);
CREATE INDEX zips_cbsa ON zips USING btree (cbsa_code);
CREATE INDEX zips_centroid ON zips USING gist (centroid);
CREATE INDEX zips_county ON zips USING btree (county_fips);
CREATE INDEX zips_state_upper_city ON zips USING btree (state, upper(city));

CREATE FUNCTION json_array_median(a json)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'public', 'pg_catalog'
AS $function$ select percentile_cont(0.5) within group (order by v::float8) from json_array_elements_text(a) v $function$;

CREATE FUNCTION json_text(value anyelement)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT coalesce(to_json(value)::text, 'null')
$function$;

CREATE FUNCTION nearby_sale_fields(doc json)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
DECLARE
  d jsonb := doc::jsonb;
  a jsonb := d->'address';
  s jsonb := d->'structure';
  p jsonb := d->'parcel';
  o jsonb := d->'owner';
BEGIN
  RETURN ARRAY[
    -- [1] always
    '"FULL_STREET_ADDRESS":' || json_text(a->'formatted_street_address')
      || ',"CITY":' || json_text(a->'city')
      || ',"STATE":' || json_text(a->'state')
      || ',"ZIP_CODE":' || json_text(a->'zip_code')
      || ',"LATITUDE":' || json_text(a->'latitude')
      || ',"LONGITUDE":' || json_text(a->'longitude')
      || ',"LOT_SIZE_SQFT":' || json_text(p->'area_sq_ft')
      || ',"BEDROOMS":' || json_text(s->'beds_count')
      || ',"BATHROOMS":' || json_text(s->'baths')
      || ',"YEAR_BUILT":' || json_text(s->'year_built')
      || ',"LAND_USE_CODE":' || json_text(coalesce(nullif(p->'county_land_use_code', 'null'), nullif(p->'state_land_use_code', 'null'))),
    -- [2] include=enrichment
    '"ZIP_PLUS_FOUR_CODE":' || json_text(a->'zip_plus_four_code')
      || ',"CENSUS_TRACT":' || json_text(a->'census_tract')
      || ',"GEOCODING_ACCURACY":' || json_text(a->'geocoding_accuracy')
      || ',"QUALITY":' || json_text(s->'quality')
      || ',"CONDITION":' || json_text(s->'condition')
      || ',"STORIES":' || json_text(s->'stories')
      || ',"GARAGE_DESCRIPTION":' || json_text(s->'garage_description')
      || ',"POOL_TYPE":' || json_text(s->'pool_type')
      || ',"HEATING_TYPE":' || json_text(s->'heating_type')
      || ',"AC_DESCRIPTION":' || json_text(s->'ac_description')
      || ',"CONSTRUCTION_TYPE":' || json_text(s->'construction_type')
      || ',"EFFECTIVE_YEAR_BUILT":' || json_text(s->'effective_year_built')
      || ',"PARKING_SPACES_COUNT":' || json_text(s->'parking_spaces_count')
      || ',"FIREPLACES":' || json_text(substring(s->>'fireplaces' from '^\s*([0-9]+)\s*$')::numeric)
      || ',"ROOMS_COUNT":' || json_text(s->'rooms_count')
      || ',"PARTIAL_BATHS_COUNT":' || json_text(s->'partial_baths_count')
      || ',"LIVING_AREA_SQFT":' || json_text(s->'living_area_sqft')
      || ',"UNITS_COUNT":' || json_text(s->'units_count')
      || ',"BUILDING_COUNT":' || json_text(p->'building_count')
      || ',"MONTHS_OWNED":' || json_text(d->'months_owned'),
    -- [3] include=enrichment, Premium-only
    '"OWNER_TYPE":' || json_text(d->'owner_type')
      || ',"CORPORATE_OWNER":' || json_text(o->'corporate_owner')
  ];
END
$function$;

CREATE FUNCTION nearby_sale_json(fields text[], property_id bigint, recording_date date, sale_date date, sale_amount numeric, living_sqft numeric, buyer_1 text, seller_1 text, enrichment boolean, valuation boolean, premium boolean, on_record property_valuations)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT '{"RECORDING_DATE":' || json_text(recording_date)
    || ',"PROPERTY_ID":' || json_text(property_id)
    || ',"SALE_AMT":' || coalesce('"' || sale_amount || '"', 'null')
    || ',"SUM_BUILDING_SQFT":' || coalesce(living_sqft::float8::text, 'null')
    || ',"SALE_DATE":' || json_text(sale_date)
    || ',"BUYER_BORROWER1_NAME":' || json_text(buyer_1)
    || ',"SELLER1_NAME":' || json_text(seller_1)
    || ',' || fields[1]
    || CASE WHEN enrichment THEN ',' || fields[2] || ',' || CASE WHEN premium THEN fields[3] ELSE '"OWNER_TYPE":null,"CORPORATE_OWNER":null' END ELSE '' END
    || CASE WHEN valuation THEN ',' || ('"VALUATION_VALUE":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.value END)
        || ',"VALUATION_HIGH":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.high END)
        || ',"VALUATION_LOW":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.low END)
        || ',"FORECAST_STD_DEV":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.forecast_standard_deviation END)
        || ',"VALUATION_DATE":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN to_char(on_record.as_of, 'YYYY-MM-DD') END)) ELSE '' END
    || '}'
$function$;

CREATE FUNCTION place_search_near(query text, threshold real)
 RETURNS TABLE(kind text, ref text, state text, key text, other_state boolean, rank integer, similarity real)
 LANGUAGE plpgsql
 STABLE
 SET "pg_trgm.word_similarity_threshold" TO '0.6'
AS $function$
begin
  perform set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
  return query
    select s.kind, s.ref, s.state, s.key, s.other_state, s.rank, word_similarity(query, s.key)
    from place_search s
    where not s.alias and query <% s.key;
end
$function$;

CREATE FUNCTION portfolio_tier(owned bigint)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  select case when owned >= 1000 then '1000+' when owned >= 100 then '100-999' when owned >= 10 then '10-99' when owned >= 2 then '2-9' else '1' end
$function$;

CREATE FUNCTION rollup_changes_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if exists (select 1 from deleted) then
    insert into rollup_changes (full_refresh) values (true);
  end if;
  return null;
end $function$;

CREATE FUNCTION rollup_changes_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into rollup_changes (full_refresh) values (true);
  return null;
end $function$;

CREATE FUNCTION street_core(street_key text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(street_key, '^\S+( \d+/\d+)? ', ''),
          ' (N|S|E|W|NE|NW|SE|SW)$', ''),
        ' (ALY|ANX|ARC|AVE|BCH|BG|BGS|BLF|BLFS|BLVD|BND|BR|BRG|BRK|BRKS|BTM|BYP|BYU|CIR|CIRS|CLB|CLF|CLFS|CMN|CMNS|COR|CORS|CP|CPE|CRES|CRK|CRSE|CRST|CSWY|CT|CTR|CTRS|CTS|CURV|CV|CVS|CYN|DL|DM|DR|DRS|DV|EST|ESTS|EXPY|EXT|EXTS|FALL|FLD|FLDS|FLS|FLT|FLTS|FRD|FRDS|FRG|FRGS|FRK|FRKS|FRST|FRY|FT|FWY|GDN|GDNS|GLN|GLNS|GRN|GRNS|GRV|GRVS|GTWY|HBR|HBRS|HL|HLS|HOLW|HTS|HVN|HWY|INLT|IS|ISLE|ISS|JCT|JCTS|KNL|KNLS|KY|KYS|LAND|LCK|LCKS|LDG|LF|LGT|LGTS|LK|LKS|LN|LNDG|LOOP|MALL|MDW|MDWS|MEWS|ML|MLS|MNR|MNRS|MSN|MT|MTN|MTNS|MTWY|NCK|OPAS|ORCH|OVAL|PARK|PASS|PATH|PIKE|PKWY|PL|PLN|PLNS|PLZ|PNE|PNES|PR|PRT|PRTS|PSGE|PT|PTS|RADL|RAMP|RD|RDG|RDGS|RDS|RIV|RNCH|ROW|RPD|RPDS|RST|RTE|RUE|RUN|SHL|SHLS|SHR|SHRS|SKWY|SMT|SPG|SPGS|SPUR|SQ|SQS|ST|STA|STRA|STRM|STS|TER|TPKE|TRAK|TRCE|TRFY|TRL|TRLR|TRWY|TUNL|UN|UNS|UPAS|VIA|VIS|VL|VLG|VLGS|VLY|VLYS|VW|VWS|WALK|WALL|WAY|WAYS|WL|WLS|XING|XRD|XRDS)$', ''),
      '^(N|S|E|W|NE|NW|SE|SW) ', ''),
    '^(\d+)(ST|ND|RD|TH)$', '\1')
$function$;
