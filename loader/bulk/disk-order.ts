/**
 * The order rows are stored in on disk: properties, transactions and rentals sit in geographic
 * order, so the sales and property cards of one neighbourhood share pages. A page of 500 nearby
 * sales then reads a few dozen table pages instead of one page per row, which is what decides its
 * speed once the database no longer fits in memory (docs/performance.md#data-larger-than-memory).
 *
 * The key is the 10-character geohash of the point (about 1 m by 0.6 m cells): a Z-order curve, so
 * rows near each other on the ground are near each other in the key, and the key is the same
 * expression for every table, so the bulk loader writes new rows in the same order as a rewrite
 * leaves old ones.
 */
import type { Sql } from 'postgres';

/** The disk-order key, as SQL over a table's `geog` column. The one place it is spelled. */
export const DISK_ORDER_KEY = 'ST_GeoHash(geog::geometry, 10)';

/** The tables stored in DISK_ORDER_KEY order, parents first. */
export const ORDERED_TABLES = ['properties', 'transactions', 'rentals'] as const;
export type OrderedTable = (typeof ORDERED_TABLES)[number];

export interface TableOrdered {
  table: OrderedTable;
  seconds: number;
  /** the table with its TOAST and indexes, before and after the rewrite */
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Rewrites each table in DISK_ORDER_KEY order: CLUSTER on a btree index of the key, built for the
 * rewrite and dropped after it (kept, it would cost ~30 bytes per row for a scan nothing else
 * makes). CLUSTER also rebuilds the table's other indexes, packed.
 *
 * Each table is one transaction holding an ACCESS EXCLUSIVE lock on it for the whole rewrite: reads
 * and writes of that table wait until it commits (reads of the other tables go on). It needs free
 * disk for a second copy of the table and its indexes. See docs/performance.md#disk-order for the
 * times and for the procedure that does not block reads.
 */
export async function orderOnDisk(
  sql: Sql,
  tables: readonly OrderedTable[] = ORDERED_TABLES,
  onTable?: (done: TableOrdered) => void,
): Promise<TableOrdered[]> {
  const done: TableOrdered[] = [];
  // one connection with no statement timeout: a rewrite at scale takes minutes
  const conn = await sql.reserve();
  try {
    await conn`set statement_timeout = 0`;
    for (const table of tables) {
      if (!ORDERED_TABLES.includes(table))
        throw new Error(`${table} is not stored in disk order; the tables are ${ORDERED_TABLES.join(', ')}`);
      const index = `${table}_disk_order`;
      const started = performance.now();
      const size = async () =>
        (await conn<{ bytes: number }[]>`select pg_total_relation_size(${table}::regclass)::float8 as bytes`)[0]!.bytes;
      const bytesBefore = await size();
      // the table's name and the key are constants of this module, never input
      await conn.unsafe('begin');
      try {
        // the strongest lock first: taken after the index build's weaker one, it could deadlock with a writer
        await conn.unsafe(`lock table ${table} in access exclusive mode`);
        await conn.unsafe(`create index ${index} on ${table} ((${DISK_ORDER_KEY}))`);
        await conn.unsafe(`cluster ${table} using ${index}`);
        await conn.unsafe(`drop index ${index}`);
        await conn.unsafe('commit');
      } catch (err) {
        await conn.unsafe('rollback');
        throw err;
      }
      // the rewrite leaves the planner's statistics as they were and the visibility map empty
      await conn.unsafe(`vacuum (analyze) ${table}`);
      const t: TableOrdered = {
        table,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        bytesBefore,
        bytesAfter: await size(),
      };
      done.push(t);
      onTable?.(t);
    }
  } finally {
    await conn`reset statement_timeout`.catch(() => {});
    conn.release();
  }
  return done;
}
