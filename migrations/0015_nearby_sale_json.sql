-- Nearby sales (docs/design.md#nearby-sale-record) are answered as JSON text that PostgreSQL assembles.
-- A page of 500 used to arrive as 500 comparable cards (0012) that Node parsed, reshaped and serialised
-- again: ~14 ms of Node CPU per page, two thirds of the gateway's work for the request. The
-- property's part of each sale record is now kept as JSON text in the answer's shape
-- (properties.sale_fields), nearby_sale_json() writes a sale's own fields in front of it, and the page
-- query joins the records into one string: Node receives one value and splices it into the body.

-- A value (text, a number, a member of a jsonb record) as JSON text; SQL null, such as a member the
-- record lacks, is JSON null.
CREATE FUNCTION json_text(value anyelement) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(to_json(value)::text, 'null')
$$;

-- The fields a nearby sale takes from the property's record, as JSON members ("KEY":value,...), in
-- four runs:
--   [1] the base fields (FULL_STREET_ADDRESS .. LAND_USE_CODE)
--   [2] the enrichment group but its Premium-only fields (ZIP_PLUS_FOUR_CODE .. MONTHS_OWNED)
--   [3] the enrichment group's Premium-only fields (OWNER_TYPE, CORPORATE_OWNER)
--   [4] the valuation group
-- A part of the record that is absent or not an object leaves its fields null.
-- plpgsql, so the record is parsed once (see 0012).
CREATE FUNCTION nearby_sale_fields(doc json) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  d jsonb := doc::jsonb;
  a jsonb := d->'address';
  s jsonb := d->'structure';
  p jsonb := d->'parcel';
  v jsonb := d->'valuation';
BEGIN
  RETURN ARRAY[
    '"FULL_STREET_ADDRESS":' || json_text(a->'formatted_street_address')
      || ',"CITY":' || json_text(a->'city') || ',"STATE":' || json_text(a->'state') || ',"ZIP_CODE":' || json_text(a->'zip_code')
      || ',"LATITUDE":' || json_text(a->'latitude') || ',"LONGITUDE":' || json_text(a->'longitude')
      || ',"LOT_SIZE_SQFT":' || json_text(p->'area_sq_ft')
      || ',"BEDROOMS":' || json_text(s->'beds_count') || ',"BATHROOMS":' || json_text(s->'baths') || ',"YEAR_BUILT":' || json_text(s->'year_built')
      -- the county's code when the record has one, else the state's
      || ',"LAND_USE_CODE":' || json_text(coalesce(nullif(p->'county_land_use_code', 'null'), nullif(p->'state_land_use_code', 'null'))),
    '"ZIP_PLUS_FOUR_CODE":' || json_text(a->'zip_plus_four_code')
      || ',"CENSUS_TRACT":' || json_text(a->'census_tract') || ',"GEOCODING_ACCURACY":' || json_text(a->'geocoding_accuracy')
      || ',"QUALITY":' || json_text(s->'quality') || ',"CONDITION":' || json_text(s->'condition') || ',"STORIES":' || json_text(s->'stories')
      || ',"GARAGE_DESCRIPTION":' || json_text(s->'garage_description') || ',"POOL_TYPE":' || json_text(s->'pool_type')
      || ',"HEATING_TYPE":' || json_text(s->'heating_type') || ',"AC_DESCRIPTION":' || json_text(s->'ac_description')
      || ',"CONSTRUCTION_TYPE":' || json_text(s->'construction_type')
      || ',"EFFECTIVE_YEAR_BUILT":' || json_text(s->'effective_year_built') || ',"PARKING_SPACES_COUNT":' || json_text(s->'parking_spaces_count')
      -- the assessor's text ("2", or a description such as "Y"); 2.3 wants a count
      || ',"FIREPLACES":' || json_text(substring(s->>'fireplaces' from '^\s*([0-9]+)\s*$')::numeric)
      || ',"ROOMS_COUNT":' || json_text(s->'rooms_count') || ',"PARTIAL_BATHS_COUNT":' || json_text(s->'partial_baths_count')
      || ',"LIVING_AREA_SQFT":' || json_text(s->'living_area_sqft') || ',"UNITS_COUNT":' || json_text(s->'units_count')
      || ',"BUILDING_COUNT":' || json_text(p->'building_count') || ',"MONTHS_OWNED":' || json_text(d->'months_owned'),
    '"OWNER_TYPE":' || json_text(d->'owner_type') || ',"CORPORATE_OWNER":' || json_text(d->'owner'->'corporate_owner'),
    '"VALUATION_VALUE":' || json_text(v->'value') || ',"VALUATION_HIGH":' || json_text(v->'high') || ',"VALUATION_LOW":' || json_text(v->'low')
      || ',"FORECAST_STD_DEV":' || json_text(v->'forecast_standard_deviation') || ',"VALUATION_DATE":' || json_text(v->'date')
  ];
END
$$;

-- One nearby sale (docs/design.md#nearby-sale-record): the sale's fields, the property's, then the groups `include`
-- asks for; OWNER_TYPE and CORPORATE_OWNER are Premium-only, null for base keys. The sale's fields
-- come first so that the property's are whole stored runs: each run read from the array and each
-- value converted costs ~0.4 µs a row, and a page has 500 rows. A number's text is its JSON; a
-- date's JSON is ISO 8601 whatever the session's DateStyle.
CREATE FUNCTION nearby_sale_json(
  fields text[], property_id bigint, recording_date date, sale_date date, sale_amount numeric, living_sqft numeric,
  buyer text, seller text, enrichment boolean, valuation boolean, premium boolean
) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT '{"RECORDING_DATE":' || json_text(recording_date) || ',"PROPERTY_ID":' || property_id
    || ',"SALE_AMT":' || coalesce('"' || sale_amount || '"', 'null') || ',"SUM_BUILDING_SQFT":' || coalesce(living_sqft::float8::text, 'null')
    || ',"SALE_DATE":' || json_text(sale_date) || ',"BUYER_BORROWER1_NAME":' || json_text(buyer) || ',"SELLER1_NAME":' || json_text(seller)
    || ',' || fields[1]
    || CASE WHEN enrichment THEN ',' || fields[2] || ',' || CASE WHEN premium THEN fields[3] ELSE '"OWNER_TYPE":null,"CORPORATE_OWNER":null' END ELSE '' END
    || CASE WHEN valuation THEN ',' || fields[4] ELSE '' END
    || '}'
$$;

ALTER TABLE properties DROP COLUMN comparable;
DROP FUNCTION comparable_card(json);
ALTER TABLE properties ADD COLUMN sale_fields text[] GENERATED ALWAYS AS (nearby_sale_fields(doc)) STORED;
