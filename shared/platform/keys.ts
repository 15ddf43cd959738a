/**
 * API keys in DynamoDB. Only the SHA-256 hash of a key is stored; the plaintext is shown once,
 * when the key is created. The authorizer resolves a presented key to its plan through here.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  ResourceNotFoundException,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { isPlan, type Plan } from './plans.ts';

export const KEYS_TABLE = process.env.KEYS_TABLE ?? 'api-keys';

export interface ApiKeyRecord {
  keyHash: string;
  plan: Plan;
  owner: string;
  status: 'active' | 'revoked';
  createdAt: string;
}

let client: DynamoDBClient | undefined;

function dynamo(): DynamoDBClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  client ??= new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    // A key store that does not answer must fail the request quickly, not hang it.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
    ...(endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

/** For tests and the local gateway: forget the client so a changed DYNAMODB_ENDPOINT takes effect. */
export function resetKeyStoreClient(): void {
  client?.destroy();
  client = undefined;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The plan of an active key, or null for an unknown or revoked one. Throws when the store is unreachable. */
export async function resolveKey(key: string): Promise<ApiKeyRecord | null> {
  const keyHash = hashKey(key);
  const out = await dynamo().send(new GetItemCommand({ TableName: KEYS_TABLE, Key: { key_hash: { S: keyHash } } }));
  const record = out.Item ? fromItem(out.Item) : null;
  if (record?.status !== 'active') return null;
  // The lookup is by hash already; the constant-time comparison keeps it so if storage ever changes.
  return timingSafeEqual(Buffer.from(record.keyHash, 'hex'), Buffer.from(keyHash, 'hex')) ? record : null;
}

export async function createKey(
  plan: Plan,
  owner: string,
  key = `sfr_${randomBytes(24).toString('base64url')}`,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const record: ApiKeyRecord = { keyHash: hashKey(key), plan, owner, status: 'active', createdAt: new Date().toISOString() };
  await dynamo().send(new PutItemCommand({ TableName: KEYS_TABLE, Item: toItem(record) }));
  return { key, record };
}

export async function listKeys(): Promise<ApiKeyRecord[]> {
  const records: ApiKeyRecord[] = [];
  let start: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: KEYS_TABLE, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const record = fromItem(item);
      if (record) records.push(record);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Revokes by full hash or by a unique hash prefix of at least 8 characters (as `keys list` shows). */
export async function revokeKey(hashOrPrefix: string): Promise<ApiKeyRecord> {
  if (hashOrPrefix.length < 8) throw new Error('give at least 8 characters of the key hash');
  const matches = (await listKeys()).filter((r) => r.keyHash.startsWith(hashOrPrefix.toLowerCase()));
  if (matches.length !== 1) throw new Error(matches.length ? 'hash prefix is ambiguous' : 'no key with that hash');
  const record = matches[0]!;
  await dynamo().send(
    new UpdateItemCommand({
      TableName: KEYS_TABLE,
      Key: { key_hash: { S: record.keyHash } },
      UpdateExpression: 'SET #s = :revoked',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':revoked': { S: 'revoked' } },
    }),
  );
  return { ...record, status: 'revoked' };
}

/** A real call to the key store, for the health check. */
export async function pingKeyStore(): Promise<void> {
  await dynamo().send(new DescribeTableCommand({ TableName: KEYS_TABLE }));
}

/** Local mode only: the deployed table is created by the CDK stack. */
export async function ensureKeyTable(): Promise<void> {
  try {
    await pingKeyStore();
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
    await dynamo().send(
      new CreateTableCommand({
        TableName: KEYS_TABLE,
        AttributeDefinitions: [{ AttributeName: 'key_hash', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'key_hash', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  }
}

function toItem(r: ApiKeyRecord) {
  return {
    key_hash: { S: r.keyHash },
    plan: { S: r.plan },
    owner: { S: r.owner },
    status: { S: r.status },
    created_at: { S: r.createdAt },
  };
}

function fromItem(item: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue>): ApiKeyRecord | null {
  const plan = item.plan?.S;
  if (!isPlan(plan) || !item.key_hash?.S) return null;
  return {
    keyHash: item.key_hash.S,
    plan,
    owner: item.owner?.S ?? '',
    status: item.status?.S === 'active' ? 'active' : 'revoked',
    createdAt: item.created_at?.S ?? '',
  };
}
