-- The latest recorded date of each kind of data per location cell (the cells of 0008): the
-- `data_as_of` of an analytics answer is the latest date in the cells it reads, and its default
-- window ends there (docs/analytics-definitions.md#freshness-and-samples). Refreshed with the
-- rollups by loader/rollups/dates.ts.
create table geo_data_dates (
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  -- purchases, dated by sale date, else recording date
  last_purchase date,
  -- rentals, by the later of the list and lease dates
  last_rental date
);
create index geo_data_dates_zip on geo_data_dates (zip);
create index geo_data_dates_state_city on geo_data_dates (state, city);
create index geo_data_dates_county on geo_data_dates (county_fips);
create index geo_data_dates_cbsa on geo_data_dates (cbsa_code);
