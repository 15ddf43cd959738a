-- Search sorts (shared/properties/records/queries.ts searchProperties): last sale price, living area and
-- last sale date besides recording date, assessed value and year built, each in either direction
-- (`order=asc|desc`), unknown values last in both, ties by property_id ascending.
--
-- A state is the broadest location filter (200k rows of the 1M benchmark in one state): without an
-- index in the order asked for, a page means sorting every property of the state. A btree scanned
-- backwards gives the opposite order of both columns and puts nulls first, so each direction needs
-- its own index. Narrower filters (zip, city, county, CBSA) keep their recording-date index and sort
-- their rows for other keys.

-- descending, for the three new keys (0003_properties.sql has the first three)
CREATE INDEX IF NOT EXISTS properties_state_sale_price ON properties (state, last_sale_price DESC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_living ON properties (state, living_sqft DESC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_sale_date ON properties (state, last_sale_date DESC NULLS LAST, property_id);

-- ascending, for every key
CREATE INDEX IF NOT EXISTS properties_state_recording_asc ON properties (state, last_recording_date ASC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_assessed_asc ON properties (state, assessed_value ASC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_year_asc ON properties (state, year_built ASC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_sale_price_asc ON properties (state, last_sale_price ASC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_living_asc ON properties (state, living_sqft ASC NULLS LAST, property_id);
CREATE INDEX IF NOT EXISTS properties_state_sale_date_asc ON properties (state, last_sale_date ASC NULLS LAST, property_id);
