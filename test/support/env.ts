import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
