-- Analytics rollups, recomputed by the loader after every load (loader/rollups/index.ts) so that no
-- request aggregates over all rows.

-- Per normalised buyer name: purchase activity over all time and what it owns now.
create table buyer_stats (
  buyer_key text primary key,
  is_entity boolean not null,
  purchases integer not null,
  purchase_value numeric not null,
  cash_purchases integer not null,
  first_purchase date,
  last_purchase date,
  sales integer not null,
  flips integer not null,
  -- properties whose owner of record is this name now
  portfolio_size integer not null
);
create index buyer_stats_name_trgm on buyer_stats using gin (buyer_key gin_trgm_ops);
create index buyer_stats_purchases on buyer_stats (purchases desc);

-- Per zip and month: sales, investor and cash shares, flips, hold times and rents.
-- "Investor" here is a buyer that is an entity or that made 2+ purchases in the whole history.
create table geo_monthly (
  zip text not null,
  month date not null,
  state text not null,
  county_fips text,
  cbsa_code text,
  purchases integer not null,
  purchase_value numeric not null,
  median_price numeric,
  median_price_per_sqft numeric,
  investor_purchases integer not null,
  cash_purchases integer not null,
  resales integer not null,
  flips integer not null,
  median_hold_days numeric,
  leases integer not null,
  median_rent numeric,
  primary key (zip, month)
);
create index geo_monthly_cbsa on geo_monthly (cbsa_code, month);
create index geo_monthly_county on geo_monthly (county_fips, month);
create index geo_monthly_state on geo_monthly (state, month);
