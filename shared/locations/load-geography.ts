/**
 * Loads the US geography reference shipped in data/geo/ (built by scripts/build-geo.ts) into the
 * tables of migrations/0002_places.sql. Idempotent: the files' hash is stored in geo_meta and a
 * matching hash skips the load. A changed hash upserts every row and deletes rows that left the
 * files, all in one transaction, so other tables' foreign keys to kept rows stay valid.
 *
 * Rows go in as JSON batches through json_to_recordset: set-based, one statement per batch, and
 * it works over the embedded PGlite socket, where COPY FROM STDIN does not.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import type { Sql, TransactionSql } from 'postgres';
import { config } from '../platform/config.ts';
import { lockForLoad } from '../platform/db/locks.ts';
import { refreshPlaceSearch } from './search-index.ts';

// GEO_DATA_DIR: where a bundled function finds the files copied beside it (infra/operations.ts)
const bundled = config().GEO_DATA_DIR;
const GEO_DIR = bundled ? pathToFileURL(`${bundled.replace(/\/$/, '')}/`) : new URL('../../data/geo/', import.meta.url);
const DATASET = 'us-geography';
/** Few round trips, yet a zip batch runs in about 1 s on PGlite, far below statement timeouts. */
const BATCH_ROWS = 10_000;

interface TableSpec {
  table: string;
  file: string;
  /** Column definitions for json_to_recordset; the file's JSON keys are these column names. */
  columns: readonly (readonly [name: string, type: string])[];
  /** Fields identifying a row; their values are collected to delete rows that left the files. */
  key: readonly string[];
  /** ON CONFLICT target for the upsert. */
  conflict: string;
  /** The same identity as a predicate between collected keys k and table rows t. */
  match: string;
}

/** In foreign-key order: referenced tables first. */
const TABLES: readonly TableSpec[] = [
  {
    table: 'states',
    file: 'states.ndjson',
    columns: [
      ['code', 'text'],
      ['fips', 'text'],
      ['name', 'text'],
    ],
    key: ['code'],
    conflict: '(code)',
    match: 'k.code = t.code',
  },
  {
    table: 'cbsas',
    file: 'cbsas.ndjson',
    columns: [
      ['code', 'text'],
      ['title', 'text'],
      ['type', 'text'],
      ['csa_code', 'text'],
      ['csa_title', 'text'],
      ['states', 'text[]'],
      ['lat', 'float8'],
      ['lon', 'float8'],
    ],
    key: ['code'],
    conflict: '(code)',
    match: 'k.code = t.code',
  },
  {
    table: 'counties',
    file: 'counties.ndjson',
    columns: [
      ['fips', 'text'],
      ['name', 'text'],
      ['state', 'text'],
      ['cbsa_code', 'text'],
      ['cbsa_central', 'boolean'],
      ['lat', 'float8'],
      ['lon', 'float8'],
    ],
    key: ['fips'],
    conflict: '(fips)',
    match: 'k.fips = t.fips',
  },
  {
    table: 'zips',
    file: 'zips.ndjson.gz',
    columns: [
      ['zip', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['coord_source', 'text'],
      ['county_fips', 'text'],
      ['cbsa_code', 'text'],
    ],
    key: ['zip'],
    conflict: '(zip)',
    match: 'k.zip = t.zip',
  },
  {
    table: 'places',
    file: 'places.ndjson.gz',
    columns: [
      ['state', 'text'],
      ['name', 'text'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['zip_count', 'integer'],
      ['county_fips', 'text'],
      ['cbsa_code', 'text'],
    ],
    key: ['state', 'name'],
    // matched case-insensitively so a respelt name ("Mckeesport" -> "McKeesport") keeps its row and id
    conflict: '(state, upper(name))',
    match: 'k.state = t.state and upper(k.name) = upper(t.name)',
  },
];

export async function loadGeography(sql: Sql): Promise<{ loaded: boolean; counts: Record<string, number> }> {
  const version = await datasetVersion();
  const result = await loadTables(sql, version);
  // place_search is derived from these tables: rebuilt when they or its own build changed
  await refreshPlaceSearch(sql, version);
  return result;
}

async function loadTables(sql: Sql, version: string): Promise<{ loaded: boolean; counts: Record<string, number> }> {
  const stored = await storedVersion(sql);
  if (stored?.version === version) return { loaded: false, counts: stored.counts };

  return sql.begin(async (tx) => {
    // Two processes starting together must not both load; the second sees the first's row.
    await lockForLoad(tx, 'load-geography');
    const again = await storedVersion(tx);
    if (again?.version === version) return { loaded: false, counts: again.counts };

    const counts: Record<string, number> = {};
    const keys = new Map<TableSpec, Record<string, unknown>[]>();
    for (const spec of TABLES) {
      const tableKeys: Record<string, unknown>[] = [];
      for await (const batch of batches(spec)) {
        await upsert(tx, spec, batch);
        for (const line of batch) {
          const row = JSON.parse(line) as Record<string, unknown>;
          tableKeys.push(Object.fromEntries(spec.key.map((k) => [k, row[k]])));
        }
      }
      keys.set(spec, tableKeys);
      counts[spec.table] = tableKeys.length;
    }
    for (const spec of [...TABLES].reverse()) await prune(tx, spec, keys.get(spec)!);

    await tx`
      insert into geo_meta (dataset, version, counts) values (${DATASET}, ${version}, ${tx.json(counts)})
      on conflict (dataset) do update set version = excluded.version, counts = excluded.counts, loaded_at = now()`;
    return { loaded: true, counts };
  });
}

async function storedVersion(sql: Sql | TransactionSql): Promise<{ version: string; counts: Record<string, number> } | undefined> {
  const [row] = await sql<{ version: string; counts: Record<string, number> }[]>`
    select version, counts from geo_meta where dataset = ${DATASET}`;
  return row;
}

/** Hash of the shipped files, so any rebuild of data/geo/ triggers a reload. */
async function datasetVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const spec of TABLES) {
    hash.update(spec.file);
    hash.update(await readFile(new URL(spec.file, GEO_DIR)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Batches of raw NDJSON lines: they are sent as they are, joined into one JSON array. */
async function* batches(spec: TableSpec): AsyncGenerator<string[]> {
  let input: Readable = createReadStream(new URL(spec.file, GEO_DIR));
  if (spec.file.endsWith('.gz')) input = input.pipe(createGunzip());
  let batch: string[] = [];
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

// $1 is declared text and cast to json in SQL: a parameter the server types as json would make
// postgres.js JSON-encode the already-encoded string into one JSON string scalar.
function upsert(tx: TransactionSql, spec: TableSpec, batch: string[]) {
  const names = spec.columns.map(([name]) => name);
  const definitions = spec.columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const updates = names.map((n) => `${n} = excluded.${n}`);
  return tx.unsafe(
    `insert into ${spec.table} (${names.join(', ')})
     select ${names.join(', ')} from json_to_recordset($1::text::json) as r(${definitions})
     on conflict ${spec.conflict} do update set ${updates.join(', ')}`,
    [`[${batch.join(',')}]`],
  );
}

function prune(tx: TransactionSql, spec: TableSpec, keys: Record<string, unknown>[]) {
  const definitions = spec.key.map((k) => `${k} text`).join(', ');
  return tx.unsafe(
    `delete from ${spec.table} t where not exists (select 1 from json_to_recordset($1::text::json) as k(${definitions}) where ${spec.match})`,
    [JSON.stringify(keys)],
  );
}
