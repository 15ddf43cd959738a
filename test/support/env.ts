import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
if (inject('embeddedDatabase')) process.env.DB_CONNECT_TIMEOUT ??= '30';
