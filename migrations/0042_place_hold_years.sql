-- Hold-time over long windows (shared/geo-analytics/queries.ts holdTimes), as 0041 does for the
-- market analysis: a window's whole calendar years are read from one row per place, year and kind
-- (every resale, or flips only) holding each distinct hold time of the year once with how many
-- resales had it, and only its other months from geo_place_hold_times (0033). A metro's resales
-- repeat their hold times about 4 times within a year. Filled by each refresh from 0033's rows
-- (loader/rollups/geography.ts), not here; until then a year without rows is read month by month.

create table geo_place_hold_years (
  level text not null,
  state text not null,
  code text not null,
  year integer not null,
  -- resale | flip
  kind text not null,
  -- the year's distinct hold times in days, ascending, and counts[k] how many had days[k]
  days integer[] not null,
  counts integer[] not null
);
create index geo_place_hold_years_place on geo_place_hold_years (level, code, state, year);
