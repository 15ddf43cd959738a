import { PLANS } from '../platform/plans.ts';
import { z } from '../platform/zod.ts';

const component = z.object({ status: z.enum(['up', 'down']), message: z.string().optional() }).openapi('HealthComponent');
const componentMap = z.record(z.string(), component);

export const HealthResult = z
  .object({
    status: z.enum(['ok', 'error']).openapi({ description: '`ok` when every component is up, `error` otherwise' }),
    info: componentMap.nullable().openapi({ description: 'components that are up' }),
    error: componentMap.nullable().openapi({ description: 'components that are down, each with a short message' }),
    details: componentMap.openapi({
      description:
        'every component: `database` (a query answers), `schema` (at the newest migration), `geography` (the reference data is loaded) and `keystore`',
    }),
  })
  .openapi('HealthResult');

export const AuthenticatedHealth = z
  .object({
    status: z.literal('ok'),
    authenticated: z.literal(true),
    plan: z.enum(PLANS).openapi({ description: "The key's plan: its rate limit, quota and Premium fields.", example: 'premium' }),
    key_owner: z.string().openapi({
      description:
        'The owner label the key was issued under (named key_owner: `owner` is the Premium-only owner of record wherever it appears).',
      example: 'demo premium',
    }),
    timestamp: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AuthenticatedHealth');
