/**
 * Direct database access for tests that load their own records through the real loader.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import postgres from 'postgres';
import { expect, inject } from 'vitest';
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
  await claimIds(records.map((r) => r.property_id));
  const rejects: string[] = [];
  const loader = new BatchLoader(sql, (r) => void rejects.push(`${r.line}: ${r.reason}`));
  for (const [i, r] of records.entries()) await loader.add(i + 1, r);
  await loader.flush();
  if (rejects.length) throw new Error(`records rejected: ${rejects.join('; ')}`);
}

/**
 * Property ids belong to one test file for the whole run. Files share one database (on
 * PostgreSQL, at the same time), so two files loading the same id overwrite each other's
 * property, and rows keyed by it (a valuation on record) outlive one file's clean-up into the
 * other's answers. Each file writes the ids it loads to a file of the run's claims directory; a
 * file loading an id another file loaded earlier in the run fails here, naming both.
 */
async function claimIds(ids: number[]): Promise<void> {
  const dir = inject('idClaimsDir');
  const file = relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  const own = join(dir, `${file.replaceAll(/[^\w.-]/g, '_')}.json`);
  await mkdir(dir, { recursive: true });
  const wanted = new Set(ids);
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json') || join(dir, name) === own) continue;
    const claim = JSON.parse(await readFile(join(dir, name), 'utf8')) as { file: string; ids: number[] };
    const shared = claim.ids.filter((id) => wanted.has(id));
    if (shared.length)
      throw new Error(`${file} loads property ids ${claim.file} loads (${shared.slice(0, 5).join(', ')}…): give it a range of its own`);
  }
  const before = await readFile(own, 'utf8').then(
    (text) => (JSON.parse(text) as { ids: number[] }).ids,
    () => [],
  );
  // written whole then renamed, so a file reading it meanwhile never sees half of it
  const temporary = `${own}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, JSON.stringify({ file, ids: [...new Set([...before, ...ids])] }));
  await rename(temporary, own);
}
