/**
 * Entity families (migrations/0078_entity_families.sql, docs/analytics-definitions.md#entity-families):
 * the entity owners of record mailed to an address two or more entity names share are read out,
 * linked by name in shared/analytics/families.ts, and written back. Only shared addresses leave the
 * database, a small part of the owners even nationally.
 */
import type { TransactionSql } from 'postgres';
import { ENTITY_NAME_PATTERN } from '../../shared/analytics/definitions.ts';
import { entityFamilies, type FamilyCandidate } from '../../shared/analytics/families.ts';
import type { Rollup } from './rollup.ts';

export const families: Rollup = {
  async clear(tx) {
    await tx`delete from entity_families`;
    await tx`delete from family_portfolios`;
  },
  fill,
};

async function fill(tx: TransactionSql): Promise<void> {
  // properties_owner_mail (owner_mail_key)
  const candidates = await tx<FamilyCandidate[]>`
    with owners as (
      select owner_mail_key as mail, owner_key as key, count(*)::int as properties
      from properties
      where owner_mail_key is not null and owner_key ~ ${ENTITY_NAME_PATTERN}
      group by owner_mail_key, owner_key
    )
    select o.key, o.mail, o.properties
    from owners o
    where o.mail in (select mail from owners group by mail having count(*) >= 2)`;
  const family = entityFamilies(candidates);
  if (family.size === 0) return;
  await tx`
    insert into entity_families (member_key, family_key)
    select * from unnest(${[...family.keys()]}::text[], ${[...family.values()]}::text[])`;
  // properties_owner_key (owner_key, property_id)
  await tx`
    insert into family_portfolios (family_key, properties, members)
    select f.family_key, count(p.property_id), count(distinct f.member_key)
    from entity_families f join properties p on p.owner_key = f.member_key
    group by f.family_key`;
}
