/**
 * Everything the local API needs besides the gateway: the database (embedded PGlite unless
 * DATABASE_URL is set), migrations, and the key store (in-process dynalite unless
 * DYNAMODB_ENDPOINT is set). Used by `npm start`, the CLI scripts and the test setup.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { config, reloadConfig } from '../../shared/platform/config.ts';
import { closeDb, db } from '../../shared/platform/db/client.ts';
import { migrate } from '../../shared/platform/db/migrate.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureDemoKeys, type LocalKeyStore, startLocalKeyStore } from './keystore.ts';

export const DATA_DIR = config().DATA_DIR ?? join(process.cwd(), '.data');

export interface Database {
  sql: Sql;
  embedded: boolean;
  url: string;
  close(): Promise<void>;
}

/** Opens the database the process should use and brings its schema up to date. */
export async function openDatabase(options: { dataDir?: string; migrate?: boolean } = {}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!config().DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dataDir: join(options.dataDir ?? DATA_DIR, 'pglite'),
      port: config().PGLITE_PORT ?? 0,
    });
    process.env.DATABASE_URL = embedded.url;
    // PGlite answers one query at a time on one thread: a connection may wait behind a long load.
    process.env.DB_CONNECT_TIMEOUT ??= '30';
    // pglite-socket interleaves the protocol messages of concurrent connections, so two connections
    // can clobber each other's unnamed portal: one connection per process keeps each query whole.
    process.env.DB_POOL_MAX ??= '1';
    // the environment is passed on to the gateway's worker processes and read by this one
    reloadConfig();
  }
  const sql = await db();
  if (options.migrate !== false) await migrate(sql);
  return {
    sql,
    embedded: !!embedded,
    url: config().DATABASE_URL!,
    async close() {
      await closeDb();
      if (embedded) {
        await embedded.stop();
        delete process.env.DATABASE_URL;
        reloadConfig();
      }
    },
  };
}

/**
 * The key store the process should use: DYNAMODB_ENDPOINT when set; the one a running `npm start`
 * serves (its address is in .data/keystore.endpoint, since the table files are locked while it runs);
 * otherwise dynalite on .data/keys, with the demo keys.
 */
export async function openKeyStore(options: { dataDir?: string; demoKeys?: boolean } = {}): Promise<LocalKeyStore | undefined> {
  if (config().DYNAMODB_ENDPOINT || config().KEYS_REMOTE) return undefined;
  const dataDir = options.dataDir ?? DATA_DIR;
  const endpointFile = join(dataDir, 'keystore.endpoint');
  const running = await readFile(endpointFile, 'utf8').catch(() => undefined);
  if (running && (await reachable(running))) {
    process.env.DYNAMODB_ENDPOINT = running;
    reloadConfig();
    return undefined;
  }
  const store = await startLocalKeyStore({ path: join(dataDir, 'keys') });
  await writeFile(endpointFile, store.endpoint);
  if (options.demoKeys !== false) await ensureDemoKeys();
  return {
    endpoint: store.endpoint,
    async stop() {
      await rm(endpointFile, { force: true });
      await store.stop();
    },
  };
}

async function reachable(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  }
}
