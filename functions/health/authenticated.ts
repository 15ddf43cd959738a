import { healthRoutes } from '../../shared/health/routes.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(healthRoutes.healthCheckAuthenticated, async ({ plan, caller }) => ({
  status: 'ok' as const,
  authenticated: true as const,
  plan,
  key_owner: caller.owner,
  timestamp: new Date().toISOString(),
}));
