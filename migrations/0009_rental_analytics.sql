-- Rental analytics (GET /rental-analytics/market-analysis): monthly rollups of leases and sale
-- prices, refreshed after every load by loader/rollups/rentals.ts.
--
-- Percentiles cannot be combined across months or places, so each row keeps every value of its
-- cell and month: percentiles over any window of whole months and any geography level are exact,
-- and a request reads one compact row per cell and month instead of one heap row per lease
-- (5 zips x 24 months = 120 rows; a metro of 240 zips x 24 months = 5,760 rows).
-- The values are stored as JSON text: a request concatenates the rows' text (json_agg) and the
-- API parses it in one JSON.parse, where float8[] columns would be parsed element by element
-- (a metro's two years of leases took ~260 ms that way, against ~20 ms).
-- A "cell" is one distinct (state, cbsa_code, county_fips, city, zip) of the rows it summarises:
-- a zip that straddles a city or county line has one cell per part, so every geography level
-- (shared/locations/geography.ts geographyFilter) selects whole cells. Each level has a
-- (level, month) index, as the base tables do.

-- Leased rentals (status 'leased') by lease month: the lease date, else the list date.
-- lease_values is [rents, bedrooms, rents_per_sqft, days_on_market]: four arrays with one element
-- per lease, in the same order: the monthly rent; the listing's bedroom bucket 0-4, 5 for 5 or more,
-- null when unknown; rent / square feet to the cent, null when the area is unknown or 0; days on
-- market, null when unknown.
create table rental_lease_months (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  month date not null,
  leases integer not null,
  lease_values json not null
);
create index rental_lease_months_zip on rental_lease_months (zip, month);
create index rental_lease_months_city on rental_lease_months (state, city, month);
create index rental_lease_months_county on rental_lease_months (county_fips, month);
create index rental_lease_months_cbsa on rental_lease_months (cbsa_code, month);
create index rental_lease_months_state on rental_lease_months (state, month);

-- Arms-length purchases (transactions.is_purchase: arms-length, positive price, dated) by sale
-- month: the sale date, else the recording date. `prices` is a JSON array, one price per purchase.
create table rental_sale_months (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  month date not null,
  sales integer not null,
  prices json not null
);
create index rental_sale_months_zip on rental_sale_months (zip, month);
create index rental_sale_months_city on rental_sale_months (state, city, month);
create index rental_sale_months_county on rental_sale_months (county_fips, month);
create index rental_sale_months_cbsa on rental_sale_months (cbsa_code, month);
create index rental_sale_months_state on rental_sale_months (state, month);
