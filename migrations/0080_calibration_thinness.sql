-- The thinness term of the valuation's calibrated error scales (docs/valuation.md#thin-evidence):
-- sqrt(floor² + (scale × spread)² + (thinness / candidates)²), candidates the count the model
-- weighed, so that an estimate from few candidates in reach states the wider error the market's own
-- backtest found for such estimates. A row fitted before the term had none: its scales are those
-- with a thinness of 0.
ALTER TABLE valuation_calibrations ADD COLUMN interval_thinness float8, ADD COLUMN confidence_thinness float8;
UPDATE valuation_calibrations SET interval_thinness = 0, confidence_thinness = 0 WHERE fit IS NOT NULL;
ALTER TABLE valuation_calibrations
  ADD CONSTRAINT valuation_calibrations_thinness CHECK ((fit IS NULL) = (interval_thinness IS NULL) AND (fit IS NULL) = (confidence_thinness IS NULL));
