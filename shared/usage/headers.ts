/**
 * RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-headers-10, Structured Field
 * lists): a `quota` policy for the plan's quota period and a `burst` policy for its token bucket,
 * the bucket written as q = burst capacity over w = the seconds it takes to refill from empty.
 * Only what is known is sent: API Gateway does not report a key's bucket, so on AWS the RateLimit
 * field names the quota alone (docs/deployment.md#rate-limit-headers).
 */
import { PLAN_LIMITS, type Plan } from '../platform/plans.ts';
import type { MeterReading } from './meter.ts';

export function rateLimitPolicy(plan: Plan, reading?: Pick<MeterReading, 'quota'>): string {
  const { rateLimit, burstLimit, quota } = PLAN_LIMITS[plan];
  const quotaLimit = reading?.quota.limit ?? quota.limit;
  const quotaWindow = reading?.quota.periodSeconds ?? (quota.period === 'DAY' ? 86_400 : 30 * 86_400);
  return `"burst";q=${burstLimit};w=${Math.max(1, Math.ceil(burstLimit / rateLimit))}, "quota";q=${quotaLimit};w=${quotaWindow}`;
}

export function rateLimit(reading: MeterReading, now = Date.now()): string {
  const quotaReset = Math.max(0, Math.ceil((Date.parse(reading.quota.resetsAt) - now) / 1000));
  const items = [`"quota";r=${reading.quota.remaining};t=${quotaReset}`];
  if (reading.burst) items.unshift(`"burst";r=${reading.burst.remaining};t=${reading.burst.resetSeconds}`);
  return items.join(', ');
}

export function rateLimitHeaders(plan: Plan, reading: MeterReading, now = Date.now()): Record<string, string> {
  return { 'RateLimit-Policy': rateLimitPolicy(plan, reading), RateLimit: rateLimit(reading, now) };
}
