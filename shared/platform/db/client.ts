/**
 * The postgres.js client every query module uses. One pool per process (per Lambda container).
 * Locally DATABASE_URL points at the embedded PGlite socket or a real PostgreSQL; on AWS the
 * stack passes the RDS Proxy host and the secret of the function's database role (`api` or
 * `loader`, docs/deployment.md#database-roles), read at cold start and again after a rotation.
 */
import { readFile } from 'node:fs/promises';
import postgres, { type Sql } from 'postgres';
import { config } from '../config.ts';
import { traced, traceQuery } from '../trace.ts';
import { ConnectionWaitTimeout } from './errors.ts';

let client: Promise<Sql> | undefined;

export function db(): Promise<Sql> {
  client ??= connect().catch((err) => {
    client = undefined;
    throw err;
  });
  return client;
}

export async function closeDb(): Promise<void> {
  const current = client;
  client = undefined;
  if (current) await (await current).end({ timeout: 5 });
}

// Read when connecting, so a process that sets up its database first (npm start, tests) can tune it.
const options = () => ({
  max: config().DB_POOL_MAX ?? (config().AWS_LAMBDA_FUNCTION_NAME ? 2 : 10),
  // Fail fast when the database is down so callers get a 503 instead of a hung request.
  connect_timeout: config().DB_CONNECT_TIMEOUT ?? 3,
  // Seconds before a connection that failed is opened again, and the query waiting for it waits as
  // long: postgres.js grows this up to 20 s while failures last, which would hang every request in
  // an outage. Reopening happens only for a waiting query, so a short fixed delay cannot storm.
  backoff: () => 0.1,
  idle_timeout: 60,
  onnotice: () => {},
  connection: { statement_timeout: config().DB_STATEMENT_TIMEOUT_MS ?? 10_000, application_name: 'sfr-analytics-api' },
});

// Waiting for a pooled connection should not give up sooner than opening a new one would.
const queueTimeoutMs = () => config().DB_QUEUE_TIMEOUT_MS ?? options().connect_timeout * 1000;

async function connect(): Promise<Sql> {
  const url = config().DATABASE_URL;
  if (url) return bounded(postgres(url, options()), queueTimeoutMs());
  const secretArn = config().DATABASE_SECRET_ARN;
  if (!secretArn) throw Object.assign(new Error('DATABASE_URL or DATABASE_SECRET_ARN must be set'), { code: 'ECONNREFUSED' });
  const credentials = new SecretCredentials(secretArn);
  const sql = postgres({
    ...options(),
    ...(await secretConnection(await credentials.current())),
    // Asked at each new connection: after a rotation the next connection uses the new password.
    password: async () => (await credentials.current()).password,
  });
  return bounded(sql, queueTimeoutMs(), (err) => {
    // invalid_password: the secret was rotated since it was read; the next connection reads it again.
    if ((err as { code?: string })?.code === '28P01') credentials.expire();
  });
}

/** Where and as whom a secret's role connects: DATABASE_HOST (the proxy) or the secret's host, over verified TLS. */
async function secretConnection({ username, dbname, port, host }: DatabaseSecret) {
  return {
    host: config().DATABASE_HOST ?? host,
    port: Number(port ?? 5432),
    database: dbname ?? 'postgres',
    username,
    ssl: await verifiedTls(),
    // Named prepared statements pin RDS Proxy connections and defeat its pooling.
    prepare: false,
  };
}

/**
 * Whether a secret's role logs in with the secret's password where the functions connect. False
 * only when the password is refused (28P01); any other failure is thrown. The migrations ask it
 * before they would set a role's password over a rotated one (shared/platform/db/roles.ts).
 */
