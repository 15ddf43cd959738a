-- Finishes the copies migrations 0043 and 0045 left to the next rollup refresh, so that no query
-- keeps a fallback for rows written before them: a transaction takes its building facts from its
-- property, and a property its effective year built and basement from its record. On a database
-- refreshed since those migrations both updates find nothing to do. Then the flags that marked the
-- rows still to copy go: every load writes the copies with the rows.
UPDATE transactions t
SET living_sqft = p.living_sqft, lot_sqft = p.lot_sqft, year_built = p.year_built
FROM properties p
WHERE p.property_id = t.property_id AND NOT t.building_copied;

UPDATE properties
SET effective_year_built = round((doc -> 'structure' ->> 'effective_year_built')::numeric)::int,
    basement_type = doc -> 'structure' ->> 'basement_type'
WHERE NOT valuation_facts_copied;

ALTER TABLE transactions DROP COLUMN building_copied;
ALTER TABLE properties DROP COLUMN valuation_facts_copied;
