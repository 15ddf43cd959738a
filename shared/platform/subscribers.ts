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
  GetApiKeysCommand,
  GetUsagePlanKeysCommand,
  GetUsagePlansCommand,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { type ApiKeyRecord, createKey, findKey, listKeys, newSubscriberId, newToken, updateKey } from './keys.ts';
import { PLANS, type Plan } from './plans.ts';

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

/**
 * Creates a subscriber: its token (returned once) and, on AWS, its API key in the tier's usage
 * plan. The API key and its plan membership come first and the token last, so a token never exists
 * without its meter. A failure after the API key was made deletes it; if that cleanup fails too,
 * the error names the key, and `keys reconcile --aws` deletes it (no token references it).
 */
export async function createSubscriber(plan: Plan, owner: string, meters?: GatewayMeters): Promise<{ key: string; record: ApiKeyRecord }> {
  const subscriberId = newSubscriberId();
  if (!meters) return createKey(plan, owner, newToken(), { subscriberId });
  const { apiKeyId, usageKey } = await newApiKey(meters, subscriberId, owner);
  try {
    await ensureMembership(meters, apiKeyId, plan);
    return await createKey(plan, owner, newToken(), { subscriberId, usageKey, apiKeyId });
  } catch (err) {
    try {
      await deleteApiKey(meters, apiKeyId);
    } catch (cleanup) {
      throw new Error(
        `${(err as Error).message}; the API key ${apiKeyId} made for it could not be deleted (${(cleanup as Error).message}): \`keys reconcile --aws\` deletes it`,
        { cause: err },
      );
    }
    throw err;
  }
}

/**
 * Revokes every token of the subscriber a reference names (findKey), then takes its API keys out of
 * their usage plans and deletes them (disabled keys count against the account's 10,000). The tokens
 * go first: once they are revoked nothing can call with the subscriber, and a rerun finishes the
 * API Gateway side (each step is a no-op when already done).
 */
export async function revokeSubscriber(reference: string, meters?: GatewayMeters): Promise<Subscriber> {
  const { subscriberId } = await findKey(reference);
  const tokens = await tokensOf(subscriberId);
  for (const token of tokens) if (token.status === 'active') await updateKey(token.keyHash, { status: 'revoked' });
  if (meters) for (const apiKeyId of apiKeyIdsOf(tokens)) await deleteApiKey(meters, apiKeyId);
  return summarise(await tokensOf(subscriberId));
}

/**
 * Moves a subscriber to another tier. A key is in at most one usage plan per stage, so it leaves
 * the old plan before it joins the new one; if joining fails it is put back in the old plan, so
 * the subscriber keeps being served. The key table takes the new plan only once API Gateway meters
 * the key in it, and every step is a no-op when already done: a rerun completes a move that failed
 * anywhere.
 */
export async function setSubscriberPlan(reference: string, plan: Plan, meters?: GatewayMeters): Promise<Subscriber> {
  const { subscriberId } = await findKey(reference);
  const tokens = await tokensOf(subscriberId);
  const current = summarise(tokens);
  if (current.status === 'revoked') throw new Error(`subscriber ${subscriberId} is revoked: create a new one instead`);
  if (meters) {
    if (!current.apiKeyId) throw new Error(`subscriber ${subscriberId} has no API Gateway key: it was not created with --aws`);
    await ensureMembership(meters, current.apiKeyId, plan);
  }
  for (const token of tokens) if (token.plan !== plan) await updateKey(token.keyHash, { plan });
  return summarise(await tokensOf(subscriberId));
}

/**
 * A new token for the same subscriber; its other active tokens are revoked. On AWS the token gets
 * a new API key in the same plan, and the old key is then disabled and deleted. The new token is
 * stored before anything old is touched, so a failure leaves the subscriber served by the new token
 * or the old one; what was left undone is returned with the new token (which is shown only once),
 * and `keys reconcile --aws` finishes it (at most one active token a subscriber: the newest).
 */
export async function rotateSubscriber(
  reference: string,
  meters?: GatewayMeters,
): Promise<{ key: string; record: ApiKeyRecord; unfinished?: string }> {
  const { subscriberId } = await findKey(reference);
  const tokens = await tokensOf(subscriberId);
  const active = tokens.filter((t) => t.status === 'active');
  if (!active.length) throw new Error(`subscriber ${subscriberId} is revoked: create a new one instead`);
  const { plan, owner } = active[0]!;
  let created: { key: string; record: ApiKeyRecord };
  if (!meters)
    created = await createKey(plan, owner, newToken(), { subscriberId, usageKey: active[0]!.usageKey, apiKeyId: active[0]!.apiKeyId });
  else {
    const { apiKeyId, usageKey } = await newApiKey(meters, subscriberId, owner);
    try {
      await ensureMembership(meters, apiKeyId, plan);
      created = await createKey(plan, owner, newToken(), { subscriberId, usageKey, apiKeyId });
    } catch (err) {
      await deleteApiKey(meters, apiKeyId).catch(() => {});
      throw err;
    }
  }
  try {
    await retireOldTokens(subscriberId, created.record.keyHash, meters);
    return created;
  } catch (err) {
    return { ...created, unfinished: `the previous token or API key was not retired (${(err as Error).message})` };
  }
}

