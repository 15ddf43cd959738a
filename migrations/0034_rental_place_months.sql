-- Market analysis over any window (shared/rental-analytics/queries.ts marketCells): the leases and
-- sale prices of 0009 per place and month instead of per cell and month, every value still kept,
-- so percentiles over any months stay exact. A metro's month spans about 70 cells of 0009: its
-- whole history was ~40,000 rows to read, where here it is one row per month (~440); the values
-- are the same, stored as the same JSON arrays. Refreshed with 0009 by loader/rollups/rentals.ts.
--
-- level, state, code as geo_place_months (0033): level state | msa | county | city | zip; code the
-- state code, CBSA code, county FIPS, city name or zip; state a city's state, '' otherwise.

create table rental_place_lease_months (
  level text not null,
  state text not null,
  code text not null,
  month date not null,
  leases integer not null,
  -- [rents, bedrooms, rents_per_sqft, days_on_market], as rental_lease_months.lease_values
  lease_values json not null,
  rents json generated always as (lease_values -> 0) stored
);
create index rental_place_lease_months_place on rental_place_lease_months (level, code, state, month);

create table rental_place_sale_months (
  level text not null,
  state text not null,
  code text not null,
  month date not null,
  sales integer not null,
  prices json not null
);
create index rental_place_sale_months_place on rental_place_sale_months (level, code, state, month);
