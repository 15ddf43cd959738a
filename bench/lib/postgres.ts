/**
 * A real PostgreSQL + PostGIS for benchmarks: DATABASE_URL when set, otherwise a cluster under
 * bench/.work/pg (initialised once, reused between runs, stopped when the benchmark ends).
 * Needs Debian's postgresql-15-postgis-3 (see .ci/run); run as root or as the postgres user.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const WORK = new URL('../.work/', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PG_PORT ?? 55450);

export interface BenchPostgres {
  url(database: string): string;
  /** a database that is always there, to connect to before another exists */
  admin: string;
  exists(name: string): Promise<boolean>;
  /** creates the database unless it exists; `fresh` drops it first */
  createDatabase(name: string, options?: { fresh?: boolean }): Promise<string>;
  /**
   * Restarts the benchmark's own cluster with this much shared_buffers (default: SHARED_BUFFERS_MB),
   * after dropping the operating system's page cache where the machine allows it: the next run
   * starts with nothing of the database in memory. Not available on DATABASE_URL.
   */
  restart(options?: { sharedBuffersMB?: number }): { sharedBuffersMB: number; pageCacheDropped: boolean };
  stop(): void;
}

function asPostgres(args: string[]): string {
  const cmd = args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-c', cmd], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Databases are listed, created and dropped through a connection to `admin`. */
function databases(url: (db: string) => string, admin: string): Pick<BenchPostgres, 'admin' | 'exists' | 'createDatabase'> {
  const withAdmin = async <T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
    const sql = postgres(url(admin), { max: 1, onnotice: () => {} });
    try {
      return await fn(sql);
    } finally {
      await sql.end();
    }
  };
  const exists = (name: string) => withAdmin(async (sql) => (await sql`select 1 from pg_database where datname = ${name}`).length > 0);
  return {
    admin,
    exists,
    async createDatabase(name, options = {}) {
      await withAdmin(async (sql) => {
        const present = (await sql`select 1 from pg_database where datname = ${name}`).length > 0;
        if (present && options.fresh) await sql`drop database ${sql(name)}`;
        if (!present || options.fresh) await sql`create database ${sql(name)}`;
      });
      return url(name);
    },
  };
}

/**
 * Half the machine's memory (12 GB of 24) unless BENCH_SHARED_BUFFERS_MB says otherwise (a machine
 * shared with another cluster), enough for the 1,000,000-property database (10 GB).
 * The machine's other memory is no cache to count on: its host reclaims the guest's idle file
 * pages, so that 5 GB of table files read in a minute were 0.4 GB of cache 30 s later, and queries
 * whose pages had gone read them from a ~110 MB/s disk (comparables' p99 1.0-1.7 s at 16
 * connections, against 64 ms in a round where they were cached). PostgreSQL's own buffers are
 * process memory, which is not reclaimed; prewarm() fills them before a run.
 */
const SHARED_BUFFERS_MB = Number(process.env.BENCH_SHARED_BUFFERS_MB ?? Math.floor(totalmem() / 2 / 1024 ** 2));
/**
 * For the index builds of a bulk load (loader/bulk/staging.ts sets its own per transaction) and the
 * VACUUMs after it. BENCH_MAINTENANCE_WORK_MEM_MB lowers it where the machine is shared.
 */
const MAINTENANCE_WORK_MEM_MB = Number(process.env.BENCH_MAINTENANCE_WORK_MEM_MB ?? 1024);

