/**
 * Per-usage-identifier throttle (token bucket: rate + burst) and quota, as API Gateway usage
 * plans apply them, with the numbers from shared/platform/plans.ts.
 */
import type { Plan, PlanLimits } from '../../shared/platform/plans.ts';
import type { MeterReading } from '../../shared/usage/meter.ts';

export type { MeterReading };

export interface ThrottleDecision {
  allowed: boolean;
  /** seconds until a request would be allowed again (when refused) */
  retryAfter: number;
  limit: number;
  remaining: number;
  /** seconds until the bucket is full again */
  reset: number;
  reason?: 'rate' | 'quota';
  /** the meter after this request: what the RateLimit fields report */
  reading: MeterReading;
}

export interface ThrottleOptions {
  /**
   * Count every quota over fixed windows of this length instead of the plan's day or month, each
   * window allowing the plan's quota prorated to it (a month as 30 days): a quota can be used up
   * and seen to reset in a local trial without sending 10,000 requests.
   */
  quotaWindowMs?: number;
}

/**
 * What the gateway asks before a handler runs: a Throttle in its own process, or a gateway worker's
 * client of the one its primary keeps (workers.ts), so every worker draws on the same buckets.
 */
export interface ThrottleGate {
  take(usageId: string, plan: Plan): ThrottleDecision | Promise<ThrottleDecision>;
  /** The identifier's bucket and quota as they stand, without counting a request. */
  usage(usageId: string, plan: Plan): MeterReading | Promise<MeterReading>;
}

const PERIOD_MS = { DAY: 86_400_000, MONTH: 30 * 86_400_000 } as const;

interface State {
  tokens: number;
  updatedMs: number;
  quotaWindowStart: number;
  quotaUsed: number;
}

export class Throttle implements ThrottleGate {
  private readonly state = new Map<string, State>();

  constructor(
    private readonly limits: Record<Plan, PlanLimits>,
    private readonly now: () => number = Date.now,
    private readonly options: ThrottleOptions = {},
  ) {}

  take(usageId: string, plan: Plan): ThrottleDecision {
    const { rateLimit, burstLimit } = this.limits[plan];
    const now = this.now();
    const quota = this.quotaWindow(now, this.limits[plan].quota);
    const s = this.state.get(usageId) ?? { tokens: burstLimit, updatedMs: now, quotaWindowStart: quota.start, quotaUsed: 0 };
    s.tokens = Math.min(burstLimit, s.tokens + ((now - s.updatedMs) / 1000) * rateLimit);
    s.updatedMs = now;
    if (s.quotaWindowStart !== quota.start) {
      s.quotaWindowStart = quota.start;
      s.quotaUsed = 0;
    }
    this.state.set(usageId, s);
    const reset = (tokens: number) => Math.ceil((burstLimit - tokens) / rateLimit);
    if (s.quotaUsed >= quota.limit) {
      const retryAfter = Math.ceil((quota.end - now) / 1000);
      return {
        allowed: false,
        retryAfter,
        limit: burstLimit,
        remaining: 0,
        reset: retryAfter,
        reason: 'quota',
        reading: this.usage(usageId, plan),
      };
    }
    if (s.tokens < 1) {
      return {
        allowed: false,
        retryAfter: Math.ceil((1 - s.tokens) / rateLimit),
        limit: burstLimit,
        remaining: 0,
        reset: reset(s.tokens),
        reason: 'rate',
        reading: this.usage(usageId, plan),
      };
    }
    s.tokens -= 1;
    s.quotaUsed += 1;
    return {
      allowed: true,
      retryAfter: 0,
      limit: burstLimit,
      remaining: Math.floor(s.tokens),
      reset: reset(s.tokens),
      reading: this.usage(usageId, plan),
    };
  }

  usage(usageId: string, plan: Plan): MeterReading {
    const { rateLimit, burstLimit } = this.limits[plan];
    const now = this.now();
    const quota = this.quotaWindow(now, this.limits[plan].quota);
    const s = this.state.get(usageId);
    const tokens = s ? Math.min(burstLimit, s.tokens + ((now - s.updatedMs) / 1000) * rateLimit) : burstLimit;
    const used = s && s.quotaWindowStart === quota.start ? s.quotaUsed : 0;
    return {
      quota: {
        limit: quota.limit,
        used,
        remaining: Math.max(0, quota.limit - used),
        resetsAt: new Date(quota.end).toISOString(),
        periodSeconds: Math.round((quota.end - quota.start) / 1000),
        period: this.options.quotaWindowMs ? 'WINDOW' : this.limits[plan].quota.period,
      },
      burst: { limit: burstLimit, remaining: Math.floor(tokens), resetSeconds: Math.ceil((burstLimit - tokens) / rateLimit) },
    };
  }

  private quotaWindow(nowMs: number, quota: PlanLimits['quota']): { start: number; end: number; limit: number } {
    const windowMs = this.options.quotaWindowMs;
    if (windowMs) {
      const start = Math.floor(nowMs / windowMs) * windowMs;
      return { start, end: start + windowMs, limit: Math.max(1, Math.round((quota.limit * windowMs) / PERIOD_MS[quota.period])) };
    }
    const start = quotaWindowStart(nowMs, quota.period);
    return { start, end: quotaWindowEnd(start, quota.period), limit: quota.limit };
  }
}

function quotaWindowStart(nowMs: number, period: 'DAY' | 'MONTH'): number {
  const d = new Date(nowMs);
  return period === 'DAY'
    ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
    : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function quotaWindowEnd(startMs: number, period: 'DAY' | 'MONTH'): number {
  const d = new Date(startMs);
  return period === 'DAY' ? startMs + 86_400_000 : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
