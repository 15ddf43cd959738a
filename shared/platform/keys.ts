/**
 * API keys in DynamoDB. Only the SHA-256 hash of a key is stored; the plaintext is shown once,
 * when the key is created. The authorizer resolves a presented key to its subscriber through here.
 *
 * A subscriber is one customer's meter: a subscriber id, and on AWS one API Gateway API key in the
 * usage plan of its tier (docs/deployment.md#keys). Its tokens are the items of this table: rotating
 * adds an item for the same subscriber and revokes the old one, so the meter outlives the token.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AttributeValue,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  ResourceNotFoundException,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { config } from './config.ts';
import { isPlan, type Plan } from './plans.ts';
import { traced } from './trace.ts';

export const KEYS_TABLE = 'api-keys';
/** Read at each call: the keys CLI learns the table from the stack's outputs after this module loads. */
const table = (): string => config().KEYS_TABLE ?? KEYS_TABLE;

export interface ApiKeyRecord {
  keyHash: string;
  plan: Plan;
  owner: string;
  status: 'active' | 'revoked';
  createdAt: string;
  /** the subscriber (meter) the token belongs to; the same across rotations */
  subscriberId: string;
  /**
   * The value of the subscriber's API Gateway API key, which the authorizer returns as
   * usageIdentifierKey. Not a credential: with apiKeySourceType AUTHORIZER, API Gateway ignores a
   * key a caller presents. Absent on keys made for the local gateway, which meters by subscriber id.
   */
  usageKey?: string;
  /** the API Gateway API key's id (GetUsage, UpdateApiKey, usage-plan keys); AWS only */
  apiKeyId?: string;
  /** when the authorizer last verified the token, to the hour */
  lastUsedAt?: string;
}

export interface NewKeyOptions {
  /** an existing subscriber's id (rotation); a new subscriber otherwise */
  subscriberId?: string;
  usageKey?: string;
  apiKeyId?: string;
}

let client: DynamoDBClient | undefined;

