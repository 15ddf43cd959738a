/**
 * Recomputes the analytics rollups (loader/rollups/*.ts, tables from migrations/) from the base
 * tables. Run once at the end of every load; requests only ever read the results.
 */
import type { Sql } from 'postgres';
import { refreshBuyerStats } from './rollups/buyers.ts';
import { refreshGeoMonthly } from './rollups/geography.ts';

/** Two loads finishing together must not interleave their delete + insert of the same rollup rows. */
const ROLLUP_LOCK = 720_431;

export async function refreshRollups(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${ROLLUP_LOCK})`;
    // order matters: later rollups read earlier ones (the investor definition reads buyer_stats)
    await refreshBuyerStats(tx);
    await refreshGeoMonthly(tx);
    await tx`delete from dataset_sources`;
    await tx`insert into dataset_sources (data_source, properties) select data_source, count(*) from properties group by data_source`;
  });
  // VACUUM as well as ANALYZE: index-only scans (search totals) need the visibility map of fresh rows
  await sql`vacuum (analyze) properties`;
  await sql`vacuum (analyze) transactions`;
  await sql`vacuum (analyze) rentals`;
}
