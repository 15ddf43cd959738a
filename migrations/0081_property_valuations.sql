-- The valuation on record (docs/valuation.md#the-valuation-on-record): each property's sale estimate
-- at its default as_of, exactly as GET /properties/valuation answers it with no parameters, written
-- by the valuation pass after each load (loader/valuations/refresh.ts). The property record serves
-- it as `valuation`, and the data source's own valuation, kept unchanged in properties.doc, as
-- `source_valuation` (shared/properties/records/served-record.ts).
--   value .. confidence: the estimate; value null when the evidence is too thin (reason says why:
--                        the 422's reason), so a record never shows a made-up number;
--   forecast_standard_deviation: percent of value, 100 × ln(high / low) / 2.563 (the 80% interval's
--                        half-width on the log scale over z = 1.2816);
--   equity:              value less the recorded mortgages' estimated remaining balances.
-- No foreign key: the bulk load drops and rebuilds properties' keys. A deleted property's row is
-- never read (every reader joins from properties) and the next pass over its state deletes it.
CREATE TABLE property_valuations (
  property_id bigint PRIMARY KEY,
  state text NOT NULL,
  as_of date NOT NULL,
  value numeric,
  low numeric,
  high numeric,
  confidence real,
  forecast_standard_deviation numeric,
  equity numeric,
  comparables integer,
  reason text,
  computed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((value IS NULL) = (reason IS NOT NULL))
);

CREATE INDEX property_valuations_state ON property_valuations (state, computed_at);

-- One row per state: the change event position (change_events.pos) its last pass had seen. A state
-- whose properties, sales or leases changed since (a later or unsequenced event) is valued again.
CREATE TABLE valuation_runs (
  state text PRIMARY KEY,
  through_pos bigint NOT NULL,
  properties integer NOT NULL,
  valued integer NOT NULL,
  seconds real NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);
