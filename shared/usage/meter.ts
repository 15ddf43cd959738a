/**
 * Where a caller's usage is read from. On AWS, API Gateway meters each subscriber's API key in its
 * tier's usage plan and GetUsage reports the quota period's count (cached a minute: every call is a
 * control-plane request with its own low rate limit). Locally, the gateway's own meter (the token
 * bucket and quota per usage identifier, infra/local/throttle.ts) answers, registered here by the
 * gateway under its API id so that several gateways in one process each answer for their own.
 */
import { APIGatewayClient, GetUsageCommand, GetUsagePlansCommand } from '@aws-sdk/client-api-gateway';
import { LRUCache } from 'lru-cache';
import { config } from '../platform/config.ts';
import { ServiceUnavailable } from '../platform/errors.ts';
import { PLAN_LIMITS, type Plan } from '../platform/plans.ts';
import { traced } from '../platform/trace.ts';

/** One usage identifier's meter: the quota period's count and, where known, the token bucket. */
export interface MeterReading {
  quota: {
    limit: number;
    used: number;
    remaining: number;
    resetsAt: string;
    periodSeconds: number;
    /** WINDOW: a local trial window (THROTTLE_QUOTA_WINDOW_SECONDS) instead of the plan's period */
    period: 'DAY' | 'MONTH' | 'WINDOW';
  };
  /** the token bucket now; API Gateway does not report it */
  burst?: { limit: number; remaining: number; resetSeconds: number };
}

export interface LocalMeter {
  usage(usageId: string, plan: Plan): MeterReading | Promise<MeterReading>;
}

export interface MeteredCaller {
  plan: Plan;
  /** the API key the request was metered under ($context.identity.apiKeyId) */
  apiKeyId: string;
  /** the API the request came through ($context.apiId) */
  apiId: string;
}

export type MeterSource = 'api-gateway' | 'local-gateway';

const localMeters = new Map<string, LocalMeter>();

/** The local gateway's meter for requests through `apiId`; returns the unregistration. */
export function registerLocalMeter(apiId: string, meter: LocalMeter): () => void {
  localMeters.set(apiId, meter);
  return () => {
    if (localMeters.get(apiId) === meter) localMeters.delete(apiId);
  };
}

/**
 * Seconds a GetUsage answer is reused for the same key. GetUsage is a control-plane call, and the
 * account's control-plane budget (10 requests/s, shared with deploys and the keys CLI) must not be
 * spent by callers polling their usage: one call per subscriber a minute at most.
 */
export const USAGE_CACHE_SECONDS = 60;
/** What a caller is told to wait when API Gateway throttles the usage read. */
export const USAGE_THROTTLED_RETRY_SECONDS = 5;

export async function readMeter(caller: MeteredCaller, now = new Date()): Promise<{ reading: MeterReading; source: MeterSource }> {
  // USAGE_METER=api-gateway is set by the stack on the usage function (infra/api.ts).
  if (config().USAGE_METER === 'api-gateway') return { reading: await apiGatewayUsage(caller, now), source: 'api-gateway' };
  const local = localMeters.get(caller.apiId);
  if (!local) throw new ServiceUnavailable('Usage is not metered on this gateway (throttling is off).');
  return { reading: await local.usage(caller.apiKeyId, caller.plan), source: 'local-gateway' };
}

let client: APIGatewayClient | undefined;
const cache = new LRUCache<string, MeterReading>({ max: 10_000, ttl: USAGE_CACHE_SECONDS * 1000 });

/** For tests: forget the client and the cached answers. */
export function resetUsageClient(): void {
  client = undefined;
  cache.clear();
}

/**
 * The caller's count in the usage plan that holds its key: the plan is asked of API Gateway
 * (GetUsagePlans by key id), then its count (GetUsage), two control-plane calls a cache miss
 * (docs/deployment.md#usage-reads). Asking rather than assuming the plan also answers right in the
 * minutes after `keys set-plan`, while the authorizer's cached answer still names the old tier.
 * A throttled control plane is a 503 with Retry-After, never a 500.
 */
async function apiGatewayUsage(caller: MeteredCaller, now: Date): Promise<MeterReading> {
  if (!caller.apiKeyId) throw new ServiceUnavailable('The request was not metered under an API key.');
  const hit = cache.get(caller.apiKeyId);
  if (hit) return hit;
  client ??= traced(new APIGatewayClient({ maxAttempts: 2 }));
  try {
    const reading = await usageInKeysPlan(client, caller, now);
    cache.set(caller.apiKeyId, reading);
    return reading;
  } catch (err) {
    if ((err as { name?: string }).name === 'TooManyRequestsException')
      throw new ServiceUnavailable('Usage counts cannot be read right now. Retry shortly.', USAGE_THROTTLED_RETRY_SECONDS, { cause: err });
    throw err;
  }
}

async function usageInKeysPlan(api: APIGatewayClient, caller: MeteredCaller, now: Date): Promise<MeterReading> {
  const plans = await api.send(new GetUsagePlansCommand({ keyId: caller.apiKeyId, limit: 5 }));
  const usagePlan = plans.items?.[0];
  if (!usagePlan?.id) throw new ServiceUnavailable('The API key is in no usage plan.');
  const quota = {
    limit: usagePlan.quota?.limit ?? PLAN_LIMITS[caller.plan].quota.limit,
    period: usagePlan.quota?.period === 'MONTH' ? ('MONTH' as const) : ('DAY' as const),
  };
  const reading = await usageIn(api, caller.apiKeyId, usagePlan.id, quota, now);
  if (!reading) throw new ServiceUnavailable('The usage plan reports no count for this API key.');
  return reading;
}

/** The key's count in one usage plan for the current quota period; null when the plan does not hold the key. */
async function usageIn(
  api: APIGatewayClient,
  apiKeyId: string,
  usagePlanId: string,
  quota: { limit: number; period: 'DAY' | 'MONTH' },
  now: Date,
): Promise<MeterReading | null> {
  const { start, end } = quotaPeriod(now, quota.period);
  // One entry per day from startDate to endDate: [used, remaining] as API Gateway counts them.
  const out = await api.send(new GetUsageCommand({ usagePlanId, keyId: apiKeyId, startDate: day(start), endDate: day(now), limit: 40 }));
  const days = out.items?.[apiKeyId];
  if (!days) return null;
  const used = days.reduce((sum, [dayUsed = 0]) => sum + dayUsed, 0);
  const remaining = days.at(-1)?.[1] ?? quota.limit - used;
  return {
    quota: {
      limit: quota.limit,
      used,
      remaining: Math.max(0, remaining),
      resetsAt: end.toISOString(),
      periodSeconds: Math.round((end.getTime() - start.getTime()) / 1000),
      period: quota.period,
    },
  };
}

/** API Gateway's quota periods are UTC calendar days and months. */
export function quotaPeriod(now: Date, period: 'DAY' | 'MONTH'): { start: Date; end: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  return period === 'DAY'
    ? { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) }
    : { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

const day = (date: Date): string => date.toISOString().slice(0, 10);
