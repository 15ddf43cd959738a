/**
 * Changes a load makes to purchases it did not write, in months it did not touch, that rollups
 * count: an incremental refresh moves those counts rather than rewriting the months. Counts are
 * integers, so the rows are exactly those a full refresh writes. Only months before `since` are
 * moved: the refresh rewrites the later ones from the rows.
 *
 *   - Tiers. A buyer's portfolio tier is what it owns now (docs/analytics-definitions.md#portfolio-tiers),
 *     and geo_monthly, geo_place_months and buyer_activity_monthly count every purchase under its
 *     buyer's tier. A buyer that crosses a tier boundary (a landlord selling its second home) moves
 *     every purchase it ever made from one tier's count to another's.
 *   - Investor status. An absentee owner's purchase is an investor purchase while it is the owner's
 *     own (loader/rollups/investors.ts): when the home sells, that purchase, however old, stops
 *     being one. The writer counts such changes per cell and month (rollup_investor_moves);
 *     geo_monthly and buyer_activity_monthly count investor purchases.
 */
import type { TransactionSql } from 'postgres';

/** A buyer whose tier changed: 'unknown' where it owns nothing the data states; null where it has no buyer_stats row. */
export interface TierMove {
  buyer_key: string;
  from: string | null;
  to: string | null;
}

/** Each geography of buyer_activity_monthly and its code, from a cell's columns (alias m). */
const ACTIVITY_GEOGRAPHIES = `(values ('state', m.state), ('msa', m.cbsa_code), ('county', m.county_fips),
                                   ('city', m.state || '|' || m.city), ('zip', m.zip)) p(geography, code)`;

/** geo_monthly's row of a cell and month (geo_monthly_zip). */
const SAME_CELL = `g.zip = d.zip and g.month is not distinct from d.month and g.state = d.state and g.cbsa_code is not distinct from d.cbsa_code
      and g.county_fips is not distinct from d.county_fips and g.city is not distinct from d.city`;

/** The investor counts moved by the batches logged up to `through`, in the months before `since`. */
export async function moveInvestorCounts(tx: TransactionSql, through: number, since: string | null): Promise<void> {
  await tx`
    create temporary table investor_moves on commit drop as
    select state, cbsa_code, county_fips, city, zip, month, sum(change)::int as change
    from rollup_investor_moves
    where pos <= ${through} and (month < ${since ?? '9999-12-31'}::date or month is null)
    group by 1, 2, 3, 4, 5, 6
    having sum(change) <> 0`;
  await tx.unsafe(`
    update geo_monthly g set investor_purchases = g.investor_purchases + d.change
    from investor_moves d
    where ${SAME_CELL}`);
  // buyer_activity_monthly_pkey
  await tx.unsafe(`
    update buyer_activity_monthly g set investor_purchases = g.investor_purchases + d.change
    from (select p.geography, p.code, m.month, sum(m.change) as change
          from investor_moves m cross join lateral ${ACTIVITY_GEOGRAPHIES}
          where p.code is not null
          group by 1, 2, 3) d
    where g.geography = d.geography and g.code = d.code and g.month is not distinct from d.month`);
}

const TIERS = [
  { tier: '1', geo: 'purchases_tier_1', activity: 'tier_1' },
  { tier: '2-9', geo: 'purchases_tier_2_9', activity: 'tier_2_9' },
  { tier: '10-99', geo: 'purchases_tier_10_99', activity: 'tier_10_99' },
  { tier: '100-999', geo: 'purchases_tier_100_999', activity: 'tier_100_999' },
  { tier: '1000+', geo: 'purchases_tier_1000_plus', activity: 'tier_1000_plus' },
  // buyer activity counts the buyers without a portfolio apart; geo_monthly does not count them
  { tier: 'unknown', geo: null, activity: 'unknown_tier' },
] as const;

/** `+1` for the purchases moving onto `tier`, `-1` for those moving off it. */
const change = (tier: string) =>
  `sum(case when m.to_tier = '${tier}' then 1 else 0 end - case when m.from_tier = '${tier}' then 1 else 0 end)`;

export async function moveTierCounts(tx: TransactionSql, moves: TierMove[], since: string | null): Promise<void> {
  if (moves.length === 0) return;
  await tx`
    create temporary table tier_moved_purchases on commit drop as
    select t.state, t.cbsa_code, t.county_fips, t.city, t.zip, date_trunc('month', coalesce(t.sale_date, t.recording_date))::date as month,
           m.from_tier, m.to_tier
    from unnest(${moves.map((m) => m.buyer_key)}::text[], ${moves.map((m) => m.from)}::text[], ${moves.map((m) => m.to)}::text[])
         as m(buyer_key, from_tier, to_tier)
    -- transactions_buyer
    join transactions t on t.buyer_key = m.buyer_key and t.is_purchase
    where coalesce(t.sale_date, t.recording_date) < ${since ?? '9999-12-31'}::date or coalesce(t.sale_date, t.recording_date) is null`;
  const geo = TIERS.filter((t) => t.geo !== null);
  const geoSet = geo.map((t) => `${t.geo} = g.${t.geo} + d.${t.geo}`).join(', ');
  const geoChanges = geo.map((t) => `${change(t.tier)} as ${t.geo}`).join(', ');
  // geo_monthly's cells (geo_monthly_zip)
  await tx.unsafe(`
    update geo_monthly g set ${geoSet}
    from (select state, cbsa_code, county_fips, city, zip, month, ${geoChanges}
          from tier_moved_purchases m group by 1, 2, 3, 4, 5, 6) d
    where ${SAME_CELL}`);
  // every place a purchase counts in (geo_place_months_place)
  await tx.unsafe(`
    update geo_place_months g set ${geoSet}
    from (select p.level, p.state, p.code, m.month, ${geoChanges}
          from tier_moved_purchases m
          cross join lateral (values ('zip', '', m.zip), ('city', m.state, m.city), ('county', '', m.county_fips),
                                     ('msa', '', m.cbsa_code), ('state', '', m.state)) p(level, state, code)
          where p.code is not null
          group by 1, 2, 3, 4) d
    where g.level = d.level and g.code = d.code and g.state = d.state and g.month is not distinct from d.month`);
  const activity = TIERS.map((t) => `${t.activity} = g.${t.activity} + d.${t.activity}`).join(', ');
  const activityChanges = TIERS.map((t) => `${change(t.tier)} as ${t.activity}`).join(', ');
  // buyer_activity_monthly_pkey
  await tx.unsafe(`
    update buyer_activity_monthly g set ${activity}
    from (select p.geography, p.code, m.month, ${activityChanges}
          from tier_moved_purchases m cross join lateral ${ACTIVITY_GEOGRAPHIES}
          where p.code is not null
          group by 1, 2, 3) d
    where g.geography = d.geography and g.code = d.code and g.month is not distinct from d.month`);
}
