/** GET /usage: the caller's plan and limits with its meter's reading. */
import { PLAN_LIMITS, type Plan } from '../platform/plans.ts';
import { rateLimitHeaders } from './headers.ts';
import { type MeteredCaller, readMeter } from './meter.ts';
import type { Usage } from './schemas.ts';

export interface UsageCaller extends MeteredCaller {
  plan: Plan;
  owner: string;
  subscriberId: string;
}

export async function callerUsage(caller: UsageCaller, now = new Date()): Promise<{ body: Usage; headers: Record<string, string> }> {
  const { reading, source } = await readMeter(caller, now);
  const limits = PLAN_LIMITS[caller.plan];
  return {
    body: {
      plan: caller.plan,
      key_owner: caller.owner,
      subscriber_id: caller.subscriberId,
      rate_limit: {
        requests_per_second: limits.rateLimit,
        burst: limits.burstLimit,
        burst_remaining: reading.burst?.remaining ?? null,
      },
      quota: {
        limit: reading.quota.limit,
        period: reading.quota.period,
        used: reading.quota.used,
        remaining: reading.quota.remaining,
        resets_at: reading.quota.resetsAt,
      },
      source,
      as_of: now.toISOString(),
    },
    headers: { ...rateLimitHeaders(caller.plan, reading, now.getTime()), 'Cache-Control': 'no-store' },
  };
}
