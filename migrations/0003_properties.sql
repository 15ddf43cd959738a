-- Properties, their recorded transactions and their rentals.
-- A property's full record (docs/design.md#property-record, every field present, nulls kept) is `doc`, served
-- as is (Premium fields masked per plan) and exported as is, so import -> export round-trips.
-- json, not jsonb: it keeps the record's field order for responses, costs no conversion on write,
-- and nothing queries inside it (every filter has its typed column).
-- Everything filtered, sorted or joined on is also a typed column, written by the loader from the
-- same record, with the index that serves it.

create table properties (
  property_id bigint primary key,
  data_source text not null,
  -- md5 of the canonical import line: an unchanged re-import touches nothing
  content_hash text not null,
  doc json not null,

  -- address matching (docs/addresses.md): normalised USPS street line with and without unit
  address_key text not null,
  street_key text not null,
  zip text not null check (zip ~ '^[0-9]{5}$'),
  city text not null,
  state text not null check (state ~ '^[A-Z]{2}$'),
  county_fips text,
  cbsa_code text,
  lat double precision not null check (lat between -90 and 90),
  lon double precision not null check (lon between -180 and 180),
  geog geography(Point, 4326) generated always as (st_setsrid(st_makepoint(lon, lat), 4326)::geography) stored,

  property_type text,
  beds numeric,
  baths numeric,
  living_sqft numeric,
  lot_sqft numeric,
  year_built integer,
  assessed_value numeric,
  valuation_value numeric,
  -- estimated value minus the estimated remaining balances of recorded mortgages
  equity numeric,

  owner_name text,
  owner_name_2 text,
  -- normalised owner mailing street line + zip: the key of by-mailing-address portfolios
  owner_mail_key text,
  owner_occupied boolean,
  corporate_owner boolean,
  owner_type text,

  pre_foreclosure boolean not null default false,
  pre_foreclosure_date date,
  vacant boolean not null default false,
  -- pre-foreclosure and vacant: the owner has walked away before the lender took the house
  zombie boolean generated always as (pre_foreclosure and vacant) stored,

  last_sale_date date,
  last_recording_date date,
  last_sale_price numeric
);

-- exact lookups: street line (+unit) within a zip, or within city + state when the zip is missing
create index properties_zip_address on properties (zip, address_key);
create index properties_zip_street on properties (zip, street_key);
create index properties_state_city_street on properties (state, city, street_key);
-- near matches on the street line (typos), always combined with the zip or city filter above
create index properties_street_trgm on properties using gin (street_key gin_trgm_ops);
create index properties_geog on properties using gist (geog);
create index properties_owner_mail on properties (owner_mail_key) where owner_mail_key is not null;
create index properties_owner_name_trgm on properties using gin (owner_name gin_trgm_ops);
-- search: a location filter plus a sort key, with property_id as the tie-breaker for stable pages
create index properties_state_recording on properties (state, last_recording_date desc nulls last, property_id);
create index properties_state_assessed on properties (state, assessed_value desc nulls last, property_id);
create index properties_state_year on properties (state, year_built desc nulls last, property_id);
create index properties_zip_recording on properties (zip, last_recording_date desc nulls last, property_id);
create index properties_county_recording on properties (county_fips, last_recording_date desc nulls last, property_id);
create index properties_cbsa_recording on properties (cbsa_code, last_recording_date desc nulls last, property_id);
create index properties_city_recording on properties (state, city, last_recording_date desc nulls last, property_id);
create index properties_distress on properties (state, pre_foreclosure_date) where pre_foreclosure or vacant;

create table transactions (
  property_id bigint not null references properties (property_id) on delete cascade,
  -- position in the property's history as imported (oldest first)
  seq integer not null,
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
  -- normalised names (case, punctuation, entity suffixes) for buyer analytics
  buyer_key text,
  seller_key text,
  -- the buyer's name is an entity (LLC, INC, TRUST...): the first half of the investor definition
  buyer_is_entity boolean not null default false,
  mtg_recording_date date,
  mtg_amount numeric,
  mtg_lender text,
  mtg_due_date date,
  mtg_rate numeric,
  mtg_term_months integer,
  mtg_type text,
  -- derived by the loader from the whole history of the property (docs/analytics-definitions.md)
  is_purchase boolean not null default false,
  is_cash boolean,
  prior_purchase_date date,
  prior_purchase_price numeric,
  hold_days integer,
  is_flip boolean not null default false,
  -- where the property is, copied so geography analytics need no join
  zip text not null,
  state text not null,
  county_fips text,
  cbsa_code text,
  geog geography(Point, 4326) not null,
  primary key (property_id, seq)
);
-- nearby sales: arms-length-or-not purchases with a price, scanned by distance from the GiST index
create index transactions_sales_geog on transactions using gist (geog) where sale_amount is not null;
create index transactions_buyer on transactions (buyer_key, sale_date) where is_purchase;
create index transactions_zip_date on transactions (zip, sale_date) where is_purchase;
create index transactions_cbsa_date on transactions (cbsa_code, sale_date) where is_purchase;
create index transactions_county_date on transactions (county_fips, sale_date) where is_purchase;
create index transactions_state_date on transactions (state, sale_date) where is_purchase;
create index transactions_flips on transactions (zip, sale_date) where is_flip;

create table rentals (
  property_id bigint not null references properties (property_id) on delete cascade,
  seq integer not null,
  list_date date not null,
  lease_date date,
  rent numeric not null check (rent > 0),
  beds numeric,
  baths numeric,
  sqft numeric,
  days_on_market integer,
  status text not null check (status in ('listed', 'leased', 'withdrawn')),
  zip text not null,
  state text not null,
  county_fips text,
  cbsa_code text,
  geog geography(Point, 4326) not null,
  primary key (property_id, seq)
);
create index rentals_geog on rentals using gist (geog);
create index rentals_zip_date on rentals (zip, list_date);
create index rentals_cbsa_date on rentals (cbsa_code, list_date);
create index rentals_county_date on rentals (county_fips, list_date);
create index rentals_state_date on rentals (state, list_date);

-- What the database holds, for the X-Data-Source header and the README's figures.
create table dataset_sources (
  data_source text primary key,
  properties bigint not null,
  loaded_at timestamptz not null default now()
);
