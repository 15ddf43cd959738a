/**
 * The postgres.js client every query module uses. One pool per process (per Lambda container).
 * Locally DATABASE_URL points at the embedded PGlite socket or a real PostgreSQL; on AWS the
 * stack passes the RDS Proxy host and the Aurora secret, read once at cold start.
 */
import postgres, { type Sql } from 'postgres';

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
  max: Number(process.env.DB_POOL_MAX ?? (process.env.AWS_LAMBDA_FUNCTION_NAME ? 2 : 10)),
  // Fail fast when the database is down so callers get a 503 instead of a hung request.
  connect_timeout: Number(process.env.DB_CONNECT_TIMEOUT ?? 3),
  idle_timeout: 60,
  onnotice: () => {},
  connection: { statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 10_000), application_name: 'sfr-analytics-api' },
});

async function connect(): Promise<Sql> {
  const url = process.env.DATABASE_URL;
  if (url) return postgres(url, options());
  const secretArn = process.env.DATABASE_SECRET_ARN;
  if (!secretArn) throw Object.assign(new Error('DATABASE_URL or DATABASE_SECRET_ARN must be set'), { code: 'ECONNREFUSED' });
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const { username, password, dbname, port } = JSON.parse(secret.SecretString ?? '{}') as Record<string, string>;
  return postgres({
    ...options(),
    host: process.env.DATABASE_HOST,
    port: Number(port ?? 5432),
    database: dbname ?? 'postgres',
    username,
    password,
    ssl: 'require',
    // Named prepared statements pin RDS Proxy connections and defeat its pooling.
    prepare: false,
  });
}