export async function logsIn(secret: DatabaseSecret): Promise<boolean> {
  const sql = postgres({ ...options(), ...(await secretConnection(secret)), password: secret.password, max: 1 });
  try {
    await sql`select 1`;
    return true;
  } catch (err) {
    if ((err as { code?: string })?.code === '28P01') return false;
    throw err;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export interface DatabaseSecret {
  username: string;
  password: string;
  dbname?: string;
  port?: string | number;
  host?: string;
}

/** A Secrets Manager secret read once and again only after it was found stale. */
class SecretCredentials {
  private value: Promise<DatabaseSecret> | undefined;

  constructor(private readonly secretArn: string) {}

  current(): Promise<DatabaseSecret> {
    this.value ??= this.read().catch((err: unknown) => {
      this.value = undefined;
      throw err;
    });
    return this.value;
  }

  expire(): void {
    this.value = undefined;
  }

  private read(): Promise<DatabaseSecret> {
    return readDatabaseSecret(this.secretArn);
  }
}

/** A database secret as RDS writes it (username, password, and for the admin secret host, port, dbname). */
export async function readDatabaseSecret(secretArn: string): Promise<DatabaseSecret> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const secret = await traced(new SecretsManagerClient({})).send(new GetSecretValueCommand({ SecretId: secretArn }));
  return JSON.parse(secret.SecretString ?? '{}') as DatabaseSecret;
}

/**
 * Whether a rotation of the secret is between its steps: a version is AWSPENDING and not yet
 * AWSCURRENT, so the role's password may already be the pending one.
 */
export async function rotationPending(secretArn: string): Promise<boolean> {
  const { SecretsManagerClient, DescribeSecretCommand } = await import('@aws-sdk/client-secrets-manager');
  const { VersionIdsToStages = {} } = await traced(new SecretsManagerClient({})).send(new DescribeSecretCommand({ SecretId: secretArn }));
  return Object.values(VersionIdsToStages).some((stages) => stages.includes('AWSPENDING') && !stages.includes('AWSCURRENT'));
}

/**
 * TLS that verifies the server's certificate and host name against the PEM file DATABASE_CA_FILE
 * names. On Lambda that is the bundle's rds-ca.pem: the Amazon RDS certificate authorities and the
 * Amazon Trust Services roots that RDS Proxy's certificates chain to (infra/bundling.ts, RDS_CA).
 * Elsewhere it is the CA of a self-hosted PostgreSQL (the bundled-handler test).
 */
async function verifiedTls(): Promise<{ ca: string; rejectUnauthorized: true }> {
  const file = config().DATABASE_CA_FILE;
  if (!file)
    throw Object.assign(new Error('DATABASE_CA_FILE must name the CA bundle that verifies the database'), { code: 'ECONNREFUSED' });
  return { ca: await readFile(file, 'utf8'), rejectUnauthorized: true };
}

/**
 * postgres.js queues a query without limit when every connection is busy (pipelined behind a
 * running query, or in its own queue), so under overload or behind a lock a request would wait as
 * long as the queries ahead of it take. Here each connection is a permit: a query waits at most
 * `queueTimeoutMs` for one, then fails with 503. Transactions and reserved connections (the
 * loader, rollups, migrations, geography) hold a permit for their whole duration and wait for it
 * without a deadline: a load stopped halfway because requests were busy would be worse than waiting.
 */
function bounded(sql: Sql, queueTimeoutMs: number, onError: (err: unknown) => void = () => {}): Sql {
  const permits = new Permits(sql.options.max);
  // Every new connection first fetches the array type OIDs, and when that fetch fails (the
  // database cut while connections reopen) its rejection escapes unhandled and stops the process
  // (porsager/postgres#1192, #1223). The OIDs are the pool's, not the connection's: once a query
  // has succeeded they are known, and later connections skip the fetch.
  const typesKnown = () => {
    sql.options.fetch_types = false;
  };
  const gated = <T>(query: T): T => {
    // a tagged template is a lazy Query that calls its handler when first awaited; fragments never are
    const q = query as unknown as Partial<PendingQuery>;
    if (!(query instanceof Promise) || typeof q.handler !== 'function') return query;
    const run = q.handler;
    q.handler = (self) =>
      void permits.acquire(queueTimeoutMs).then(
        () => {
          // settles with the query (a cursor would never settle its own promise: none is used)
          const endTrace = traceQuery((self as { strings?: readonly string[] }).strings?.join('$?'));
          const release = () => permits.release();
          // A socket error (ECONNRESET) rejects the connection's queries at once, but postgres.js
          // marks the connection closed only at the socket's 'close', a turn of the event loop
          // later; a query handed to it in between is written to the dead socket and, that close
          // being an error, never settled: it would hang, holding its permit, for good. After a
          // failure the permit is handed on once that turn has passed.
          Promise.prototype.then.call(
            self,
            () => {
              endTrace();
              typesKnown();
              release();
            },
            (err: unknown) => {
              endTrace(err);
              onError(err);
              setTimeout(release, 0);
            },
          );
          run(self);
        },
        (err: unknown) => self.reject(err),
      );
    return query;
  };
  return new Proxy(sql, {
    apply: (target, thisArg, args: unknown[]) => gated(Reflect.apply(target, thisArg, args)),
    get(target, prop, receiver) {
      if (prop === 'unsafe' || prop === 'file')
        return (...args: unknown[]) => gated((target[prop] as (...a: unknown[]) => unknown)(...args));
      if (prop === 'begin')
        return async (...args: Parameters<Sql['begin']>) => {
          await permits.acquire(null);
          try {
            return await (target.begin as (...a: unknown[]) => Promise<unknown>)(...args);
          } finally {
            permits.release();
          }
        };
      if (prop === 'reserve')
        return async () => {
          await permits.acquire(null);
          try {
            const reserved = await target.reserve();
            const release = reserved.release;
            reserved.release = () => {
              release();
              permits.release();
            };
            return reserved;
          } catch (err) {
            permits.release();
            throw err;
          }
        };
      return Reflect.get(target, prop, receiver);
    },
  });
}

interface PendingQuery extends Promise<unknown> {
  handler(self: PendingQuery): void;
  reject(err: unknown): void;
}

/** First come, first served. */
class Permits {
  private readonly waiting = new Set<() => void>();

  constructor(private free: number) {}

  acquire(timeoutMs: number | null): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        timeoutMs === null
          ? undefined
          : setTimeout(() => {
              this.waiting.delete(grant);
              reject(new ConnectionWaitTimeout(timeoutMs));
            }, timeoutMs);
      this.waiting.add(grant);
    });
  }

  release(): void {
    const next = this.waiting.values().next();
    if (next.done) this.free++;
    else {
      this.waiting.delete(next.value);
      next.value();
    }
  }
}
