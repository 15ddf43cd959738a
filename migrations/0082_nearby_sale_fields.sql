-- Written by `npm run migration:nearby-sale` from shared/properties/nearby/sale-fields.ts: edit the table, not this file.
-- The nearby-sale record (docs/design.md#nearby-sale-record) as JSON text: nearby_sale_fields(doc)
-- is the property's part in 3 runs, stored as properties.sale_fields:
--   [1] always: FULL_STREET_ADDRESS .. LAND_USE_CODE
--   [2] include=enrichment: ZIP_PLUS_FOUR_CODE .. MONTHS_OWNED
--   [3] include=enrichment, Premium-only: OWNER_TYPE .. CORPORATE_OWNER
-- nearby_sale_json() writes the sale's fields, then the runs the request asks for, and the valuation
-- on record (on_record, a property_valuations row) when asked; Premium-only fields are null unless
-- premium. json_text() is migrations/0015's.
ALTER TABLE properties DROP COLUMN IF EXISTS sale_fields;
DROP FUNCTION IF EXISTS nearby_sale_fields(json);
DROP FUNCTION IF EXISTS nearby_sale_json;

CREATE FUNCTION nearby_sale_fields(doc json) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  d jsonb := doc::jsonb;
  a jsonb := d->'address';
  s jsonb := d->'structure';
  p jsonb := d->'parcel';
  o jsonb := d->'owner';
BEGIN
  RETURN ARRAY[
    -- [1] always
    '"FULL_STREET_ADDRESS":' || json_text(a->'formatted_street_address')
      || ',"CITY":' || json_text(a->'city')
      || ',"STATE":' || json_text(a->'state')
      || ',"ZIP_CODE":' || json_text(a->'zip_code')
      || ',"LATITUDE":' || json_text(a->'latitude')
      || ',"LONGITUDE":' || json_text(a->'longitude')
      || ',"LOT_SIZE_SQFT":' || json_text(p->'area_sq_ft')
      || ',"BEDROOMS":' || json_text(s->'beds_count')
      || ',"BATHROOMS":' || json_text(s->'baths')
      || ',"YEAR_BUILT":' || json_text(s->'year_built')
      || ',"LAND_USE_CODE":' || json_text(coalesce(nullif(p->'county_land_use_code', 'null'), nullif(p->'state_land_use_code', 'null'))),
    -- [2] include=enrichment
    '"ZIP_PLUS_FOUR_CODE":' || json_text(a->'zip_plus_four_code')
      || ',"CENSUS_TRACT":' || json_text(a->'census_tract')
      || ',"GEOCODING_ACCURACY":' || json_text(a->'geocoding_accuracy')
      || ',"QUALITY":' || json_text(s->'quality')
      || ',"CONDITION":' || json_text(s->'condition')
      || ',"STORIES":' || json_text(s->'stories')
      || ',"GARAGE_DESCRIPTION":' || json_text(s->'garage_description')
      || ',"POOL_TYPE":' || json_text(s->'pool_type')
      || ',"HEATING_TYPE":' || json_text(s->'heating_type')
      || ',"AC_DESCRIPTION":' || json_text(s->'ac_description')
      || ',"CONSTRUCTION_TYPE":' || json_text(s->'construction_type')
      || ',"EFFECTIVE_YEAR_BUILT":' || json_text(s->'effective_year_built')
      || ',"PARKING_SPACES_COUNT":' || json_text(s->'parking_spaces_count')
      || ',"FIREPLACES":' || json_text(substring(s->>'fireplaces' from '^\s*([0-9]+)\s*$')::numeric)
      || ',"ROOMS_COUNT":' || json_text(s->'rooms_count')
      || ',"PARTIAL_BATHS_COUNT":' || json_text(s->'partial_baths_count')
      || ',"LIVING_AREA_SQFT":' || json_text(s->'living_area_sqft')
      || ',"UNITS_COUNT":' || json_text(s->'units_count')
      || ',"BUILDING_COUNT":' || json_text(p->'building_count')
      || ',"MONTHS_OWNED":' || json_text(d->'months_owned'),
    -- [3] include=enrichment, Premium-only
    '"OWNER_TYPE":' || json_text(d->'owner_type')
      || ',"CORPORATE_OWNER":' || json_text(o->'corporate_owner')
  ];
END
$$;

CREATE FUNCTION nearby_sale_json(fields text[], property_id bigint, recording_date date, sale_date date, sale_amount numeric, living_sqft numeric, buyer_1 text, seller_1 text, enrichment boolean, valuation boolean, premium boolean, on_record property_valuations) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT '{"RECORDING_DATE":' || json_text(recording_date)
    || ',"PROPERTY_ID":' || json_text(property_id)
    || ',"SALE_AMT":' || coalesce('"' || sale_amount || '"', 'null')
    || ',"SUM_BUILDING_SQFT":' || coalesce(living_sqft::float8::text, 'null')
    || ',"SALE_DATE":' || json_text(sale_date)
    || ',"BUYER_BORROWER1_NAME":' || json_text(buyer_1)
    || ',"SELLER1_NAME":' || json_text(seller_1)
    || ',' || fields[1]
    || CASE WHEN enrichment THEN ',' || fields[2] || ',' || CASE WHEN premium THEN fields[3] ELSE '"OWNER_TYPE":null,"CORPORATE_OWNER":null' END ELSE '' END
    || CASE WHEN valuation THEN ',' || ('"VALUATION_VALUE":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.value END)
        || ',"VALUATION_HIGH":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.high END)
        || ',"VALUATION_LOW":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.low END)
        || ',"FORECAST_STD_DEV":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN on_record.forecast_standard_deviation END)
        || ',"VALUATION_DATE":' || json_text(CASE WHEN on_record.value IS NOT NULL THEN to_char(on_record.as_of, 'YYYY-MM-DD') END)) ELSE '' END
    || '}'
$$;

ALTER TABLE properties ADD COLUMN sale_fields text[] GENERATED ALWAYS AS (nearby_sale_fields(doc)) STORED;
