-- Per place and month: the hold times and the purchases by buyer tier of every geography a request
-- can name (shared/locations/geography.ts GEOGRAPHY_COLUMNS), summed over its cells once per load.
-- The cell rollups of 0008 hold a metro's month in as many rows as it has cells (about 70 in a
-- demo metro): a window of its whole history read ~31,000 rows, one of 12 months ~850. Here a
-- place's month is one row, so any window reads one row per month (hold-time, institutional
-- ownership). Refreshed with the rollups by loader/rollups/geography.ts, from the same purchases
-- as geo_monthly and geo_hold_times.
--
-- level: state | msa | county | city | zip; code: the state code, CBSA code, county FIPS, city name
-- or zip; state: a city's state (a city is a name within a state), '' for every other level.

create table geo_place_hold_times (
  level text not null,
  state text not null,
  code text not null,
  month date not null,
  resale_hold_days integer[] not null,
  flip_hold_days integer[] not null
);
create index geo_place_hold_times_place on geo_place_hold_times (level, code, state, month);

create table geo_place_months (
  level text not null,
  state text not null,
  code text not null,
  month date not null,
  purchases integer not null,
  purchases_tier_1 integer not null,
  purchases_tier_2_9 integer not null,
  purchases_tier_10_99 integer not null,
  purchases_tier_100_999 integer not null,
  purchases_tier_1000_plus integer not null
);
create index geo_place_months_place on geo_place_months (level, code, state, month);
