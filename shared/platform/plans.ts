/**
 * Subscription plans and their limits: the one config read by the CDK usage plans
 * (infra/stack.ts) and by the local gateway's throttle (infra/local/throttle.ts).
 */
export const PLANS = ['base', 'premium', 'unlimited'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  /** steady-state requests per second */
  rateLimit: number;
  /** token-bucket capacity: requests allowed in a burst */
  burstLimit: number;
  /** requests per quota period */
  quota: { limit: number; period: 'DAY' | 'MONTH' };
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  base: { rateLimit: 10, burstLimit: 20, quota: { limit: 10_000, period: 'DAY' } },
  premium: { rateLimit: 50, burstLimit: 100, quota: { limit: 100_000, period: 'DAY' } },
  unlimited: { rateLimit: 500, burstLimit: 1_000, quota: { limit: 10_000_000, period: 'DAY' } },
};

/** Bulk export jobs a plan may run (docs/exports.md#limits). */
export interface ExportLimits {
  /** jobs submitted in any 24 hours */
  jobsPerDay: number;
  /** rows one job may export, counted when it is submitted */
  rowsPerJob: number;
  /** jobs queued or running at once */
  concurrentJobs: number;
}

export const EXPORT_LIMITS: Record<Plan, ExportLimits> = {
  base: { jobsPerDay: 5, rowsPerJob: 100_000, concurrentJobs: 1 },
  premium: { jobsPerDay: 50, rowsPerJob: 2_000_000, concurrentJobs: 2 },
  unlimited: { jobsPerDay: 500, rowsPerJob: 50_000_000, concurrentJobs: 4 },
};

/** Premium and Unlimited see the Premium-only fields and may use the distress filters. */
export function isPremium(plan: Plan): boolean {
  return plan === 'premium' || plan === 'unlimited';
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** Webhook limits per plan (docs/webhooks.md); base has none. */
export interface WebhookLimits {
  /** subscriptions a subscriber may hold */
  webhooks: number;
  /** property ids one subscription's filter may name */
  propertyIds: number;
  /** deliveries per UTC day across the subscriber's subscriptions; the rest wait for the next day */
  deliveriesPerDay: number;
}

export const WEBHOOK_LIMITS: Record<Plan, WebhookLimits> = {
  base: { webhooks: 0, propertyIds: 0, deliveriesPerDay: 0 },
  premium: { webhooks: 5, propertyIds: 1_000, deliveriesPerDay: 10_000 },
  unlimited: { webhooks: 50, propertyIds: 10_000, deliveriesPerDay: 1_000_000 },
};
