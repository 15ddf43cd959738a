-- Valuation (docs/valuation.md#adjustments): the parcel's waterfront and view as columns, as
-- quality and condition are (0017), so the evidence scan reads them for its comparables without
-- detoasting and parsing each full record.
ALTER TABLE properties
  ADD COLUMN waterfront boolean GENERATED ALWAYS AS ((doc -> 'parcel' ->> 'waterfront')::boolean) STORED,
  ADD COLUMN parcel_view float8 GENERATED ALWAYS AS ((doc -> 'parcel' ->> 'view')::float8) STORED;
