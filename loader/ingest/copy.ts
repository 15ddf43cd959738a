/**
 * COPY FROM STDIN in PostgreSQL's text format, for the importer on real PostgreSQL
 * (the embedded PGlite socket does not support COPY, so there the writer sends JSON instead).
 *
 * Rows go into all-text staging tables, so the COPY itself cannot fail on a value: a bad date or
 * number fails the INSERT ... SELECT that casts it, as an ordinary query error the writer handles.
 * (postgres.js drops an error that arrives after a COPY stream has ended, leaving it hanging.)
 */
import type { Sql, TransactionSql } from 'postgres';

/** Text-format field: \N for null, backslash escapes for the characters the format reserves. */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (text.includes('\0')) throw new Error('text contains a NUL character, which PostgreSQL cannot store');
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

const columnTypes = new Map<string, Map<string, string>>();

/** The SQL type of each column of a table, read once per process. */
export async function typesOf(tx: TransactionSql | Sql, table: string): Promise<Map<string, string>> {
  let types = columnTypes.get(table);
  if (!types) {
    const rows = await tx<{ name: string; type: string }[]>`
      select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${table}::regclass and attnum > 0 and not attisdropped`;
    types = new Map(rows.map((r) => [r.name, r.type]));
    columnTypes.set(table, types);
  }
  return types;
}

/**
 * Copies rows into a text staging table for `table` (dropped at commit) and returns a subquery
 * that reads them back with each column cast to its type in `table`.
 */
export async function stageForCopy(
  tx: TransactionSql,
  table: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<string> {
  const stage = `stage_${table}`;
  const types = await typesOf(tx, table);
  await tx.unsafe(`create temp table if not exists ${stage} (${columns.map((c) => `${c} text`).join(', ')}) on commit drop`);
  await tx.unsafe(`truncate ${stage}`);
  let chunk = '';
  for (const row of rows) chunk += `${columns.map((c) => copyField(row[c])).join('\t')}\n`;
  const stream = await tx.unsafe(`copy ${stage} (${columns.join(', ')}) from stdin`).writable();
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.end(chunk, () => resolve());
  });
  return `(select ${columns.map((c) => `${c}::${types.get(c)} as ${c}`).join(', ')} from ${stage})`;
}
