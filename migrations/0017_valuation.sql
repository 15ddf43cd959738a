-- Valuation and rent estimates (GET /properties/valuation, GET /properties/rent-estimate;
-- docs/valuation.md, shared/properties/valuation/).

-- The building's quality and condition as the record states them (assessor text), as columns: a
-- valuation reads them for up to 200 comparables, and taking them out of `doc` would detoast and
-- parse each full record (3 kB of JSON) to read two words.
ALTER TABLE properties
  ADD COLUMN quality text GENERATED ALWAYS AS (doc -> 'structure' ->> 'quality') STORED,
  ADD COLUMN condition text GENERATED ALWAYS AS (doc -> 'structure' ->> 'condition') STORED;

-- Monthly price levels (the time adjustment of docs/valuation.md#time), refreshed after every
-- load by loader/rollups/valuation.ts. One row per kind, area and calendar month:
--   kind 'sale':  arms-length purchases (transactions.is_purchase) dated in the month (sale date,
--                 else recording date), of properties with a known living area;
--   kind 'lease': leases (status leased) dated in the month (lease date, else list date), with an
--                 area (the lease's, else the property's);
--   area: the county (FIPS), the CBSA and the state of the row, so a thin county can fall back to
--         its metro and a metro to its state.
-- n is how many there were; log_ppsf the median of ln(price / living area), ln(rent / area) for leases.
-- A month's row reads only that month's rows, so a valuation as of a date uses only the months
-- before that date's month: no later sale leaks into the adjustment.
CREATE TABLE price_index_months (
  kind text NOT NULL CHECK (kind IN ('sale', 'lease')),
  area_level text NOT NULL CHECK (area_level IN ('county', 'cbsa', 'state')),
  area_code text NOT NULL,
  month date NOT NULL,
  n integer NOT NULL,
  log_ppsf float8 NOT NULL,
  -- the valuation reads one area's months in a range: this key is its index
  PRIMARY KEY (kind, area_level, area_code, month)
);
