/**
 * Direct database access for tests that load their own records through the real loader.
 */
import postgres from 'postgres';
import { BatchLoader } from '../../loader/ingest/load.ts';
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';

/** A client of the test database, or of another database on the same server (`url`). */
export function testSql(url = process.env.DATABASE_URL!) {
  return postgres(url, {
    max: Number(process.env.DB_POOL_MAX ?? 2),
    onnotice: () => {},
    connect_timeout: Number(process.env.DB_CONNECT_TIMEOUT ?? 30),
  });
}

/** Loads records through the importer's batch writer; fails the test on any reject. */
export async function loadRecords(sql: postgres.Sql, records: ImportRecord[]): Promise<void> {
  const rejects: string[] = [];
  const loader = new BatchLoader(sql, (r) => void rejects.push(`${r.line}: ${r.reason}`));
  for (const [i, r] of records.entries()) await loader.add(i + 1, r);
  await loader.flush();
  if (rejects.length) throw new Error(`records rejected: ${rejects.join('; ')}`);
}
