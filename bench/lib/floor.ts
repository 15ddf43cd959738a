/**
 * The floor of a load (docs/performance.md#loading): the rows of a loaded database COPYed into
 * the same tables of an empty one without their indexes and keys, then the build of those indexes
 * and keys. No load path that writes the same rows and indexes can go faster on the same machine.
 */
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { loadGeography } from '../../shared/locations/load-geography.ts';
import { migrate } from '../../shared/platform/db/migrate.ts';
import type { BenchPostgres } from './postgres.ts';

export interface Floor {
  copySeconds: number;
  indexSeconds: number;
  seconds: number;
  propertiesPerSecond: number;
}

const TABLES = ['properties', 'transactions', 'rentals'];

export async function measureFloor(
  pg: BenchPostgres,
  from: string,
  properties: number,
  options: { maintenanceWorkMem: string; log: (line: string) => void },
): Promise<Floor> {
  const connect = (db: string) => postgres(pg.url(db), { max: 1, onnotice: () => {}, connection: { statement_timeout: 0 } });
  const target = 'bench_copy';
  await pg.createDatabase(target, { fresh: true });
  const copySql = connect(target);
  try {
    await migrate(copySql);
    await loadGeography(copySql);
    const defs = await indexDefinitions(copySql);
    for (const fk of defs.foreignKeys) await copySql.unsafe(`alter table ${fk.table} drop constraint ${fk.name}`);
    for (const key of defs.keys) await copySql.unsafe(`alter table ${key.table} drop constraint ${key.name}`);
    for (const index of defs.indexes) await copySql.unsafe(`drop index ${index.name}`);
    let started = performance.now();
    for (const table of TABLES) {
      const columns = (
        await copySql<{ column_name: string }[]>`
          select column_name from information_schema.columns where table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`
      )
        .map((c) => c.column_name)
        .join(', ');
      // one connection per COPY, ended after it: postgres.js left a connection reused after a COPY stream hanging
      const source = connect(from);
      const sink = connect(target);
      await pipeline(
        await source.unsafe(`copy ${table} (${columns}) to stdout`).readable(),
        await sink.unsafe(`copy ${table} (${columns}) from stdin`).writable(),
      );
      await Promise.all([source.end(), sink.end()]);
    }
    const copySeconds = (performance.now() - started) / 1000;
    options.log(`  floor COPY: ${copySeconds.toFixed(1)} s`);
    started = performance.now();
    await copySql.begin(async (tx) => {
      await tx.unsafe(`set local maintenance_work_mem = '${options.maintenanceWorkMem}'`);
      await tx`set local max_parallel_maintenance_workers = 2`;
      for (const key of defs.keys) await tx.unsafe(`alter table ${key.table} add constraint ${key.name} ${key.def}`);
      for (const index of defs.indexes) await tx.unsafe(index.def);
      for (const fk of defs.foreignKeys) await tx.unsafe(`alter table ${fk.table} add constraint ${fk.name} ${fk.def}`);
    });
    const indexSeconds = (performance.now() - started) / 1000;
    options.log(`  floor indexes and keys: ${indexSeconds.toFixed(1)} s`);
    const seconds = copySeconds + indexSeconds;
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      copySeconds: round(copySeconds),
      indexSeconds: round(indexSeconds),
      seconds: round(seconds),
      propertiesPerSecond: Math.round(properties / seconds),
    };
  } finally {
    await copySql.end();
    const admin = connect(pg.admin);
    await admin.unsafe(`drop database if exists ${target} with (force)`);
    await admin.end();
  }
}

/** The keys, foreign keys and other indexes of the three loaded tables, as the catalog holds them. */
async function indexDefinitions(sql: postgres.Sql) {
  const constraints = await sql<{ name: string; table: string; def: string; type: string }[]>`
    select c.conname as name, c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as def, c.contype as type
    from pg_constraint c
    where (c.conrelid = any(${TABLES}::regclass[]) or c.confrelid = any(${TABLES}::regclass[])) and c.contype in ('p', 'u', 'f')`;
  const indexes = await sql<{ name: string; table: string; def: string }[]>`
    select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as table, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    where i.indrelid = any(${TABLES}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))`;
  return { keys: constraints.filter((c) => c.type !== 'f'), foreignKeys: constraints.filter((c) => c.type === 'f'), indexes };
}
