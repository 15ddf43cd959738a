/**
 * Every environment variable the code reads, written once: its name, type, default, meaning and
 * which processes read it (docs/contributing.md#configuration). `config()` parses the environment
 * with zod the first time it is asked and keeps the result; an entry point that changes the
 * environment afterwards (the local server pointing DATABASE_URL at the embedded database, a test)
 * calls `reloadConfig()`. Nothing else reads `process.env`, except entry points passing it on.
 * The configuration table (docs/configuration.md) is generated from VARIABLES (`npm run config-table`; a unit test
 * fails when it is stale).
 */
import { z } from './zod.ts';

/** Who reads a variable: the local server and CLIs, every Lambda function, or one kind of them. */
export type Reader = 'local' | 'cli' | 'lambda' | 'api' | 'migrate' | 'loader';

interface Variable<T extends z.ZodType> {
  schema: T;
  /** the default as the README states it; the schema's own default is what applies */
  default: string;
  meaning: string;
  readers: readonly Reader[];
  /** left out of the README's table: set by the platform or by the stack, never by a user */
  internal?: boolean;
}

const variable = <T extends z.ZodType>(v: Variable<T>) => v;

const text = z.string().min(1).optional();
const integer = (min: number) => z.coerce.number().int().min(min).optional();
const switchOff = z.enum(['on', 'off']).optional();

