-- Daily price sums (docs/valuation.md#time): the monthly levels of price_index_months describe the
-- middle of the last whole month before as_of, about a month behind it; the sales of the 30 days
-- before as_of tell how far prices have moved since. Refreshed with price_index_months by
-- loader/rollups/valuation.ts. One row per kind, area (county, CBSA, state) and day:
--   day:  when the evidence became known: a sale's later of its sale and recording dates (a sale
--         recorded after as_of is never read), a lease's lease date, else its list date;
--   n, sum_log_ppsf: how many, and the sum of their ln(price / living area) (ln(rent / area)), so
--         any run of days gives a mean.
CREATE TABLE price_index_days (
  kind text NOT NULL CHECK (kind IN ('sale', 'lease')),
  area_level text NOT NULL CHECK (area_level IN ('county', 'cbsa', 'state')),
  area_code text NOT NULL,
  day date NOT NULL,
  n integer NOT NULL,
  sum_log_ppsf float8 NOT NULL,
  -- the valuation reads one area's days in a range: this key is its index
  PRIMARY KEY (kind, area_level, area_code, day)
);
