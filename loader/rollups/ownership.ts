/**
 * Ownership rollups (migrations/0008_geo_analytics.sql, 0078_entity_families.sql): every owner's
 * portfolio size now (owner_portfolios), and per location cell the single-family stock by
 * occupancy, corporate ownership and the portfolio tier of its owner and of the owner's family
 * (geo_ownership), by institutional owner (geo_institutional_owners) and by institutional family
 * (geo_institutional_families). Families (loader/rollups/families.ts) are written before.
 */
import type { TransactionSql } from 'postgres';
import { ENTITY_NAME_PATTERN, SINGLE_FAMILY_TYPES } from '../../shared/analytics/definitions.ts';
import { INSTITUTIONAL_MIN } from '../../shared/analytics/tiers.ts';
import { CELL } from './geography.ts';
import type { Rollup } from './rollup.ts';

const SINGLE_FAMILY = [...SINGLE_FAMILY_TYPES];

export const ownership: Rollup = {
  async clear(tx) {
    await tx`delete from owner_portfolios`;
    await tx`delete from geo_ownership`;
    await tx`delete from geo_institutional_owners`;
    await tx`delete from geo_institutional_families`;
  },
  fill,
};

async function fill(tx: TransactionSql): Promise<void> {
  await tx`
    insert into owner_portfolios (owner_name, properties)
    select owner_name, count(*) from properties where owner_name is not null group by owner_name`;

  await tx`
    insert into geo_ownership (state, cbsa_code, county_fips, city, zip, properties, single_family,
                               sf_owner_occupied, sf_absentee_owned, sf_occupancy_unknown, sf_corporate_owned, sf_corporate_unknown,
                               sf_tier_1, sf_tier_2_9, sf_tier_10_99, sf_tier_100_999, sf_tier_1000_plus, sf_owner_unknown,
                               sf_family_tier_1, sf_family_tier_2_9, sf_family_tier_10_99, sf_family_tier_100_999, sf_family_tier_1000_plus)
    with classified as (
      select ${tx.unsafe(CELL('p'))}, p.owner_occupied, p.owner_name,
             upper(p.property_type) = any(${SINGLE_FAMILY}::text[]) as sf,
             -- a name that says entity counts even when the source's flag is false or missing
             (p.corporate_owner or p.owner_name ~ ${ENTITY_NAME_PATTERN}) as corporate,
             p.corporate_owner is null and p.owner_name is null as corporate_unknown,
             case when p.owner_name is not null then portfolio_tier(o.properties) end as tier,
             -- a name in no family is its own: the same tier as by name
             case when p.owner_name is not null then portfolio_tier(coalesce(fp.properties, o.properties)) end as family_tier
      from properties p
      left join owner_portfolios o on o.owner_name = p.owner_name
      left join entity_families f on f.member_key = p.owner_key
      left join family_portfolios fp on fp.family_key = f.family_key
    )
    select state, cbsa_code, county_fips, city, zip, count(*), count(*) filter (where sf),
           count(*) filter (where sf and owner_occupied), count(*) filter (where sf and not owner_occupied),
           count(*) filter (where sf and owner_occupied is null),
           count(*) filter (where sf and corporate), count(*) filter (where sf and corporate_unknown),
           count(*) filter (where sf and tier = '1'), count(*) filter (where sf and tier = '2-9'), count(*) filter (where sf and tier = '10-99'),
           count(*) filter (where sf and tier = '100-999'), count(*) filter (where sf and tier = '1000+'), count(*) filter (where sf and tier is null),
           count(*) filter (where sf and family_tier = '1'), count(*) filter (where sf and family_tier = '2-9'),
           count(*) filter (where sf and family_tier = '10-99'), count(*) filter (where sf and family_tier = '100-999'),
           count(*) filter (where sf and family_tier = '1000+')
    from classified
    group by state, cbsa_code, county_fips, city, zip`;

  await tx`
    insert into geo_institutional_owners (state, cbsa_code, county_fips, city, zip, owner_name, single_family)
    select ${tx.unsafe(CELL('p'))}, p.owner_name, count(*)
    from properties p join owner_portfolios o on o.owner_name = p.owner_name
    where o.properties >= ${INSTITUTIONAL_MIN} and upper(p.property_type) = any(${SINGLE_FAMILY}::text[])
    group by 1, 2, 3, 4, 5, 6`;

  await tx`
    insert into geo_institutional_families (state, cbsa_code, county_fips, city, zip, family_key, single_family)
    select ${tx.unsafe(CELL('p'))}, coalesce(f.family_key, p.owner_name), count(*)
    from properties p
    join owner_portfolios o on o.owner_name = p.owner_name
    left join entity_families f on f.member_key = p.owner_key
    left join family_portfolios fp on fp.family_key = f.family_key
    where coalesce(fp.properties, o.properties) >= ${INSTITUTIONAL_MIN} and upper(p.property_type) = any(${SINGLE_FAMILY}::text[])
    group by 1, 2, 3, 4, 5, 6`;
}