export const VARIABLES = {
  PORT: variable({ schema: integer(0), default: '`3000`', meaning: 'where `npm start` listens', readers: ['local'] }),
  HOST: variable({ schema: text, default: '`127.0.0.1`', meaning: 'the address `npm start` listens on', readers: ['local'] }),
  DATABASE_URL: variable({
    schema: text,
    default: 'unset: embedded PGlite under `.data/pglite`',
    meaning: 'a PostgreSQL 15+ with PostGIS to use instead (server, CLIs and tests)',
    readers: ['local', 'cli'],
  }),
  DATA_DIR: variable({
    schema: text,
    default: '`.data`',
    meaning: 'where the embedded database and key table live',
    readers: ['local', 'cli'],
  }),
  PGLITE_PORT: variable({
    schema: integer(0),
    default: 'unset: any free port',
    meaning: 'the port of the embedded database’s socket',
    readers: ['local'],
  }),
  DEMO_PROPERTIES: variable({
    schema: integer(0),
    default: '`15000` embedded, `100000` on PostgreSQL',
    meaning: 'size of the synthetic demo seeded into an empty database; `0` seeds nothing',
    readers: ['local'],
  }),
  THROTTLE: variable({
    schema: switchOff,
    default: 'on',
    meaning: '`off` disables the local throttle and quotas (load tests, benchmarks)',
    readers: ['local'],
  }),
  THROTTLE_QUOTA_WINDOW_SECONDS: variable({
    schema: integer(0),
    default: 'unset: the plan’s day or month',
    meaning:
      'local gateway only: quotas are counted over windows of this many seconds, each allowing the plan’s quota prorated to it (base: 3 per 30 s), so a quota can be used up and seen to reset',
    readers: ['local'],
  }),
  AUTH_CACHE_TTL_SECONDS: variable({
    schema: integer(0),
    default: '`300`',
    meaning: 'authorizer result cache, like API Gateway’s: a revoked key works until its entry expires',
    readers: ['local'],
  }),
  GATEWAY_WORKERS: variable({
    schema: text,
    default: '`1`',
    meaning:
      'with `DATABASE_URL`: serve from this many gateway processes sharing the port; the key table and the throttle stay in the first, so a plan’s limits hold across them; a dead worker is replaced (retried after 0.5 s, doubling to 30 s). The embedded database serves one process and ignores it',
    readers: ['local'],
  }),
  DB_POOL_MAX: variable({
    schema: integer(1),
    default: '`10` locally, `2` on Lambda',
    meaning:
      'postgres.js pool size per process; where PostgreSQL shares the gateway’s cores, twice the cores serves more ([performance](docs/performance.md))',
    readers: ['local', 'cli', 'lambda'],
  }),
  DB_STATEMENT_TIMEOUT_MS: variable({
    schema: integer(0),
    default: '`10000`',
    meaning: 'queries running longer end with 504 problem+json',
    readers: ['local', 'lambda'],
  }),
  DB_CONNECT_TIMEOUT: variable({
    schema: integer(1),
    default: '`3` s (`30` on the embedded database)',
    meaning: 'how long opening a database connection may take before the request answers 503',
    readers: ['local', 'cli', 'lambda'],
  }),
  DB_QUEUE_TIMEOUT_MS: variable({
    schema: integer(1),
    default: '`DB_CONNECT_TIMEOUT` × 1000',
    meaning: 'how long a query waits for a pooled connection when every one is busy; then 503 with `Retry-After: 1`',
    readers: ['local', 'lambda'],
  }),
  SEARCH_TOTAL_TTL_MS: variable({
    schema: integer(0),
    default: '`60000`',
    meaning: 'how long `/properties/search` reuses a search’s exact total for its next pages; `0` counts every time',
    readers: ['local', 'api'],
  }),
  AUTOCOMPLETE_CACHE_TTL_MS: variable({
    schema: integer(0),
    default: '`300000`',
    meaning: 'how long `/locations/autocomplete` reuses an answer; `0` asks the database every time',
    readers: ['local', 'api'],
  }),
  NEARBY_CANDIDATE_LIMIT: variable({
    schema: integer(1),
    default: '`5000`',
    meaning: 'candidate sales (or sold properties) a nearby request scans, nearest first; meta says when a request needed more',
    readers: ['local', 'api'],
  }),
  CHANGES_RETENTION_DAYS: variable({
    schema: integer(1),
    default: '`30`',
    meaning: 'how long `GET /changes` keeps change events; an older cursor answers 410 naming the oldest',
    readers: ['local', 'api', 'loader'],
  }),
  EXPORT_TTL_HOURS: variable({
    schema: integer(1),
    default: '`168`',
    meaning: 'how long an export’s file and its download link last',
    readers: ['local', 'api'],
  }),
  EXPORT_STALE_MINUTES: variable({
    schema: integer(1),
    default: '`20`',
    meaning: 'how long an export job may stay queued or running before it is failed as stale (its runner died)',
    readers: ['local', 'api'],
  }),
  EXPORT_PART_ROWS: variable({
    schema: integer(1),
    default: '`240000` (NDJSON `120000`)',
    meaning:
      'rows an export part file holds: a job with more is written as numbered parts, one per runner step (docs/exports.md#chunked-jobs)',
    readers: ['local', 'api'],
  }),
  LOAD_BATCH_SIZE: variable({
    schema: integer(1),
    default: '`1000`',
    meaning: 'properties a batch of a sharded load holds; each batch is followed by its progress (docs/data.md#a-national-load-on-aws)',
    readers: ['loader'],
  }),
  EXPORTS_DIR: variable({
    schema: text,
    default: '`.data/exports`',
    meaning: 'where the local server writes export files',
    readers: ['local'],
  }),
  EXPORT_SIGNING_SECRET: variable({
    schema: text,
    default: 'unset: a random secret kept in `.data`',
    meaning: 'the key that signs local export download links',
    readers: ['local'],
  }),
  EXPORTS_BUCKET: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the S3 bucket export files are written to (presigned links)',
    readers: ['api'],
    internal: true,
  }),
  EXPORT_RUNNER_FUNCTION: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the function an export job runs in',
    readers: ['api'],
    internal: true,
  }),
  WEBHOOK_DISPATCH_INTERVAL_MS: variable({
    schema: integer(0),
    default: '`1000`',
    meaning: 'how often the local server’s webhook dispatcher looks for deliveries due; `0`: this process dispatches none (another does)',
    readers: ['local'],
  }),
  WEBHOOK_RETRY_DELAY_SCALE: variable({
    schema: z.coerce.number().positive().max(1).optional(),
    default: '`1`',
    meaning: 'a factor on the webhook retry delays (tests set it small so a retry comes in milliseconds)',
    readers: ['local'],
  }),
  WEBHOOK_SIGNING_KEY: variable({
    schema: text,
    default: 'unset: a random key kept in `.data`',
    meaning: 'the key webhook signing secrets are derived from',
    readers: ['local'],
  }),
  WEBHOOK_SIGNING_KEY_SECRET_ARN: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the Secrets Manager secret holding the webhook signing key',
    readers: ['api', 'lambda'],
    internal: true,
  }),
  WEBHOOK_DELIVERY_QUEUE_URL: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the SQS queue the webhook dispatcher sends due deliveries to',
    readers: ['lambda'],
    internal: true,
  }),
  WEBHOOK_RESULT_QUEUE_URL: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the SQS queue the webhook delivery function reports each attempt to',
    readers: ['lambda'],
    internal: true,
  }),
  WEBHOOK_URL_POLICY: variable({
    schema: z.enum(['public-https', 'local']).optional(),
    default: 'unset: loopback allowed (local development)',
    meaning: '`public-https`: webhook URLs must be https and resolve to public addresses only (set on AWS)',
    readers: ['local', 'api'],
  }),
  DYNAMODB_ENDPOINT: variable({
    schema: text,
    default: 'unset: in-process dynalite on `.data/keys`',
    meaning: 'another DynamoDB endpoint for the key table',
    readers: ['local', 'cli'],
  }),
  KEYS_TABLE: variable({
    schema: text,
    default: '`api-keys`',
    meaning: 'the DynamoDB table of API keys (on AWS the stack sets it; the keys CLI reads it from the stack’s outputs)',
    readers: ['local', 'cli', 'lambda'],
  }),
  LOG_LEVEL: variable({
    schema: text,
    default: '`WARN` locally',
    meaning: 'Powertools logger level (structured JSON with the request id)',
    readers: ['local', 'cli'],
  }),
  BULK_MAINTENANCE_WORK_MEM: variable({
    schema: text,
    default: '`1GB`',
    meaning: 'the bulk load’s `maintenance_work_mem` for its index builds (`npm run seed`, `npm run import -- --bulk`)',
    readers: ['cli'],
  }),
  BULK_PARALLEL_MAINTENANCE_WORKERS: variable({
    schema: integer(0),
    default: '`2`',
    meaning: 'the bulk load’s `max_parallel_maintenance_workers` for its index builds',
    readers: ['cli'],
  }),
  STACK_NAME: variable({
    schema: text,
    default: '`SfrAnalyticsApi`',
    meaning: 'the deployed stack the keys CLI reads its outputs from (`--aws`)',
    readers: ['cli'],
  }),
  KEYS_REMOTE: variable({
    schema: text,
    default: 'unset',
    meaning: 'set by the keys CLI against AWS: never start the local key store',
    readers: ['cli'],
    internal: true,
  }),
  DATABASE_SECRET_ARN: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the secret of the function’s database role',
    readers: ['lambda'],
    internal: true,
  }),
  DATABASE_HOST: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the RDS Proxy endpoint (the secret’s own host otherwise)',
    readers: ['lambda'],
    internal: true,
  }),
  DATABASE_CA_FILE: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the CA bundle that verifies the database’s certificate',
    readers: ['lambda'],
    internal: true,
  }),
  API_SECRET_ARN: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the api role’s secret, which the migration function grants',
    readers: ['migrate'],
    internal: true,
  }),
  LOADER_SECRET_ARN: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the loader role’s secret, which the migration function grants',
    readers: ['migrate'],
    internal: true,
  }),
  MIGRATIONS_DIR: variable({
    schema: text,
    default: 'set by the stack: the bundle’s copy',
    meaning: 'where the numbered SQL migrations are',
    readers: ['lambda'],
    internal: true,
  }),
  GEO_DATA_DIR: variable({
    schema: text,
    default: 'set by the stack: the bundle’s copy',
    meaning: 'where the geography files are',
    readers: ['lambda'],
    internal: true,
  }),
  DOCS_DIR: variable({
    schema: text,
    default: 'set by the stack: the bundle’s copy',
    meaning: 'where the Swagger UI files are',
    readers: ['api'],
    internal: true,
  }),
  USAGE_METER: variable({
    schema: z.enum(['local', 'api-gateway']).optional(),
    default: 'set by the stack',
    meaning: '`api-gateway`: GET /usage reads API Gateway’s usage plan counters',
    readers: ['api'],
    internal: true,
  }),
  AWS_REGION: variable({ schema: text, default: 'set by Lambda', meaning: 'the region', readers: ['lambda', 'cli'], internal: true }),
  AWS_LAMBDA_FUNCTION_NAME: variable({
    schema: text,
    default: 'set by Lambda',
    meaning: 'present on Lambda: the Lambda defaults apply',
    readers: ['lambda'],
    internal: true,
  }),
  POWERTOOLS_LOG_LEVEL: variable({
    schema: text,
    default: 'set by the stack',
    meaning: 'the logger level on Lambda',
    readers: ['lambda'],
    internal: true,
  }),
} as const;

type Variables = typeof VARIABLES;
export type Config = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

const Schema = z.object(
  Object.fromEntries(Object.entries(VARIABLES).map(([name, v]) => [name, v.schema])) as {
    [K in keyof Variables]: Variables[K]['schema'];
  },
);

/** Parses an environment; an empty value counts as unset. A wrong value names its variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.keys(VARIABLES).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const parsed = Schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  return parsed.data as Config;
}

let current: Config | undefined;

export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** For an entry point that has just changed the environment (and for tests that do). */
export function reloadConfig(): Config {
  current = undefined;
  return config();
}

/** The configuration table (docs/configuration.md): every variable a user may set. */
export function configTable(): string {
  const rows = Object.entries(VARIABLES)
    .filter(([, v]) => !('internal' in v && v.internal))
    .map(([name, v]) => [`\`${name}\``, v.default, v.meaning]);
  const header = ['variable', 'default', 'meaning'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
