/**
 * COPY FROM STDIN in PostgreSQL's text format, for the importer on real PostgreSQL
 * (the embedded PGlite socket does not support COPY, so there the writer sends JSON instead).
 */
import type { TransactionSql } from 'postgres';

/** Text-format field: \N for null, backslash escapes for the characters the format reserves. */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

export async function copyInto(tx: TransactionSql, table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): Promise<void> {
  const stream = await tx.unsafe(`copy ${table} (${columns.join(', ')}) from stdin`).writable();
  const done = new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
  let chunk = '';
  for (const row of rows) {
    chunk += `${columns.map((c) => copyField(row[c])).join('\t')}\n`;
    if (chunk.length > 1 << 20) {
      if (!stream.write(chunk)) await new Promise((r) => stream.once('drain', r));
      chunk = '';
    }
  }
  stream.end(chunk);
  await done;
}
