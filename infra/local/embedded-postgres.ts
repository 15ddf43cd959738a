/**
 * The embedded default: PGlite with PostGIS, pg_trgm and btree_gist, persisted under .data/, served over
 * the PostgreSQL wire protocol by pglite-socket so the same postgres.js code runs against it.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { postgis } from '@electric-sql/pglite-postgis';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** `dataDir` absent: a database in memory, gone when stopped. */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number }): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir: options.dataDir, extensions: { postgis, pg_trgm, btree_gist } });
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: options.port ?? 0, maxConnections: 64 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  return {
    url,
    async stop() {
      await server.stop();
      await pg.close();
    },
  };
}
