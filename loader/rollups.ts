/**
 * Recomputes the analytics rollups (loader/rollups/*.ts, tables from migrations/) from the base
 * tables. Run once at the end of every load; requests only ever read the results.
 */
import type { Sql } from 'postgres';
import { refreshBuyerStats } from './rollups/buyers.ts';
import { refreshDataDates } from './rollups/dates.ts';
import { refreshGeoFlips, refreshGeoMonthly } from './rollups/geography.ts';
import { refreshOwnership } from './rollups/ownership.ts';
import { refreshRentalMarket } from './rollups/rentals.ts';
import { refreshBuyerPlaceMonths } from './rollups/top-buyers.ts';

/** Two loads finishing together must not interleave their delete + insert of the same rollup rows. */
const ROLLUP_LOCK = 720_431;

export async function refreshRollups(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${ROLLUP_LOCK})`;
    // minutes at a million properties: the request statement timeout does not apply to a load
    await tx`set local statement_timeout = 0`;
    // order matters: later rollups read earlier ones (the investor definition reads buyer_stats)
    await refreshBuyerStats(tx);
    await refreshGeoMonthly(tx);
    await refreshGeoFlips(tx);
    await refreshOwnership(tx);
    await refreshRentalMarket(tx);
    await refreshDataDates(tx);
    await refreshBuyerPlaceMonths(tx);
    await tx`delete from dataset_sources`;
    await tx`insert into dataset_sources (data_source, properties) select data_source, count(*) from properties group by data_source`;
  });
  // VACUUM cannot run in a transaction, so its timeout is lifted on one reserved connection
  const conn = await sql.reserve();
  try {
    await conn`set statement_timeout = 0`;
    // VACUUM as well as ANALYZE: index-only scans (search totals) need the visibility map of fresh rows
    await conn`vacuum (analyze) properties`;
    await conn`vacuum (analyze) transactions`;
    await conn`vacuum (analyze) rentals`;
    // the rollups are rewritten whole: reclaim the old rows now rather than at autovacuum's pace
    await conn`vacuum (analyze) buyer_stats, buyer_profiles, buyer_activity_monthly, buyer_place_months`;
    await conn`vacuum (analyze) rental_lease_months, rental_sale_months`;
    await conn`vacuum (analyze) geo_monthly, geo_hold_times, geo_flips, owner_portfolios, geo_ownership, geo_institutional_owners, geo_data_dates`;
  } finally {
    await conn`reset statement_timeout`;
    conn.release();
  }
}
