import { healthRoutes } from '../../shared/health/routes.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(healthRoutes.healthCheckAuthenticated, async () => ({
  status: 'ok' as const,
  authenticated: true as const,
  timestamp: new Date().toISOString(),
}));
