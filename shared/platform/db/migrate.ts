/**
 * Runs the plain numbered SQL files in migrations/ in order, each once, each in a transaction.
 * The same files run on PGlite, PostgreSQL and Aurora. Safe to run from several places at once
 * (every deploy runs it on AWS, docs/deployment.md#migrations): each file's transaction takes an
 * advisory lock and checks again that the file has not been applied meanwhile.
 */
import { readdir, readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Sql } from 'postgres';
import { config } from '../config.ts';
import { lockForLoad } from './locks.ts';

/** MIGRATIONS_DIR: where a bundled function finds the files copied beside it (infra/operations.ts). */
const bundled = config().MIGRATIONS_DIR;
export const MIGRATIONS_DIR = bundled ? pathToFileURL(`${bundled.replace(/\/$/, '')}/`) : new URL('../../../migrations/', import.meta.url);

const MIGRATION_LOCK = 720_430;

/** The numbered migration files, in the order they run. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
}

export const readMigration = (file: string) => readFile(new URL(file, MIGRATIONS_DIR), 'utf8');

export async function migrate(sql: Sql): Promise<string[]> {
  await sql.begin(async (tx) => {
    await lockForLoad(tx, MIGRATION_LOCK);
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
  });
  const applied = new Set((await sql<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
  const ran: string[] = [];
  for (const file of await migrationFiles()) {
    if (applied.has(file)) continue;
    const text = await readMigration(file);
    const didRun = await sql.begin(async (tx) => {
      // a migration rewrites whole tables on a loaded database: the request timeout does not apply
      await lockForLoad(tx, MIGRATION_LOCK);
      // another runner may have applied it while this one waited for the lock
      const [done] = await tx`select 1 from schema_migrations where name = ${file}`;
      if (done) return false;
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${file})`;
      return true;
    });
    if (didRun) ran.push(file);
  }
  return ran;
}

/** The newest migration file and whether the database has applied it (the health check). */
export async function schemaCurrent(sql: Sql): Promise<{ latest: string; applied: boolean }> {
  const latest = (await migrationFiles()).at(-1)!;
  // an empty database has no schema_migrations, and naming a missing table fails the statement
  const [table] = await sql<{ found: boolean }[]>`select to_regclass('schema_migrations') is not null as found`;
  if (!table?.found) return { latest, applied: false };
  // schema_migrations_pkey
  const [row] = await sql`select 1 from schema_migrations where name = ${latest}`;
  return { latest, applied: !!row };
}
