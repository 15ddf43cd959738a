-- A constant-quality price index (docs/valuation.md#time). The monthly level was the median of
-- ln(price / living area), which moves with the mix of homes sold (a winter month of smaller homes
-- in cheaper ZIP codes read as a price fall). Each sale is now first stripped of its building (the
-- model's prior adjustments: its log price less the prior coefficients times its facts, an unknown
-- fact at the scale's middle), and months are compared within ZIP codes only: a month's level is
-- the previous month's plus the weighted mean, over the ZIP codes with sales in both, of the change
-- of their mean; the area's first month is 0. loader/rollups/valuation.ts builds both tables; the
-- next refresh (after every load) rewrites the rows, so the daily rows are cleared here.
ALTER TABLE price_index_months RENAME COLUMN log_ppsf TO log_level;

-- The daily rows of the shift of the last 30 days, in the same terms: per day, the count of the
-- sales that became known that day (n), and the sum (and count) of their stripped log prices less
-- their ZIP code's mean of the same calendar month (same) and of the month before (prior), each
-- over the sales whose ZIP code had sales in that month.
DELETE FROM price_index_days;
ALTER TABLE price_index_days
  DROP COLUMN sum_log_ppsf,
  ADD COLUMN n_same integer NOT NULL,
  ADD COLUMN sum_same float8 NOT NULL,
  ADD COLUMN n_prior integer NOT NULL,
  ADD COLUMN sum_prior float8 NOT NULL;
