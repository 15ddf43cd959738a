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

-- A month's median rent, as shared/rental-analytics/percentiles.ts computes it (percentile_cont's
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

-- One level's rows of the years first_year to last_year (every year where null), from
-- rental_place_lease_months and rental_place_sale_months, for each level of
-- shared/rental-analytics/queries.ts VALUE_YEAR_LEVELS: called by each refresh (loader/rollups/rentals.ts).
create function fill_rental_place_value_years(part text, first_year integer, last_year integer) returns void
  language sql volatile
  set search_path = public, pg_catalog
  as $$
  insert into rental_place_value_years (level, state, code, year, measure, vals, counts)
  select level, state, code, year, measure, array_agg(value order by value), array_agg(n order by value)
  from (
    select m.level, m.state, m.code, extract(year from m.month)::int as year, v.measure, v.value, count(*)::int as n
    from rental_place_lease_months m
    cross join lateral rows from (
      json_array_elements_text(m.lease_values -> 0), json_array_elements_text(m.lease_values -> 1),
      json_array_elements_text(m.lease_values -> 2), json_array_elements_text(m.lease_values -> 3)
    ) as l(rent, beds, per_sqft, dom)
    cross join lateral (values
      ('rent', l.rent::float8),
      ('rent_beds_' || l.beds, l.rent::float8),
      ('rent_per_sqft', l.per_sqft::float8),
      ('days_on_market', l.dom::float8)
    ) v(measure, value)
    where v.measure is not null and v.value is not null and m.level = part
      and m.month >= make_date(coalesce(first_year, 1), 1, 1) and m.month < make_date(coalesce(last_year, 9998) + 1, 1, 1)
    group by 1, 2, 3, 4, 5, 6
    union all
    select s.level, s.state, s.code, extract(year from s.month)::int, 'price', p.value::float8, count(*)::int
    from rental_place_sale_months s
    cross join lateral json_array_elements_text(s.prices) p(value)
    where s.level = part
      and s.month >= make_date(coalesce(first_year, 1), 1, 1) and s.month < make_date(coalesce(last_year, 9998) + 1, 1, 1)
    group by 1, 2, 3, 4, 5, 6
  ) c
  group by 1, 2, 3, 4, 5
  order by 1, 3, 2, 4, 5
$$;
