/**
 * npm run schema: writes migrations/schema.sql, the schema the migrations build, read from a
 * database migrated from scratch: an embedded PGlite in memory, or a scratch database created on
 * the server of DATABASE_URL when it is set (and dropped afterwards). Both give the same text.
 */
import { writeFile } from 'node:fs/promises';
import postgres, { type Sql } from 'postgres';
import { startEmbeddedPostgres } from '../infra/local/embedded-postgres.ts';
import { config } from '../shared/platform/config.ts';
import { MIGRATIONS_DIR, migrate } from '../shared/platform/db/migrate.ts';
import { schemaSnapshot } from '../shared/platform/db/schema-snapshot.ts';

const client = (url: string) => postgres(url, { max: 1, onnotice: () => {} });

async function migratedSnapshot(url: string): Promise<string> {
  const sql: Sql = client(url);
  try {
    await migrate(sql);
    return await schemaSnapshot(sql);
  } finally {
    await sql.end();
  }
}

async function onServer(url: string): Promise<string> {
  const server = client(url);
  const name = `sfr_schema_${process.pid}`;
  await server`create database ${server(name)}`;
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await migratedSnapshot(scratch.href);
  } finally {
    await server`drop database if exists ${server(name)}`;
    await server.end();
  }
}

async function embedded(): Promise<string> {
  const pglite = await startEmbeddedPostgres({});
  try {
    return await migratedSnapshot(pglite.url);
  } finally {
    await pglite.stop();
  }
}

const server = config().DATABASE_URL;
const text = server ? await onServer(server) : await embedded();
await writeFile(new URL('schema.sql', MIGRATIONS_DIR), text);
console.log(`wrote migrations/schema.sql (${text.split('\n').length} lines)`);