function dynamo(): DynamoDBClient {
  const endpoint = config().DYNAMODB_ENDPOINT;
  // traced: the authorizer's key lookups show in X-Ray as DynamoDB subsegments
  client ??= traced(
    new DynamoDBClient({
      endpoint,
      // Locally any region will do; against AWS the SDK's own chain (AWS_REGION, the profile) decides,
      // and the keys CLI sets AWS_REGION from the stack it is pointed at.
      ...(endpoint ? { region: config().AWS_REGION ?? 'local' } : {}),
      // A key store that does not answer must fail the request quickly, not hang it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
      ...(endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  );
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
  const out = await dynamo().send(new GetItemCommand({ TableName: table(), Key: { key_hash: { S: keyHash } } }));
  const record = out.Item ? fromItem(out.Item) : null;
  if (record?.status !== 'active') return null;
  // The lookup is by hash already; the constant-time comparison keeps it so if storage ever changes.
  return timingSafeEqual(Buffer.from(record.keyHash, 'hex'), Buffer.from(keyHash, 'hex')) ? record : null;
}

export const newToken = (): string => `sfr_${randomBytes(24).toString('base64url')}`;
export const newSubscriberId = (): string => `sub_${randomBytes(8).toString('hex')}`;

export async function createKey(
  plan: Plan,
  owner: string,
  key = newToken(),
  options: NewKeyOptions = {},
): Promise<{ key: string; record: ApiKeyRecord }> {
  const record: ApiKeyRecord = {
    keyHash: hashKey(key),
    plan,
    owner,
    status: 'active',
    createdAt: new Date().toISOString(),
    subscriberId: options.subscriberId ?? newSubscriberId(),
    usageKey: options.usageKey,
    apiKeyId: options.apiKeyId,
  };
  await dynamo().send(new PutItemCommand({ TableName: table(), Item: toItem(record) }));
  return { key, record };
}

/**
 * Records that the token was used, at most once an hour per token: the authorizer calls this on
 * each verification it does not have cached, and a write per request would cost more than the
 * answer is worth. Never throws: a missed stamp must not refuse a valid key.
 */
export async function touchKey(record: ApiKeyRecord, now = new Date()): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
  if (record.lastUsedAt && record.lastUsedAt >= hour) return;
  try {
    await dynamo().send(
      new UpdateItemCommand({
        TableName: table(),
        Key: { key_hash: { S: record.keyHash } },
        UpdateExpression: 'SET last_used_at = :hour',
        ConditionExpression: 'attribute_exists(key_hash) AND (attribute_not_exists(last_used_at) OR last_used_at < :hour)',
        ExpressionAttributeValues: { ':hour': { S: hour } },
      }),
    );
  } catch {
    // ConditionalCheckFailed (another container stamped it first) or the store is slow: both harmless.
  }
}

export async function listKeys(): Promise<ApiKeyRecord[]> {
  const records: ApiKeyRecord[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: table(), ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const record = fromItem(item);
      if (record) records.push(record);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The key a CLI argument names: a subscriber id (its active token, else its newest), the full hash,
 * or a unique hash prefix of at least 8 characters (as `keys list` shows).
 */
export async function findKey(reference: string): Promise<ApiKeyRecord> {
  const all = await listKeys();
  if (reference.startsWith('sub_')) {
    const tokens = all.filter((r) => r.subscriberId === reference);
    const found = tokens.find((r) => r.status === 'active') ?? tokens.at(-1);
    if (!found) throw new Error('no subscriber with that id');
    return found;
  }
  if (reference.length < 8) throw new Error('give a subscriber id or at least 8 characters of the key hash');
  const matches = all.filter((r) => r.keyHash.startsWith(reference.toLowerCase()));
  if (matches.length !== 1) throw new Error(matches.length ? 'hash prefix is ambiguous' : 'no key with that hash');
  return matches[0]!;
}

/** Revokes one token, by the references findKey takes. */
export async function revokeKey(reference: string): Promise<ApiKeyRecord> {
  const record = await findKey(reference);
  await updateKey(record.keyHash, { status: 'revoked' });
  return { ...record, status: 'revoked' };
}

/** Sets fields of one token's item. */
export async function updateKey(keyHash: string, fields: Partial<Pick<ApiKeyRecord, 'status' | 'plan'>>): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, { S: string }> = {};
  const sets: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = { S: value };
    sets.push(`#${field} = :${field}`);
  }
  await dynamo().send(
    new UpdateItemCommand({
      TableName: table(),
      Key: { key_hash: { S: keyHash } },
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(key_hash)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** A real call to the key store, for the health check. */
export async function pingKeyStore(): Promise<void> {
  await dynamo().send(new DescribeTableCommand({ TableName: table() }));
}

/** Local mode only: the deployed table is created by the CDK stack. */
export async function ensureKeyTable(): Promise<void> {
  try {
    await pingKeyStore();
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
    await dynamo().send(
      new CreateTableCommand({
        TableName: table(),
        AttributeDefinitions: [{ AttributeName: 'key_hash', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'key_hash', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  }
}

function toItem(r: ApiKeyRecord): Record<string, AttributeValue> {
  return {
    key_hash: { S: r.keyHash },
    plan: { S: r.plan },
    owner: { S: r.owner },
    status: { S: r.status },
    created_at: { S: r.createdAt },
    subscriber_id: { S: r.subscriberId },
    ...(r.usageKey ? { usage_key: { S: r.usageKey } } : {}),
    ...(r.apiKeyId ? { api_key_id: { S: r.apiKeyId } } : {}),
  };
}

function fromItem(item: Record<string, AttributeValue>): ApiKeyRecord | null {
  const plan = item.plan?.S;
  if (!isPlan(plan) || !item.key_hash?.S) return null;
  return {
    keyHash: item.key_hash.S,
    plan,
    owner: item.owner?.S ?? '',
    status: item.status?.S === 'active' ? 'active' : 'revoked',
    createdAt: item.created_at?.S ?? '',
    // An item without a subscriber id is a subscriber of its own.
    subscriberId: item.subscriber_id?.S ?? `sub_${item.key_hash.S.slice(0, 16)}`,
    usageKey: item.usage_key?.S,
    apiKeyId: item.api_key_id?.S,
    lastUsedAt: item.last_used_at?.S,
  };
}
