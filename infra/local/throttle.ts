/**
 * Per-usage-identifier throttle (token bucket: rate + burst) and quota, as API Gateway usage
 * plans apply them, with the numbers from shared/plans.ts.
 */
import type { Plan, PlanLimits } from '../../shared/plans.ts';

export interface ThrottleDecision {
  allowed: boolean;
  /** seconds until a request would be allowed again (when refused) */
  retryAfter: number;
  limit: number;
  remaining: number;
  /** seconds until the bucket is full again */
  reset: number;
  reason?: 'rate' | 'quota';
}

interface State {
  tokens: number;
  updatedMs: number;
  quotaWindowStart: number;
  quotaUsed: number;
}

export class Throttle {
  private readonly state = new Map<string, State>();

  constructor(
    private readonly limits: Record<Plan, PlanLimits>,
    private readonly now: () => number = Date.now,
  ) {}

  take(usageId: string, plan: Plan): ThrottleDecision {
    const { rateLimit, burstLimit, quota } = this.limits[plan];
    const now = this.now();
    const windowStart = quotaWindowStart(now, quota.period);
    const s = this.state.get(usageId) ?? { tokens: burstLimit, updatedMs: now, quotaWindowStart: windowStart, quotaUsed: 0 };
    s.tokens = Math.min(burstLimit, s.tokens + ((now - s.updatedMs) / 1000) * rateLimit);
    s.updatedMs = now;
    if (s.quotaWindowStart !== windowStart) {
      s.quotaWindowStart = windowStart;
      s.quotaUsed = 0;
    }
    this.state.set(usageId, s);
    const reset = (tokens: number) => Math.ceil((burstLimit - tokens) / rateLimit);
    if (s.quotaUsed >= quota.limit) {
      const retryAfter = Math.ceil((quotaWindowEnd(windowStart, quota.period) - now) / 1000);
      return { allowed: false, retryAfter, limit: burstLimit, remaining: 0, reset: retryAfter, reason: 'quota' };
    }
    if (s.tokens < 1) {
      return { allowed: false, retryAfter: Math.ceil((1 - s.tokens) / rateLimit), limit: burstLimit, remaining: 0, reset: reset(s.tokens), reason: 'rate' };
    }
    s.tokens -= 1;
    s.quotaUsed += 1;
    return { allowed: true, retryAfter: 0, limit: burstLimit, remaining: Math.floor(s.tokens), reset: reset(s.tokens) };
  }
}

function quotaWindowStart(nowMs: number, period: 'DAY' | 'MONTH'): number {
  const d = new Date(nowMs);
  return period === 'DAY' ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function quotaWindowEnd(startMs: number, period: 'DAY' | 'MONTH'): number {
  const d = new Date(startMs);
  return period === 'DAY' ? startMs + 86_400_000 : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
