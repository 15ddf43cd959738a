-- Market analysis over long windows (shared/rental-analytics/queries.ts marketCells). The
-- percentiles of a window stay exact, but its whole calendar years are read from one row per
-- place, year and measure that holds each distinct value of the year once, with how many leases
-- (or sales) have it; only the months outside whole years are read value by value from 0034's
-- rollups. A metro's rents repeat a few thousand amounts, so its whole history is ~16,000 pairs
-- where 0034 holds ~1,000,000 rents. The monthly series reads each month's median from 0034.
-- Both are filled from 0034's rows, so they hold the same leases and sales. Zip codes have no
-- yearly rows: a zip's values barely repeat within a year, and its whole history is small.
--
-- Nothing is filled here, so the migration takes no time whatever the data: the next load's
-- refresh fills both (loader/rollups/rentals.ts). Until then the reads stay exact: a year without
-- yearly rows is read month by month, and a month without its stored median computes it.

-- A month's median rent, as shared/analytics/percentiles.ts computes it (percentile_cont's
-- interpolation): the monthly series of a long window is one stored number per month, written with
-- the month's row by the refresh.
create function json_array_median(a json) returns float8
  language sql immutable parallel safe
  set search_path = public, pg_catalog
  as $$ select percentile_cont(0.5) within group (order by v::float8) from json_array_elements_text(a) v $$;

alter table rental_place_lease_months add column median_rent float8;

create table rental_place_value_years (
  level text not null,
  state text not null,
  code text not null,
  year integer not null,
  -- rent | rent_beds_0 .. rent_beds_5 (5: 5 or more) | rent_per_sqft | days_on_market | price
  measure text not null,
  -- the year's distinct values, ascending, and counts[k] how many leases or sales have vals[k]
  vals float8[] not null,
  counts integer[] not null
);
create index rental_place_value_years_place on rental_place_value_years (level, code, state, year);
