/**
 * Whether two databases hold the same rows: every table's row count and an md5 over its rows in
 * text order. Used by the crash benchmark and the bulk-load test to compare loads.
 */
import type { Sql } from 'postgres';

/** Every table's row count and an md5 over its rows in text order, timestamps (load times) left out. */
export async function tableChecksums(sql: Sql): Promise<Record<string, { rows: number; md5: string }>> {
  const columns = await sql<{ table_name: string; column_name: string }[]>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'spatial_ref_sys'
      and c.data_type not in ('timestamp with time zone', 'timestamp without time zone')
    order by c.table_name, c.ordinal_position`;
  const byTable = new Map<string, string[]>();
  for (const c of columns) (byTable.get(c.table_name) ?? byTable.set(c.table_name, []).get(c.table_name)!).push(c.column_name);
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const [table, cols] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
    const [r] = await sql.unsafe<{ rows: number; md5: string }[]>(
      `select count(*)::int as rows, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as md5 from (select row(${cols.map((c) => `"${c}"`).join(', ')})::text as r from "${table}") s`,
    );
    out[table] = r!;
  }
  return out;
}
