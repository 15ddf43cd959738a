import { inject } from 'vitest';
import { setEnv } from './set-env.ts';

setEnv('DATABASE_URL', inject('databaseUrl'));
setEnv('DYNAMODB_ENDPOINT', inject('dynamoEndpoint'));
if (inject('embeddedDatabase')) {
  // see infra/local/services.ts: one connection per process on the embedded database
  setEnv('DB_CONNECT_TIMEOUT', process.env.DB_CONNECT_TIMEOUT ?? '30');
  setEnv('DB_POOL_MAX', process.env.DB_POOL_MAX ?? '1');
}
