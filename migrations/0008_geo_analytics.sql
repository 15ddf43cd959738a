-- Geo analytics rollups: flips, hold times, ownership by portfolio tier, per-zip market rows.
-- Refreshed after every load by loader/rollups/ownership.ts and loader/rollups/geography.ts.
--
-- A "cell" is one distinct (state, cbsa_code, county_fips, city, zip) of the rows it summarises:
-- a zip that straddles a city or county line has one cell per part, so every geography level
-- (shared/locations/geography.ts geographyFilter) selects whole cells and sums are exact. Each
-- level has a (level, month) index, as the base tables do.

-- Owners of record by normalised name (properties.owner_name) and how many properties each owns
-- now, nationally and of every type: the basis of the portfolio tier (portfolio_tier(), 0006).
-- buyer_stats only knows names that bought; owners who never bought on record are here too.
create table owner_portfolios (
  owner_name text primary key,
  properties integer not null
);

-- Per cell, now: properties, and the single-family ones (shared/analytics/definitions.ts) by
-- occupancy, corporate ownership and the owner's portfolio tier. sf_* count single-family only.
create table geo_ownership (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  properties integer not null,
  single_family integer not null,
  sf_owner_occupied integer not null,
  sf_absentee_owned integer not null,
  sf_occupancy_unknown integer not null,
  -- corporate_owner true or an entity owner name; unknown when both the flag and the name are missing
  sf_corporate_owned integer not null,
  sf_corporate_unknown integer not null,
  sf_tier_1 integer not null,
  sf_tier_2_9 integer not null,
  sf_tier_10_99 integer not null,
  sf_tier_100_999 integer not null,
  sf_tier_1000_plus integer not null,
  sf_owner_unknown integer not null
);
create index geo_ownership_zip on geo_ownership (zip);
create index geo_ownership_city on geo_ownership (state, city);
create index geo_ownership_county on geo_ownership (county_fips);
create index geo_ownership_cbsa on geo_ownership (cbsa_code);
create index geo_ownership_state on geo_ownership (state);

-- Per cell and institutional owner (100+ properties nationally): its single-family properties there.
create table geo_institutional_owners (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  owner_name text not null,
  single_family integer not null
);
create index geo_institutional_owners_zip on geo_institutional_owners (zip);
create index geo_institutional_owners_city on geo_institutional_owners (state, city);
create index geo_institutional_owners_county on geo_institutional_owners (county_fips);
create index geo_institutional_owners_cbsa on geo_institutional_owners (cbsa_code);
create index geo_institutional_owners_state on geo_institutional_owners (state);

-- geo_monthly (0004) was keyed by zip alone, which cannot answer a city or a county exactly; it is
-- rebuilt per cell and month. Medians cannot be combined across months: each month's medians are
-- kept with the counts that weight them.
drop table geo_monthly;
create table geo_monthly (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  month date not null,
  -- arms-length purchases (transactions.is_purchase) by sale date, else recording date
  purchases integer not null,
  purchase_value numeric not null,
  median_price double precision,
  -- purchases of properties with a known living area: the weight of median_price_per_sqft
  sqft_purchases integer not null,
  median_price_per_sqft double precision,
  -- buyer is an entity or made 2+ purchases over the whole history (buyer_stats)
  investor_purchases integer not null,
  cash_purchases integer not null,
  -- by the buyer's portfolio tier now (portfolio_tier() of buyer_stats.portfolio_size, the
  -- properties the name owns; a buyer owning nothing now is tier 1); purchases without a buyer
  -- name are in none of them
  purchases_tier_1 integer not null,
  purchases_tier_2_9 integer not null,
  purchases_tier_10_99 integer not null,
  purchases_tier_100_999 integer not null,
  purchases_tier_1000_plus integer not null,
  -- purchases after an earlier purchase of the same property (hold_days known), and the flips among them
  resales integer not null,
  flips integer not null,
  median_hold_days double precision,
  -- leased rentals by lease date, else list date
  leases integer not null,
  median_rent double precision
);
create index geo_monthly_zip on geo_monthly (zip, month);
create index geo_monthly_city on geo_monthly (state, city, month);
create index geo_monthly_county on geo_monthly (county_fips, month);
create index geo_monthly_cbsa on geo_monthly (cbsa_code, month);
create index geo_monthly_state on geo_monthly (state, month);

-- Per cell and month, every hold time (days) of the resales and of the flips among them, sorted:
-- exact percentiles over any months. Apart from geo_monthly so that its rows stay narrow.
create table geo_hold_times (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  month date not null,
  resale_hold_days integer[] not null,
  flip_hold_days integer[] not null
);
create index geo_hold_times_zip on geo_hold_times (zip, month);
create index geo_hold_times_city on geo_hold_times (state, city, month);
create index geo_hold_times_county on geo_hold_times (county_fips, month);
create index geo_hold_times_cbsa on geo_hold_times (cbsa_code, month);
create index geo_hold_times_state on geo_hold_times (state, month);

-- One row per flip (transactions.is_flip) with both legs: the purchase it resold and the resale.
create table geo_flips (
  property_id bigint not null,
  -- the resale's transactions.seq
  seq integer not null,
  resale_date date not null,
  resale_price numeric not null,
  resale_buyer text,
  resale_seller text,
  purchase_date date not null,
  purchase_price numeric,
  purchase_buyer text,
  hold_days integer not null,
  gross_profit numeric generated always as (resale_price - purchase_price) stored,
  roi numeric generated always as ((resale_price - purchase_price) / nullif(purchase_price, 0)) stored,
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  primary key (property_id, seq)
);
create index geo_flips_zip on geo_flips (zip, resale_date);
create index geo_flips_city on geo_flips (state, city, resale_date);
create index geo_flips_county on geo_flips (county_fips, resale_date);
create index geo_flips_cbsa on geo_flips (cbsa_code, resale_date);
create index geo_flips_state on geo_flips (state, resale_date);