/** Revokes the subscriber's tokens other than `keep`, and disables then deletes the API keys only they used. */
async function retireOldTokens(subscriberId: string, keep: string, meters?: GatewayMeters): Promise<void> {
  const tokens = await tokensOf(subscriberId);
  for (const token of tokens)
    if (token.keyHash !== keep && token.status === 'active') await updateKey(token.keyHash, { status: 'revoked' });
  if (!meters) return;
  const kept = tokens.find((t) => t.keyHash === keep)?.apiKeyId;
  for (const apiKeyId of apiKeyIdsOf(tokens)) {
    if (apiKeyId === kept) continue;
    await ignoreNotFound(
      meters.client.send(
        new UpdateApiKeyCommand({ apiKey: apiKeyId, patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] }),
      ),
    );
    await deleteApiKey(meters, apiKeyId);
  }
}

/** One difference between the key table and API Gateway, and what reconcile did about it. */
export interface Difference {
  subscriberId?: string;
  apiKeyId?: string;
  problem: string;
  action: 'repaired' | 'reported';
}

/**
 * Compares the key table (the source of truth) with API Gateway's keys and plan memberships and
 * repairs each difference it can (all of them unless `dryRun`):
 * - a subscriber with several active tokens keeps the newest (an unfinished rotate);
 * - an active subscriber's API key must exist, be enabled and be in its plan's usage plan only;
 * - API keys no active token uses (a revoke or rotate that stopped half-way, a create whose
 *   cleanup failed) are deleted, found by the name prefix every key of this stack carries.
 * An active subscriber whose API key is gone is reported: its usage value cannot be recovered, and
 * `keys rotate` gives it a new key.
 */
export async function reconcileSubscribers(
  meters: GatewayMeters,
  { dryRun = false } = {},
): Promise<{ differences: Difference[]; apiKeys: number }> {
  const differences: Difference[] = [];
  const act = async (difference: Omit<Difference, 'action'>, repair: () => Promise<unknown>) => {
    if (!dryRun) await repair();
    differences.push({ ...difference, action: dryRun ? 'reported' : 'repaired' });
  };
  const gatewayKeys = await stackApiKeys(meters);
  const memberships = await planMemberships(meters);
  const bySubscriber = new Map<string, ApiKeyRecord[]>();
  for (const key of await listKeys()) bySubscriber.set(key.subscriberId, [...(bySubscriber.get(key.subscriberId) ?? []), key]);
  const used = new Set<string>();

  for (const [subscriberId, tokens] of bySubscriber) {
    const active = tokens.filter((t) => t.status === 'active').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const newest = active.at(-1);
    if (active.length > 1)
      await act({ subscriberId, problem: `${active.length} active tokens: the newest is kept` }, () =>
        retireOldTokens(subscriberId, newest!.keyHash),
      );
    const apiKeyId = newest?.apiKeyId;
    if (!newest || !apiKeyId) continue;
    used.add(apiKeyId);
    const gatewayKey = gatewayKeys.get(apiKeyId);
    if (!gatewayKey) {
      differences.push({ subscriberId, apiKeyId, problem: 'its API key is missing at API Gateway: run `keys rotate`', action: 'reported' });
      continue;
    }
    if (!gatewayKey.enabled)
      await act({ subscriberId, apiKeyId, problem: 'its API key is disabled' }, () =>
        meters.client.send(
          new UpdateApiKeyCommand({ apiKey: apiKeyId, patchOperations: [{ op: 'replace', path: '/enabled', value: 'true' }] }),
        ),
      );
    const plans = PLANS.filter((plan) => memberships.get(meters.usagePlanIds[plan])?.has(apiKeyId));
    if (plans.length !== 1 || plans[0] !== newest.plan)
      await act(
        { subscriberId, apiKeyId, problem: `its API key is in ${plans.length ? plans.join(', ') : 'no usage plan'}, not ${newest.plan}` },
        () => ensureMembership(meters, apiKeyId, newest.plan),
      );
  }
  for (const apiKeyId of gatewayKeys.keys()) {
    if (used.has(apiKeyId)) continue;
    const owner = [...bySubscriber.values()].flat().find((t) => t.apiKeyId === apiKeyId)?.subscriberId;
    await act(
      { subscriberId: owner, apiKeyId, problem: owner ? 'API key of a revoked or rotated token' : 'API key no subscriber references' },
      () => deleteApiKey(meters, apiKeyId),
    );
  }
  return { differences, apiKeys: await countApiKeys(meters.client) };
}

