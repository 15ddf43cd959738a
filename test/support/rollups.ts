/**
 * Every analytics rollup table's contents, to compare two ways of writing them (part by part and
 * whole, incremental and full): a count and a digest of each table's rows in text order.
 */
import type { Sql } from 'postgres';

export const ROLLUP_TABLES = [
  'buyer_stats',
  'buyer_profiles',
  'buyer_activity_monthly',
  'buyer_place_months',
  'geo_monthly',
  'geo_place_months',
  'geo_place_hold_times',
  'geo_place_hold_years',
  'geo_flips',
  'owner_portfolios',
  'geo_ownership',
  'geo_institutional_owners',
  'entity_families',
  'family_portfolios',
  'geo_institutional_families',
  'rental_place_lease_months',
  'rental_place_sale_months',
  'rental_place_value_years',
  'price_index_months',
  'price_index_days',
  'geo_data_dates',
  'dataset_sources',
];

// the time of the refresh differs by design
const ROW_TEXT: Record<string, string> = { dataset_sources: '(t.data_source, t.properties)::text' };

export async function rollupContents(sql: Sql): Promise<Record<string, { rows: number; digest: string }>> {
  const contents: Record<string, { rows: number; digest: string }> = {};
  for (const table of ROLLUP_TABLES) {
    const text = ROW_TEXT[table] ?? 't::text';
    const [row] = await sql.unsafe<{ rows: number; digest: string }[]>(
      `select count(*)::int as rows, md5(coalesce(string_agg(${text}, '|' order by ${text}), '')) as digest from ${table} t`,
    );
    contents[table] = row!;
  }
  return contents;
}

/** The rows of one rollup table in text order, to show where two contents differ. */
export async function rollupRows(sql: Sql, table: string): Promise<string[]> {
  const text = ROW_TEXT[table] ?? 't::text';
  return (await sql.unsafe<{ row: string }[]>(`select ${text} as row from ${table} t order by 1`)).map((r) => r.row);
}
