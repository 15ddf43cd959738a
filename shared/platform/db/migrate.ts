/**
 * Runs the plain numbered SQL files in migrations/ in order, each once, each in a transaction.
 * The same files run on PGlite, PostgreSQL and Aurora.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Sql } from 'postgres';

export const MIGRATIONS_DIR = new URL('../../../migrations/', import.meta.url);

/** The numbered migration files, in the order they run. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
}

export const readMigration = (file: string) => readFile(new URL(file, MIGRATIONS_DIR), 'utf8');

export async function migrate(sql: Sql): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
  const applied = new Set((await sql<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
  const ran: string[] = [];
  for (const file of await migrationFiles()) {
    if (applied.has(file)) continue;
    const text = await readMigration(file);
    await sql.begin(async (tx) => {
      // a migration rewrites whole tables on a loaded database: the request timeout does not apply
      await tx`set local statement_timeout = 0`;
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${file})`;
    });
    ran.push(file);
  }
  return ran;
}
