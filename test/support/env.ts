import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
if (inject('embeddedDatabase')) {
  // see infra/local/services.ts: one connection per process on the embedded database
  process.env.DB_CONNECT_TIMEOUT ??= '30';
  process.env.DB_POOL_MAX ??= '1';
}
