-- Valuation (docs/valuation.md#traits): the building's effective year built and basement as
-- columns, written by every load as year_built is, so the evidence scan reads them for its
-- comparables without detoasting each full record. Nullable columns without a default, and a
-- constant default, add them without rewriting the table. Rows written before this migration have
-- `valuation_facts_copied` false and the two facts null (the model then reads the year built and
-- no basement, as before), until the next refresh copies them from the record
-- (loader/valuation-facts.ts); rows inserted after it take the new default, true.
ALTER TABLE properties
  ADD COLUMN effective_year_built integer,
  ADD COLUMN basement_type text,
  ADD COLUMN valuation_facts_copied boolean NOT NULL DEFAULT false;
ALTER TABLE properties ALTER COLUMN valuation_facts_copied SET DEFAULT true;