export function startBenchPostgres(): BenchPostgres {
  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL);
    const url = (db: string) => Object.assign(new URL(base), { pathname: `/${db}` }).toString();
    const restart = () => {
      throw new Error('--memory-ratio restarts the benchmark cluster: it cannot run on DATABASE_URL');
    };
    return { url, ...databases(url, base.pathname.slice(1) || 'postgres'), restart, stop: () => {} };
  }
  const dir = join(WORK, 'pg');
  if (!existsSync(join(dir, 'data', 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('chown', ['-R', 'postgres', WORK]);
    asPostgres([`${PGBIN}/initdb`, '-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  }
  // pg_stat_statements: the suite reports how often each endpoint's statements are planned (bench/http.ts).
  // shared_buffers: see SHARED_BUFFERS_MB.
  const settings = (sharedBuffersMB: number) =>
    `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=${sharedBuffersMB}MB -c work_mem=64MB -c maintenance_work_mem=${MAINTENANCE_WORK_MEM_MB}MB -c max_wal_size=8GB -c synchronous_commit=off -c max_connections=200 -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on`;
  const running = (() => {
    try {
      asPostgres([`${PGBIN}/pg_ctl`, '-D', join(dir, 'data'), 'status']);
      return true;
    } catch {
      return false;
    }
  })();
  // a cluster left running (by hand, or by an interrupted run) is reused as it is, and left running
  const start = (sharedBuffersMB: number) =>
    asPostgres([`${PGBIN}/pg_ctl`, '-D', join(dir, 'data'), '-o', settings(sharedBuffersMB), '-l', join(dir, 'log'), '-w', 'start']);
  if (!running) start(SHARED_BUFFERS_MB);
  const url = (db: string) => `postgres://postgres@127.0.0.1:${PORT}/${db}`;
  return {
    url,
    ...databases(url, 'postgres'),
    restart({ sharedBuffersMB = SHARED_BUFFERS_MB } = {}) {
      asPostgres([`${PGBIN}/pg_ctl`, '-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      const pageCacheDropped = dropPageCache();
      start(sharedBuffersMB);
      return { sharedBuffersMB, pageCacheDropped };
    },
    stop() {
      if (!running) asPostgres([`${PGBIN}/pg_ctl`, '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
    },
  };
}

/**
 * Writes out dirty pages and drops the kernel's page cache (root only, and not in every
 * container): without it a restarted cluster would still find the tables in the machine's memory.
 * It drops the cache of the whole machine, other work on it included.
 */
function dropPageCache(): boolean {
  try {
    execFileSync('sh', ['-c', 'sync; echo 3 > /proc/sys/vm/drop_caches'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The database's size on disk: tables, TOAST and indexes. */
export async function databaseBytes(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ bytes: number }[]>`select pg_database_size(current_database())::float8 as bytes`;
    return row!.bytes;
  } finally {
    await sql.end();
  }
}

/**
 * Reads every table, index and TOAST relation of the database into PostgreSQL's buffers
 * (pg_prewarm), so a run measures queries on data in memory rather than the disk, whatever the
 * machine kept in its page cache. Says when the database is larger than the buffers (the 5,000,000
 * point of the scale curve): the relations read last then push out the first.
 */
export async function prewarm(url: string, log: (line: string) => void): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const started = performance.now();
    await sql`create extension if not exists pg_prewarm`;
    const [done] = await sql<{ blocks: number; bytes: number; buffers: number }[]>`
      select coalesce(sum(pg_prewarm(c.oid)), 0)::float8 as blocks,
             coalesce(sum(pg_relation_size(c.oid)), 0)::float8 as bytes,
             (select setting::float8 * current_setting('block_size')::float8 from pg_settings where name = 'shared_buffers') as buffers
      from pg_class c
      where c.relkind in ('r', 'i', 't', 'm') and c.relpersistence = 'p' and pg_relation_size(c.oid) > 0`;
    const mb = (bytes: number) => Math.round(bytes / 1024 ** 2).toLocaleString('en-US');
    log(
      `prewarmed ${mb(done!.bytes)} MB into ${mb(done!.buffers)} MB of shared buffers in ${((performance.now() - started) / 1000).toFixed(0)} s${done!.bytes > done!.buffers ? ': the database does not fit, so part of it is read from the disk during the run' : ''}`,
    );
  } finally {
    await sql.end();
  }
}
