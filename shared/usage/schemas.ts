import { PLANS } from '../platform/plans.ts';
import { z } from '../platform/zod.ts';

export const Usage = z
  .object({
    plan: z.enum(PLANS),
    key_owner: z.string().openapi({
      description: 'the owner label the key was issued under (not `owner`, the Premium-only owner of record wherever it appears)',
    }),
    subscriber_id: z.string().openapi({ description: 'the subscriber this key meters to; the same across key rotations' }),
    rate_limit: z
      .object({
        requests_per_second: z.number().openapi({ description: 'steady rate the token bucket refills at' }),
        burst: z.number().int().openapi({ description: 'bucket capacity: requests allowed at once' }),
        burst_remaining: z
          .number()
          .int()
          .nullable()
          .openapi({ description: 'requests the bucket allows now; null where the gateway does not report it (on AWS)' }),
      })
      .openapi('UsageRateLimit'),
    quota: z
      .object({
        limit: z.number().int(),
        period: z.enum(['DAY', 'MONTH', 'WINDOW']).openapi({
          description: 'UTC calendar day or month; WINDOW for a local gateway counting short trial windows',
        }),
        used: z.number().int().openapi({ description: 'requests counted in the current period' }),
        remaining: z.number().int(),
        resets_at: z.string().openapi({ format: 'date-time', description: 'when the period ends and the count restarts' }),
      })
      .openapi('UsageQuota'),
    source: z.enum(['api-gateway', 'local-gateway']).openapi({
      description: "`api-gateway`: API Gateway usage data, reused for up to 10 s; `local-gateway`: the local gateway's own meter",
    }),
    as_of: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Usage');

export type Usage = z.infer<typeof Usage>;
