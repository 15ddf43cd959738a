-- The part of a property record a comparable sale shows (docs/design.md#nearby-sale-record with its enrichment and
-- valuation groups; shared/properties/nearby/nearby.ts shapes it), kept beside the full record.
-- A nearby-sales page of 500 read and parsed the full record of each sale (3.3 kB of JSON, stored
-- compressed out of line); this card is a quarter of that and stored in the row.
-- plpgsql, so the record is parsed once: as a SQL function with the parts in a subquery, each part
-- was expanded back to `doc::jsonb` and the record parsed 40 times (10 ms a row).
CREATE FUNCTION comparable_card(doc json) RETURNS json LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  d jsonb := doc::jsonb;
  a jsonb := d->'address';
  s jsonb := d->'structure';
  p jsonb := d->'parcel';
  o jsonb := d->'owner';
  v jsonb := d->'valuation';
BEGIN
  RETURN jsonb_build_object(
    'address', jsonb_build_object(
      'formatted_street_address', a->'formatted_street_address', 'city', a->'city', 'state', a->'state', 'zip_code', a->'zip_code',
      'latitude', a->'latitude', 'longitude', a->'longitude', 'zip_plus_four_code', a->'zip_plus_four_code',
      'census_tract', a->'census_tract', 'geocoding_accuracy', a->'geocoding_accuracy'),
    'structure', CASE WHEN jsonb_typeof(s) = 'object' THEN jsonb_build_object(
      'beds_count', s->'beds_count', 'baths', s->'baths', 'year_built', s->'year_built', 'quality', s->'quality',
      'condition', s->'condition', 'stories', s->'stories', 'garage_description', s->'garage_description',
      'pool_type', s->'pool_type', 'heating_type', s->'heating_type', 'ac_description', s->'ac_description',
      'construction_type', s->'construction_type', 'effective_year_built', s->'effective_year_built',
      'parking_spaces_count', s->'parking_spaces_count', 'fireplaces', s->'fireplaces', 'rooms_count', s->'rooms_count',
      'partial_baths_count', s->'partial_baths_count', 'living_area_sqft', s->'living_area_sqft', 'units_count', s->'units_count') END,
    'parcel', CASE WHEN jsonb_typeof(p) = 'object' THEN jsonb_build_object(
      'area_sq_ft', p->'area_sq_ft', 'county_land_use_code', p->'county_land_use_code',
      'state_land_use_code', p->'state_land_use_code', 'building_count', p->'building_count') END,
    'owner', CASE WHEN jsonb_typeof(o) = 'object' THEN jsonb_build_object('corporate_owner', o->'corporate_owner') END,
    'owner_type', d->'owner_type',
    'months_owned', d->'months_owned',
    'valuation', CASE WHEN jsonb_typeof(v) = 'object' THEN jsonb_build_object(
      'value', v->'value', 'high', v->'high', 'low', v->'low',
      'forecast_standard_deviation', v->'forecast_standard_deviation', 'date', v->'date') END
  )::json;
END
$$;

ALTER TABLE properties ADD COLUMN comparable json GENERATED ALWAYS AS (comparable_card(doc)) STORED;
