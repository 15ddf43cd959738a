/**
 * Subscribers as the keys CLI manages them: a token (in the key table, hashed) and, on AWS, the
 * subscriber's own API Gateway API key in the usage plan of its tier, so that API Gateway throttles
 * and counts each subscriber apart (docs/deployment.md#keys). Locally there is no API Gateway: the
 * local gateway meters by subscriber id.
 */
import { randomBytes } from 'node:crypto';
import {
  type APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { type ApiKeyRecord, createKey, findKey, listKeys, newSubscriberId, newToken, updateKey } from './keys.ts';
import type { Plan } from './plans.ts';

/** The usage plans of the deployed stack, by tier (the stack's UsagePlanId<Plan> outputs). */
export type UsagePlanIds = Record<Plan, string>;

/** API Gateway's side of a subscriber; absent when the key table serves the local gateway. */
export interface GatewayMeters {
  client: APIGatewayClient;
  usagePlanIds: UsagePlanIds;
  /** prefixes the API key's name so that keys of several stacks in one account can be told apart */
  stackName: string;
}

export interface Subscriber {
  subscriberId: string;
  owner: string;
  plan: Plan;
  status: 'active' | 'revoked';
  createdAt: string;
  lastUsedAt?: string;
  apiKeyId?: string;
  /** hash prefix of the active token, if any */
  activeKeyHash?: string;
}

/** Creates a subscriber: its token (returned once) and, on AWS, its API key in the tier's usage plan. */
export async function createSubscriber(plan: Plan, owner: string, meters?: GatewayMeters): Promise<{ key: string; record: ApiKeyRecord }> {
  const subscriberId = newSubscriberId();
  if (!meters) return createKey(plan, owner, newToken(), { subscriberId });
  // The API key's value is what the authorizer hands to API Gateway as usageIdentifierKey: random
  // and separate from the token, so the table never holds anything a caller could present.
  const usageKey = randomBytes(30).toString('base64url');
  const apiKey = await meters.client.send(
    new CreateApiKeyCommand({
      name: `${meters.stackName}-${subscriberId}`,
      description: owner.slice(0, 120),
      enabled: true,
      value: usageKey,
      tags: { subscriber: subscriberId },
    }),
  );
  const apiKeyId = apiKey.id!;
  try {
    await meters.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId: meters.usagePlanIds[plan], keyId: apiKeyId, keyType: 'API_KEY' }),
    );
    return await createKey(plan, owner, newToken(), { subscriberId, usageKey, apiKeyId });
  } catch (err) {
    // No orphaned API key for a subscriber that was never stored.
    await meters.client.send(new DeleteApiKeyCommand({ apiKey: apiKeyId })).catch(() => {});
    throw err;
  }
}

/** Revokes every token of the subscriber a reference names (findKey) and disables its API key. */
export async function revokeSubscriber(reference: string, meters?: GatewayMeters): Promise<Subscriber> {
  const { subscriberId } = await findKey(reference);
  const tokens = await tokensOf(subscriberId);
  for (const token of tokens) if (token.status === 'active') await updateKey(token.keyHash, { status: 'revoked' });
  const apiKeyId = tokens.find((t) => t.apiKeyId)?.apiKeyId;
  if (meters && apiKeyId)
    await meters.client.send(
      new UpdateApiKeyCommand({ apiKey: apiKeyId, patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] }),
    );
  return summarise(await tokensOf(subscriberId));
}

/**
 * Moves a subscriber to another tier: its API key leaves one usage plan for the other (a key is in
 * at most one plan per stage, so there is a moment between the two calls when API Gateway refuses
 * it with 403), then every token's item takes the new plan.
 */
export async function setSubscriberPlan(reference: string, plan: Plan, meters?: GatewayMeters): Promise<Subscriber> {
  const { subscriberId } = await findKey(reference);
  const tokens = await tokensOf(subscriberId);
  const current = summarise(tokens);
  if (current.plan === plan) return current;
  if (meters) {
    if (!current.apiKeyId) throw new Error(`subscriber ${subscriberId} has no API Gateway key: it was not created with --aws`);
    await meters.client.send(new DeleteUsagePlanKeyCommand({ usagePlanId: meters.usagePlanIds[current.plan], keyId: current.apiKeyId }));
    await meters.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId: meters.usagePlanIds[plan], keyId: current.apiKeyId, keyType: 'API_KEY' }),
    );
  }
  for (const token of tokens) await updateKey(token.keyHash, { plan });
  return summarise(await tokensOf(subscriberId));
}

/**
 * A new token for the same subscriber (the same API key, so the same meter and quota already
 * used); the subscriber's other active tokens are revoked.
 */
export async function rotateSubscriber(reference: string): Promise<{ key: string; record: ApiKeyRecord }> {
  const { subscriberId } = await findKey(reference);
  const tokens = await tokensOf(subscriberId);
  const active = tokens.filter((t) => t.status === 'active');
  if (!active.length) throw new Error(`subscriber ${subscriberId} is revoked: create a new one instead`);
  const { plan, owner, usageKey, apiKeyId } = active[0]!;
  const created = await createKey(plan, owner, newToken(), { subscriberId, usageKey, apiKeyId });
  for (const token of active) await updateKey(token.keyHash, { status: 'revoked' });
  return created;
}

export async function listSubscribers(): Promise<Subscriber[]> {
  const bySubscriber = new Map<string, ApiKeyRecord[]>();
  for (const key of await listKeys()) bySubscriber.set(key.subscriberId, [...(bySubscriber.get(key.subscriberId) ?? []), key]);
  return [...bySubscriber.values()].map(summarise).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function tokensOf(subscriberId: string): Promise<ApiKeyRecord[]> {
  return (await listKeys()).filter((k) => k.subscriberId === subscriberId);
}

function summarise(tokens: ApiKeyRecord[]): Subscriber {
  const newest = tokens.at(-1)!;
  const active = tokens.find((t) => t.status === 'active');
  const used = tokens.map((t) => t.lastUsedAt).filter((t): t is string => !!t);
  return {
    subscriberId: newest.subscriberId,
    owner: newest.owner,
    plan: (active ?? newest).plan,
    status: active ? 'active' : 'revoked',
    createdAt: tokens[0]!.createdAt,
    lastUsedAt: used.sort().at(-1),
    apiKeyId: tokens.find((t) => t.apiKeyId)?.apiKeyId,
    activeKeyHash: active?.keyHash.slice(0, 16),
  };
}