/** AWS's API keys per account and region, a limit that cannot be raised; disabled keys count too. */
export const API_KEY_LIMIT = 10_000;

/** A new API Gateway key for a subscriber, named so reconcile can tell this stack's keys apart. */
async function newApiKey(meters: GatewayMeters, subscriberId: string, owner: string): Promise<{ apiKeyId: string; usageKey: string }> {
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
  return { apiKeyId: apiKey.id!, usageKey };
}

/** Puts the key in the plan's usage plan and in no other of ours; on failure it is back where it was. */
async function ensureMembership(meters: GatewayMeters, apiKeyId: string, plan: Plan): Promise<void> {
  const target = meters.usagePlanIds[plan];
  const inPlans = await usagePlansOf(meters, apiKeyId);
  if (inPlans.length === 1 && inPlans[0] === target) return;
  const others = inPlans.filter((id) => id !== target);
  for (const usagePlanId of others)
    await ignoreNotFound(meters.client.send(new DeleteUsagePlanKeyCommand({ usagePlanId, keyId: apiKeyId })));
  if (inPlans.includes(target)) return;
  try {
    await meters.client.send(new CreateUsagePlanKeyCommand({ usagePlanId: target, keyId: apiKeyId, keyType: 'API_KEY' }));
  } catch (err) {
    // back in the plan it was served by, so the subscriber is not left without one
    for (const usagePlanId of others.slice(0, 1))
      await meters.client.send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId: apiKeyId, keyType: 'API_KEY' })).catch(() => {});
    throw err;
  }
}

/** Takes the key out of every usage plan of ours and deletes it; a key already gone is fine. */
async function deleteApiKey(meters: GatewayMeters, apiKeyId: string): Promise<void> {
  for (const usagePlanId of await usagePlansOf(meters, apiKeyId))
    await ignoreNotFound(meters.client.send(new DeleteUsagePlanKeyCommand({ usagePlanId, keyId: apiKeyId })));
  await ignoreNotFound(meters.client.send(new DeleteApiKeyCommand({ apiKey: apiKeyId })));
}

/** Our usage plans the key is in. */
async function usagePlansOf(meters: GatewayMeters, apiKeyId: string): Promise<string[]> {
  const ours = new Set(Object.values(meters.usagePlanIds));
  try {
    const { items = [] } = await meters.client.send(new GetUsagePlansCommand({ keyId: apiKeyId, limit: 500 }));
    return items.map((p) => p.id!).filter((id) => ours.has(id));
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
}

/** Each of our usage plans' keys, by usage plan id. */
async function planMemberships(meters: GatewayMeters): Promise<Map<string, Set<string>>> {
  const memberships = new Map<string, Set<string>>();
  for (const usagePlanId of Object.values(meters.usagePlanIds)) {
    const keys = new Set<string>();
    let position: string | undefined;
    do {
      const page = await meters.client.send(new GetUsagePlanKeysCommand({ usagePlanId, position, limit: 500 }));
      for (const item of page.items ?? []) keys.add(item.id!);
      position = page.position;
    } while (position);
    memberships.set(usagePlanId, keys);
  }
  return memberships;
}

/** This stack's API keys (named `<stack>-sub_…`), by id. */
async function stackApiKeys(meters: GatewayMeters): Promise<Map<string, { enabled: boolean }>> {
  const keys = new Map<string, { enabled: boolean }>();
  let position: string | undefined;
  do {
    const page = await meters.client.send(new GetApiKeysCommand({ nameQuery: `${meters.stackName}-sub_`, position, limit: 500 }));
    for (const key of page.items ?? [])
      if (key.name?.startsWith(`${meters.stackName}-sub_`)) keys.set(key.id!, { enabled: key.enabled ?? false });
    position = page.position;
  } while (position);
  return keys;
}

/**
 * Every API key of the account in the region, whichever stack made it: they share the limit. Read by
 * `keys reconcile --aws` and by the API-key count function (docs/deployment.md#the-api-key-ceiling).
 */
export async function countApiKeys(client: APIGatewayClient): Promise<number> {
  let count = 0;
  let position: string | undefined;
  do {
    const page = await client.send(new GetApiKeysCommand({ position, limit: 500 }));
    count += page.items?.length ?? 0;
    position = page.position;
  } while (position);
  return count;
}

const apiKeyIdsOf = (tokens: ApiKeyRecord[]): string[] => [...new Set(tokens.map((t) => t.apiKeyId).filter((id): id is string => !!id))];

const isNotFound = (err: unknown): boolean => (err as { name?: string } | null)?.name === 'NotFoundException';

async function ignoreNotFound(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
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
    // the active token's key: after a rotation the revoked tokens name keys since deleted
    apiKeyId: (active ?? newest).apiKeyId ?? tokens.find((t) => t.apiKeyId)?.apiKeyId,
    activeKeyHash: active?.keyHash.slice(0, 16),
  };
}
