-- Per-market calibration of the valuation's interval and confidence (docs/valuation.md#calibration).
-- `npm run calibrate` values the market's recent sales each as of the day before it, from the sales
-- before it (a rolling backtest), and fits the error scales sqrt(floor² + (scale × spread)²) so that
-- the nominal share of those prices falls inside the interval. One row per kind, market and the day
-- the backtested sales run through; an estimate as of a day reads its market's latest row through
-- that day or earlier, so it never reads a calibration of later sales. A market whose backtest
-- valued too few sales to calibrate keeps its row (the sample and why) with null scales: its answers
-- state the default scales.
--   market_level, market: the metro (CBSA code) of the candidates' commonest county, else (a county
--             outside any metro) the county (FIPS code): the area the price index reads;
--   since, through: the first and last sale days backtested;
--   sales:    sales valued in the backtest (the fit's sample); held: sales tried;
--   fit:      'floor_and_scale' (both fitted), 'factor' (one factor times the default scales), or
--             null (too few sales: the default scales);
--   coverage: the share of the sample inside the fitted interval (the default's when fit is null);
--   default_coverage: the same with the default scales, for comparison.
CREATE TABLE valuation_calibrations (
  kind text NOT NULL CHECK (kind IN ('sale', 'lease')),
  market_level text NOT NULL CHECK (market_level IN ('cbsa', 'county')),
  market text NOT NULL,
  through date NOT NULL,
  since date NOT NULL,
  held integer NOT NULL,
  sales integer NOT NULL,
  fit text CHECK (fit IN ('floor_and_scale', 'factor')),
  interval_floor float8,
  interval_scale float8,
  confidence_floor float8,
  confidence_scale float8,
  coverage float8,
  default_coverage float8,
  calibrated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((fit IS NULL) = (interval_floor IS NULL)),
  -- an estimate reads its market's latest row through as_of: this key is its index
  PRIMARY KEY (kind, market_level, market, through)
);
