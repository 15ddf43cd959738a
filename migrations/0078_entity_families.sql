-- Entity families (docs/analytics-definitions.md#entity-families): the names of one owner linked by a
-- shared mailing address and their name stems. Rewritten by every rollup refresh
-- (loader/rollups/families.ts); a name in no family has no row and is its own family.
CREATE TABLE entity_families (
  member_key text PRIMARY KEY,
  family_key text NOT NULL
);
CREATE INDEX entity_families_family ON entity_families (family_key, member_key);

-- Properties owned now per family, and its names: the basis of a family's portfolio tier.
CREATE TABLE family_portfolios (
  family_key text PRIMARY KEY,
  properties integer NOT NULL,
  members integer NOT NULL
);

-- The single-family stock by the portfolio tier of its owner's family (group=family), beside the
-- tiers by name; a name in no family has the same tier either way.
ALTER TABLE geo_ownership
  ADD COLUMN sf_family_tier_1 integer NOT NULL DEFAULT 0,
  ADD COLUMN sf_family_tier_2_9 integer NOT NULL DEFAULT 0,
  ADD COLUMN sf_family_tier_10_99 integer NOT NULL DEFAULT 0,
  ADD COLUMN sf_family_tier_100_999 integer NOT NULL DEFAULT 0,
  ADD COLUMN sf_family_tier_1000_plus integer NOT NULL DEFAULT 0;

-- Per location cell, the single-family properties of each institutional family (100+ properties).
CREATE TABLE geo_institutional_families (
  state text NOT NULL,
  cbsa_code text,
  county_fips text,
  city text,
  zip text NOT NULL,
  family_key text NOT NULL,
  single_family integer NOT NULL
);
CREATE INDEX geo_institutional_families_zip ON geo_institutional_families (zip);
CREATE INDEX geo_institutional_families_city ON geo_institutional_families (state, city);
CREATE INDEX geo_institutional_families_county ON geo_institutional_families (county_fips);
CREATE INDEX geo_institutional_families_cbsa ON geo_institutional_families (cbsa_code);
CREATE INDEX geo_institutional_families_state ON geo_institutional_families (state);
