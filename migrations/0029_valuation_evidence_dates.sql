-- Valuation and rent estimates (docs/valuation.md#as-of): the latest date of each month's
-- evidence in the price index rollup (0017), so an estimate without `as_of` is made as of the
-- data's latest date rather than today.
ALTER TABLE price_index_months ADD COLUMN IF NOT EXISTS last_date date;

-- the default as-of date: max(last_date) of one kind, read from the top of this index
CREATE INDEX IF NOT EXISTS price_index_months_last_date ON price_index_months (kind, last_date DESC NULLS LAST);
